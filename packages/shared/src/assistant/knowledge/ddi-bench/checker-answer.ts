import { interactionBetween } from '../interaction-checker.ts';
import { findMonograph } from '../lookup.ts';
import type { DdiAnswer, DdiCase } from './cases.ts';

/** How the shared checker answers a bench pair. */
export function checkerAnswer(c: DdiCase): DdiAnswer {
  const a = findMonograph(c.a);
  const b = findMonograph(c.b);
  if (!a || !b) return 'unknown';
  const found = interactionBetween(a, b);
  if (!found) return 'none';
  return found.severity === 'severe' ? 'serious' : 'warn';
}

import { findDrug } from '../drugs.ts';
import { interactionBetweenDrugs } from '../interaction-checker.ts';
import type { DdiAnswer, DdiCase } from './cases.ts';

/** How the shared checker answers a bench pair. */
export function checkerAnswer(c: DdiCase): DdiAnswer {
  const a = findDrug(c.a);
  const b = findDrug(c.b);
  if (!a || !b) return 'unknown';
  const found = interactionBetweenDrugs(a, b);
  if (!found) return 'none';
  return found.level === 'contraindicated' || found.level === 'avoid' ? 'serious' : 'warn';
}

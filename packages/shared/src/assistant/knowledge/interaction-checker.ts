import { INTERACTION_RULES } from './interactions.ts';
import { findMonograph } from './lookup.ts';
import type { Interaction, InteractionParty, InteractionRule, InteractionSeverity, Monograph } from './types.ts';

const SEVERITY_RANK: Record<InteractionSeverity, number> = { severe: 3, moderate: 2, minor: 1 };

function matches(party: InteractionParty, monograph: Monograph): boolean {
  return 'salt' in party ? party.salt === monograph.id : monograph.classes.includes(party.drugClass);
}

// A rule naming two salts beats one naming a salt and a class, which beats two classes.
function specificity(rule: InteractionRule): number {
  return Number('salt' in rule.a) + Number('salt' in rule.b);
}

function isBetter(candidate: InteractionRule, best: InteractionRule | null): boolean {
  if (!best) return true;
  const bySpecificity = specificity(candidate) - specificity(best);
  return bySpecificity > 0 || (bySpecificity === 0 && SEVERITY_RANK[candidate.severity] > SEVERITY_RANK[best.severity]);
}

function toInteraction(rule: InteractionRule, a: Monograph, b: Monograph): Interaction {
  return { ruleId: rule.id, a: a.id, b: b.id, severity: rule.severity, effect: rule.effect, advice: rule.advice, source: rule.source };
}

/**
 * The known interaction between two monographs: when several rules apply, the most specific (a
 * rule naming both salts), then the most severe; null when none is known or both are the same salt
 * (a duplicate, which the cart check reports on its own).
 */
export function interactionBetween(a: Monograph, b: Monograph): Interaction | null {
  if (a.id === b.id) return null;
  let best: InteractionRule | null = null;
  for (const rule of INTERACTION_RULES) {
    const applies = (matches(rule.a, a) && matches(rule.b, b)) || (matches(rule.a, b) && matches(rule.b, a));
    if (applies && isBetter(rule, best)) best = rule;
  }
  return best ? toInteraction(best, a, b) : null;
}

/** The known interaction between two salts named in words ('ibuprofen', 'Warfarin sodium'); null when unknown. */
export function findInteraction(a: string, b: string): Interaction | null {
  const first = findMonograph(a);
  const second = findMonograph(b);
  return first && second ? interactionBetween(first, second) : null;
}

/** Every interacting pair among a set of monographs, most severe first. */
export function interactionsAmong(monographs: readonly Monograph[]): Interaction[] {
  const found: Interaction[] = [];
  for (let i = 0; i < monographs.length; i += 1) {
    for (let j = i + 1; j < monographs.length; j += 1) {
      const a = monographs[i];
      const b = monographs[j];
      const hit = a && b ? interactionBetween(a, b) : null;
      if (hit) found.push(hit);
    }
  }
  return found.sort((x, y) => SEVERITY_RANK[y.severity] - SEVERITY_RANK[x.severity]);
}

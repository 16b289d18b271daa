import { profileOfMonograph, findDrug, type DrugProfile } from './drugs.ts';
import { CLASS_RULES } from './interaction-kb/load.ts';
import type { InteractionLevel } from './interaction-kb/schema.ts';
import { INTERACTION_RULES } from './interactions.ts';
import type { Interaction, InteractionParty, InteractionRule, InteractionSeverity, Monograph, Source } from './types.ts';

const LEVEL_RANK: Record<InteractionLevel, number> = { contraindicated: 4, avoid: 3, caution: 2, monitor: 1 };
const SEVERITY_RANK: Record<InteractionSeverity, number> = { severe: 3, moderate: 2, minor: 1 };

/** The pair table's three severities read as levels, and the levels shown as the three severities the cart and web know. */
const LEVEL_OF_SEVERITY: Record<InteractionSeverity, InteractionLevel> = { severe: 'avoid', moderate: 'caution', minor: 'monitor' };
const SEVERITY_OF_LEVEL: Record<InteractionLevel, InteractionSeverity> = {
  contraindicated: 'severe',
  avoid: 'severe',
  caution: 'moderate',
  monitor: 'minor',
};

/** One applicable rule of either kind, before the best is chosen. */
interface Candidate {
  id: string;
  level: InteractionLevel;
  /** 2 for a pair rule naming both salts (an explicit override), 1 for a salt and a class, 0 for two classes. */
  specificity: number;
  effect: string;
  advice: string;
  source: Source;
}

function matches(party: InteractionParty, drug: DrugProfile): boolean {
  return 'salt' in party ? party.salt === drug.id : drug.properties.has(party.drugClass);
}

function pairCandidate(rule: InteractionRule): Candidate {
  const specificity = Number('salt' in rule.a) + Number('salt' in rule.b);
  return {
    id: rule.id,
    level: LEVEL_OF_SEVERITY[rule.severity],
    specificity,
    effect: rule.effect,
    advice: rule.advice,
    source: rule.source,
  };
}

function candidates(a: DrugProfile, b: DrugProfile): Candidate[] {
  const found: Candidate[] = [];
  for (const rule of INTERACTION_RULES) {
    if ((matches(rule.a, a) && matches(rule.b, b)) || (matches(rule.a, b) && matches(rule.b, a))) found.push(pairCandidate(rule));
  }
  for (const rule of CLASS_RULES) {
    const applies = (a.properties.has(rule.a) && b.properties.has(rule.b)) || (a.properties.has(rule.b) && b.properties.has(rule.a));
    if (applies)
      found.push({ id: rule.id, level: rule.level, specificity: 0, effect: rule.effect, advice: rule.advice, source: rule.source });
  }
  return found;
}

/**
 * The best of the applicable rules: a rule naming both salts is an explicit, reviewed override;
 * otherwise the most serious level wins, so a mechanism rule is never hidden by a milder class rule.
 */
function best(found: readonly Candidate[]): Candidate | null {
  const overrides = found.filter((c) => c.specificity === 2);
  const pool = overrides.length > 0 ? overrides : found;
  let top: Candidate | null = null;
  for (const c of pool) {
    if (!top || LEVEL_RANK[c.level] > LEVEL_RANK[top.level] || (c.level === top.level && c.specificity > top.specificity)) top = c;
  }
  return top;
}

/**
 * The known interaction between two medicines the checker knows; null when none is known or both
 * are the same salt (a duplicate, which the cart check reports on its own).
 */
export function interactionBetweenDrugs(a: DrugProfile, b: DrugProfile): Interaction | null {
  if (a.id === b.id) return null;
  const top = best(candidates(a, b));
  if (!top) return null;
  return {
    ruleId: top.id,
    a: a.id,
    b: b.id,
    level: top.level,
    severity: SEVERITY_OF_LEVEL[top.level],
    effect: top.effect,
    advice: top.advice,
    source: top.source,
  };
}

/** The known interaction between two monographs (see interactionBetweenDrugs). */
export function interactionBetween(a: Monograph, b: Monograph): Interaction | null {
  return interactionBetweenDrugs(profileOfMonograph(a), profileOfMonograph(b));
}

/** The known interaction between two medicines named in words ('ibuprofen', 'Warfarin sodium', 'Viagra'); null when unknown. */
export function findInteraction(a: string, b: string): Interaction | null {
  const first = findDrug(a);
  const second = findDrug(b);
  return first && second ? interactionBetweenDrugs(first, second) : null;
}

/** Every interacting pair among a set of medicines, most serious first. */
export function interactionsAmongDrugs(drugs: readonly DrugProfile[]): Interaction[] {
  const found: Interaction[] = [];
  for (let i = 0; i < drugs.length; i += 1) {
    for (let j = i + 1; j < drugs.length; j += 1) {
      const a = drugs[i];
      const b = drugs[j];
      const hit = a && b ? interactionBetweenDrugs(a, b) : null;
      if (hit) found.push(hit);
    }
  }
  return found.sort((x, y) => LEVEL_RANK[y.level] - LEVEL_RANK[x.level] || SEVERITY_RANK[y.severity] - SEVERITY_RANK[x.severity]);
}

/** Every interacting pair among a set of monographs, most serious first. */
export function interactionsAmong(monographs: readonly Monograph[]): Interaction[] {
  return interactionsAmongDrugs(monographs.map(profileOfMonograph));
}

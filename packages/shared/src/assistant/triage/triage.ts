import { compilePhrase, phraseOccurs, type CompiledPhrase } from './matcher.ts';
import { RULES_VERSION, TRIAGE_RULES, type TriageCategory, type TriageRule } from './rules.ts';
import { tokenise, type Token } from './tokens.ts';

/**
 * Red-flag triage (decision 037): runs first on every message the assistant receives, before any
 * intent, retrieval or language model. Deterministic, so the same words always give the same answer,
 * and versioned, so the answer can be traced to the rules that gave it.
 */

export type TriageResult =
  { emergency: true; ruleId: string; category: TriageCategory; rulesVersion: string } | { emergency: false; rulesVersion: string };

/** Where the text comes from: the intake's red-flag answer counts the spec's bare terms ('numbness'). */
export type TriageContext = 'message' | 'red_flag_answer';

type Condition = CompiledPhrase | ((tokens: Token[]) => boolean);

interface CompiledRule {
  rule: TriageRule;
  phrases: CompiledPhrase[];
  requires: Condition[];
  unless: CompiledPhrase[];
}

const compiled: CompiledRule[] = TRIAGE_RULES.map((rule) => ({
  rule,
  phrases: rule.phrases.map((phrase) => compilePhrase(phrase)),
  requires: (rule.requires ?? []).map((condition) => (typeof condition === 'string' ? compilePhrase(condition) : condition)),
  unless: (rule.unless ?? []).map((phrase) => compilePhrase(phrase)),
}));

const holds = (tokens: Token[], condition: Condition) =>
  typeof condition === 'function' ? condition(tokens) : phraseOccurs(tokens, condition);

function fires(tokens: Token[], { rule, phrases, requires, unless }: CompiledRule): boolean {
  const found = phrases.some((phrase) => phraseOccurs(tokens, phrase)) || (rule.detect?.(tokens) ?? false);
  if (!found) return false;
  if (requires.length > 0 && !requires.some((condition) => holds(tokens, condition))) return false;
  return !unless.some((phrase) => phraseOccurs(tokens, phrase));
}

/** The first red-flag rule the text meets, or none. Messages longer than the API allows are cut there, not skipped. */
export function triage(text: string, context: TriageContext = 'message'): TriageResult {
  const tokens = tokenise(text.slice(0, 12_000));
  for (const entry of compiled) {
    if (entry.rule.redFlagAnswerOnly && context !== 'red_flag_answer') continue;
    if (fires(tokens, entry)) return { emergency: true, ruleId: entry.rule.id, category: entry.rule.category, rulesVersion: RULES_VERSION };
  }
  return { emergency: false, rulesVersion: RULES_VERSION };
}

/** Triage over several texts (a message and the intake's answers): the first that fires. */
export function triageAll(texts: readonly string[], context: TriageContext = 'message'): TriageResult {
  for (const text of texts) {
    const result = triage(text, context);
    if (result.emergency) return result;
  }
  return { emergency: false, rulesVersion: RULES_VERSION };
}

export { RULES_VERSION };
export type { TriageCategory };

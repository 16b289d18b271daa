import { mentionsInfantAge, mentionsManyPillsTaken } from './detectors.ts';
import { RedFlagFileSchema, type RedFlagDetector, type RedFlagFile, type TriageCategory } from './red-flag-schema.ts';
import redFlags from './red-flags.json' with { type: 'json' };
import type { Token } from './tokens.ts';

/**
 * The red-flag rules (decision 037): data in red-flags.json, checked against its schema when this
 * module loads, so a bad edit fails every test and the server's start at once. Change a rule →
 * change the file's version: it is logged with the rule id whenever one fires, so an answer can be
 * traced to the rules that gave it.
 */

export { TRIAGE_CATEGORIES, type TriageCategory } from './red-flag-schema.ts';

/** The rule id of a plain 'yes' to the intake's red-flag question (when no phrase rule fired). */
export const INTAKE_YES_RULE_ID = 'intake.red-flag-yes';

type Detector = (tokens: Token[]) => boolean;

/** A rule as the matcher uses it: word lists filled in and detectors resolved. */
export interface TriageRule {
  id: string;
  category: TriageCategory;
  sources: readonly { title: string; url: string }[];
  phrases: readonly string[];
  requires?: readonly (string | Detector)[];
  detect?: Detector;
  unless?: readonly string[];
  redFlagAnswerOnly?: boolean;
}

const DETECTORS: Record<RedFlagDetector, Detector> = {
  'infant-age': mentionsInfantAge,
  'many-pills-taken': mentionsManyPillsTaken,
};

/** Builds the rules from a parsed file; throws (zod) on a file the schema refuses. */
export function loadRedFlagRules(raw: unknown): { version: string; rules: TriageRule[] } {
  const file: RedFlagFile = RedFlagFileSchema.parse(raw);
  const expand = (phrase: string) => phrase.replace(/\{([A-Z_]+)\}/g, (_, name: string) => file.wordLists[name]?.words ?? '');
  const rules = file.rules.map((rule): TriageRule => {
    const built: TriageRule = { id: rule.id, category: rule.category, sources: rule.sources, phrases: rule.phrases.map(expand) };
    if (rule.requires) built.requires = rule.requires.map((c) => (typeof c === 'string' ? expand(c) : DETECTORS[c.detector]));
    if (rule.detect) built.detect = DETECTORS[rule.detect];
    if (rule.unless) built.unless = rule.unless.map(expand);
    if (rule.redFlagAnswerOnly) built.redFlagAnswerOnly = true;
    return built;
  });
  return { version: file.version, rules };
}

const loaded = loadRedFlagRules(redFlags);

export const RULES_VERSION = loaded.version;
/** In the order they are checked: the first that fires is the answer. */
export const TRIAGE_RULES: readonly TriageRule[] = loaded.rules;

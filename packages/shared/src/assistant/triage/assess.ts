import { z } from 'zod';
import { findingsOf, type Findings } from './findings.ts';
import { UrgencyLevelSchema, isMoreUrgent, mostUrgent, type UrgencyLevel } from './levels.ts';
import { compilePhrase as compileRaw, phraseOccurs, type CompiledPhrase } from './matcher.ts';
import { FOLLOW_UPS, type Protocol, type ProtocolRule, type When } from './protocol-schema.ts';
import { PROTOCOLS, PROTOCOLS_VERSION } from './protocols/index.ts';
import { RULES_VERSION, TRIAGE_CATEGORIES } from './rules.ts';
import { normaliseText } from './tokens.ts';
import { triage } from './triage.ts';
import type { SymptomId } from '../symptoms.ts';

/**
 * The urgency of a symptom message (issue 22). Order, and why:
 * 1. the red-flag layer (triage.ts) first; when it fires the answer is an emergency and nothing after
 *    it runs, so no later rule can lower it;
 * 2. every protocol whose complaint the message names, each rule that holds raising the level;
 * 3. when the level depends on something the message did not say, one question (and no products
 *    until it is answered); when no complaint is recognised, a doctor, never self-care.
 * Deterministic: the same words always give the same level, with the versions that decided it.
 */

const Words = z.object({ en: z.string(), hi: z.string() });

export const TriageAssessmentSchema = z.object({
  level: UrgencyLevelSchema,
  /** The findings that led there, in plain words, most urgent first. */
  reasons: z.array(Words),
  /** The rules that applied ('red-flag:stroke.signs', 'fever-adult.meningism'). */
  ruleIds: z.array(z.string()),
  /** The complaints recognised (protocol ids). */
  complaints: z.array(z.string()),
  /** The red-flag category when the red-flag layer fired: the emergency advice's wording. */
  emergencyCategory: z.enum(TRIAGE_CATEGORIES).nullable(),
  /** One short question when the level depends on what the message did not say. */
  followUp: z.enum(FOLLOW_UPS).nullable(),
  /** The doctor to book at the doctor levels. */
  specialty: z.string().nullable(),
  /** Versions of the red-flag rules and of the protocols that decided. */
  rulesVersion: z.string(),
  protocolsVersion: z.string(),
});
export type TriageAssessment = z.infer<typeof TriageAssessmentSchema>;

// The protocols are written as people spell (ज़, मसूड़ों); messages are compared in one spelling.
const compilePhrase = (phrase: string) => compileRaw(normaliseText(phrase), { crossesCommas: true });

interface CompiledRule {
  rule: ProtocolRule;
  any: CompiledPhrase[];
  all: CompiledPhrase[][];
  none: CompiledPhrase[];
}
interface CompiledProtocol {
  protocol: Protocol;
  match: CompiledPhrase[];
  notWhen: CompiledPhrase[];
  rules: CompiledRule[];
  settled: { all: CompiledPhrase[][]; none: CompiledPhrase[]; durationDaysBelow: number | null } | null;
}

const compiled: CompiledProtocol[] = PROTOCOLS.map((protocol) => ({
  protocol,
  match: protocol.match.map(compilePhrase),
  notWhen: protocol.notWhen.map(compilePhrase),
  rules: protocol.rules.map((rule) => ({
    rule,
    any: rule.any.map(compilePhrase),
    all: rule.all.map((group) => group.map(compilePhrase)),
    none: rule.none.map(compilePhrase),
  })),
  settled: protocol.settled
    ? {
        all: protocol.settled.all.map((group) => group.map(compilePhrase)),
        none: protocol.settled.none.map(compilePhrase),
        durationDaysBelow: protocol.settled.durationDaysBelow ?? null,
      }
    : null,
}));

const occurs = (f: Findings, list: CompiledPhrase[]) => list.some((phrase) => phraseOccurs(f.tokens, phrase));
/** Whether the message names this protocol's complaint. */
const names = (entry: CompiledProtocol, f: Findings) => occurs(f, entry.match) && !occurs(f, entry.notWhen);

function whenHolds(when: When, f: Findings): boolean {
  if (when.ageBands && (f.ageBand === null || !when.ageBands.includes(f.ageBand))) return false;
  if (when.ageYearsAtLeast !== undefined && (f.ageYears === null || f.ageYears < when.ageYearsAtLeast)) return false;
  if (when.ageYearsBelow !== undefined && (f.ageYears === null || f.ageYears >= when.ageYearsBelow)) return false;
  if (when.pregnant && !f.pregnant) return false;
  if (when.tempCAtLeast !== undefined && (f.tempC === null || f.tempC < when.tempCAtLeast)) return false;
  if (when.unlessMeasuredBelowC !== undefined && f.tempC !== null && f.tempC < when.unlessMeasuredBelowC) return false;
  if (when.highFever && !f.highFever) return false;
  if (when.durationDaysAtLeast !== undefined && (f.durationDays === null || f.durationDays < when.durationDaysAtLeast)) return false;
  if (when.chronic && !when.chronic.some((c) => f.chronic.includes(c))) return false;
  if (when.medicines && !when.medicines.some((m) => f.medicines.includes(m))) return false;
  if (when.travel && !f.travel) return false;
  if (when.recentSurgery && !f.recentSurgery) return false;
  if (when.glucoseAtLeast !== undefined && (f.glucose === null || f.glucose < when.glucoseAtLeast)) return false;
  if (when.glucoseBelow !== undefined && (f.glucose === null || f.glucose >= when.glucoseBelow)) return false;
  if (when.bpSystolicAtLeast !== undefined && (f.bpSystolic === null || f.bpSystolic < when.bpSystolicAtLeast)) return false;
  return true;
}

function ruleHolds({ rule, any, all, none }: CompiledRule, f: Findings): boolean {
  if (any.length > 0 && !occurs(f, any)) return false;
  if (none.length > 0 && occurs(f, none)) return false;
  if (!all.every((group) => occurs(f, group))) return false;
  return whenHolds(rule.when, f);
}

const EMERGENCY_REASON = {
  en: 'What you describe can be a medical emergency.',
  hi: 'आप जो बता रहे हैं वह मेडिकल इमरजेंसी हो सकती है।',
};
const UNRECOGNISED_REASON = {
  en: 'We could not tell from your words how urgent this is, so a doctor should decide.',
  hi: 'आपके शब्दों से हम यह तय नहीं कर पाए कि यह कितना ज़रूरी है, इसलिए डॉक्टर से तय कराएं।',
};

const versions = { rulesVersion: RULES_VERSION, protocolsVersion: PROTOCOLS_VERSION };

/** Whether the message's words name any complaint we have a protocol for (the chat's symptom path). */
export function namesComplaint(text: string): boolean {
  const f = findingsOf(text);
  return compiled.some((entry) => names(entry, f));
}

const SOMEONE =
  /(^|[^\p{L}\p{M}])(i|im|ive|my|me|mujhe|mera|meri|mere|hamare|hamara|papa|mummy|maa|beta|beti|son|daughter|husband|wife|mother|father|mom|dad|मुझे|मेरा|मेरी|मेरे|हमारे|पापा|मम्मी|माँ|बेटा|बेटी|पति|पत्नी)(?=$|[^\p{L}\p{M}])/u;

// Words of the body and its readings: 'baal jhad rahe hain 2 mahine se', 'BP 150/95 for two weeks'.
const BODY =
  /(^|[^\p{L}\p{M}])(hair|baal|बाल|skin|twacha|त्वचा|nails|nakhun|नाखून|period|periods|पीरियड|पीरियड्स|bp|pressure|sugar|शुगर|weight|wazan|vazan|वजन|वज़न|sleep|neend|नींद|pain|dard|दर्द|urine|peshab|पेशाब|stool|potty)(?=$|[^\p{L}\p{M}])/u;

/**
 * Whether a message that names no complaint we know still tells of someone's health: a person, and how
 * long or how old ('mere pairon mein 2 hafte se sujan hai', 'my 10 year old is wetting the bed again').
 * The chat then answers with an urgency (a doctor soon, and one question) instead of 'I did not understand'.
 */
export function describesSomeonesHealth(text: string): boolean {
  const f = findingsOf(text);
  const told = (f.durationDays !== null && f.durationDays >= 1) || f.ageYears !== null || f.pregnant;
  const normalised = normaliseText(text);
  return told && (SOMEONE.test(normalised) || BODY.test(normalised));
}

/** The urgency of one message (or of several texts joined: the intake's answers, a reply to our question). */
export function assessTriage(text: string): TriageAssessment {
  const redFlag = triage(text);
  if (redFlag.emergency) {
    return {
      level: 'emergency',
      reasons: [EMERGENCY_REASON],
      ruleIds: [`red-flag:${redFlag.ruleId}`],
      complaints: [],
      emergencyCategory: redFlag.category,
      followUp: null,
      specialty: null,
      ...versions,
    };
  }
  const f = findingsOf(text);
  const matched = compiled.filter((entry) => names(entry, f));
  if (matched.length === 0) {
    return {
      level: 'doctor_soon',
      reasons: [UNRECOGNISED_REASON],
      ruleIds: [],
      complaints: [],
      emergencyCategory: null,
      followUp: 'red_flags',
      specialty: 'general_physician',
      ...versions,
    };
  }
  const fired: { protocol: Protocol; rule: ProtocolRule }[] = [];
  for (const entry of matched)
    for (const rule of entry.rules) if (ruleHolds(rule, f)) fired.push({ protocol: entry.protocol, rule: rule.rule });
  const settled = new Set(matched.filter((entry) => isSettled(entry, f)).map((entry) => entry.protocol.id));
  const replaced = new Set([
    ...fired.flatMap((hit) => hit.rule.supersedes),
    ...matched.filter((entry) => settled.has(entry.protocol.id)).flatMap((entry) => entry.protocol.settled?.cancels ?? []),
  ]);
  if (replaced.size > 0) fired.splice(0, fired.length, ...fired.filter((hit) => !replaced.has(hit.rule.id)));
  const baselineOf = (entry: CompiledProtocol) =>
    settled.has(entry.protocol.id) && entry.protocol.settled ? entry.protocol.settled.level : entry.protocol.baseline;
  const level = mostUrgent([...matched.map(baselineOf), ...fired.map((hit) => hit.rule.level)]);
  fired.sort((a, b) => (isMoreUrgent(a.rule.level, b.rule.level) ? -1 : isMoreUrgent(b.rule.level, a.rule.level) ? 1 : 0));
  // The protocol that set the level names the doctor; its own baseline when no rule fired.
  const decider = fired.find((hit) => hit.rule.level === level)?.protocol ?? matched.find((entry) => baselineOf(entry) === level)?.protocol;
  const missing = level === 'emergency' ? null : missingFollowUp(matched, f);
  return {
    level,
    reasons: fired
      .filter((hit) => hit.rule.level === level)
      .map((hit) => hit.rule.reason)
      .slice(0, 3),
    ruleIds: fired.map((hit) => `${hit.protocol.id}.${hit.rule.id.split('.')[1]}`),
    complaints: matched.map((entry) => entry.protocol.id),
    emergencyCategory: null,
    followUp: missing,
    specialty: level === 'self_care' ? null : specialtyFor(decider?.specialty ?? 'general_physician', f),
    ...versions,
  };
}

/** Whether the message says the complaint is over, as the protocol's `settled` describes it. */
function isSettled({ settled }: CompiledProtocol, f: Findings): boolean {
  if (!settled || occurs(f, settled.none)) return false;
  if (settled.durationDaysBelow !== null && f.durationDays !== null && f.durationDays >= settled.durationDaysBelow) return false;
  return settled.all.every((group) => occurs(f, group));
}

/** A child's general complaint goes to a paediatrician. */
function specialtyFor(specialty: Protocol['specialty'], f: Findings): Protocol['specialty'] {
  const young = f.ageBand === 'child' || f.ageBand === 'infant' || f.ageBand === 'young_infant';
  return young && specialty === 'general_physician' ? 'paediatrics' : specialty;
}

function missingFollowUp(matched: CompiledProtocol[], f: Findings): TriageAssessment['followUp'] {
  const wanted = new Set(matched.flatMap((entry) => entry.protocol.askIfMissing));
  if (wanted.has('age') && f.ageBand === null) return 'age';
  if (wanted.has('duration') && f.durationDays === null) return 'duration';
  return null;
}

/** The protocols' escalation advice for a self-care answer. */
export function escalationFor(assessment: TriageAssessment): { en: string; hi: string }[] {
  return compiled.filter((entry) => assessment.complaints.includes(entry.protocol.id)).map((entry) => entry.protocol.escalate);
}

/**
 * The symptom groups of the catalogue whose products may be offered: only at self-care, with no
 * question open, not in pregnancy, and only those the recognised complaints' protocols list for
 * this age (labels exclude the young).
 */
export function productSymptomsFor(assessment: TriageAssessment, text: string): SymptomId[] {
  if (assessment.level !== 'self_care' || assessment.followUp !== null) return [];
  const f = findingsOf(text);
  if (f.pregnant) return [];
  const ids = new Set<SymptomId>();
  for (const entry of compiled) {
    const products = entry.protocol.products;
    if (!products || !assessment.complaints.includes(entry.protocol.id)) continue;
    const age = f.ageYears ?? (f.ageBand === 'child' || f.ageBand === 'infant' || f.ageBand === 'young_infant' ? 0 : null);
    if (age !== null && age < products.minAgeYears) continue;
    for (const id of products.symptoms) ids.add(id as SymptomId);
  }
  return [...ids];
}

export type { UrgencyLevel };

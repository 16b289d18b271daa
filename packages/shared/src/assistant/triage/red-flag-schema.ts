import { z } from 'zod';

/**
 * The shape of red-flags.json (decision 037): the red-flag rules as data, each with its sources, and
 * the file with a version and a review date. The matching stays in code (matcher.ts, triage.ts);
 * what a rule matches is here. A red flag only ever says 'emergency': a rule of any other level is
 * refused, because nothing after this layer may lower its answer.
 */

export const TRIAGE_CATEGORIES = [
  'cardiac',
  'breathing',
  'stroke',
  'bleeding',
  'unconscious',
  'seizure',
  'anaphylaxis',
  'poisoning',
  'self_harm',
  'infant_fever',
  'pregnancy',
  'abdominal',
  'other',
] as const;
export type TriageCategory = (typeof TRIAGE_CATEGORIES)[number];

/** Checks that need a number read, kept in code (detectors.ts) and named here. */
export const RED_FLAG_DETECTORS = ['infant-age', 'many-pills-taken'] as const;
export type RedFlagDetector = (typeof RED_FLAG_DETECTORS)[number];

const WORD_LIST_NAME = /^[A-Z][A-Z_]*$/;
/** A phrase in the matcher's syntax; '{NAME}' stands for a word list of the file. */
const PhraseSchema = z.string().trim().min(2);
const DetectorSchema = z.object({ detector: z.enum(RED_FLAG_DETECTORS) }).strict();

export const RedFlagRuleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+\.[a-z0-9-]+$/),
    /** Picks the emergency advice's extra sentence (emergency-advice.ts) and is logged with the id. */
    category: z.enum(TRIAGE_CATEGORIES),
    level: z.literal('emergency'),
    sources: z.array(z.object({ title: z.string().min(5), url: z.string().url() }).strict()).min(1),
    /** Why the rule reads as it does: what it must not catch, and why. */
    note: z.string().min(10),
    /** Any one of these phrases… */
    phrases: z.array(PhraseSchema).min(1),
    /** …together with one of these anywhere in the message: the context (a child, a baby's age, pregnancy, a sting). */
    requires: z
      .array(z.union([PhraseSchema, DetectorSchema]))
      .min(1)
      .optional(),
    /** A detector that fires the rule alone. */
    detect: z.enum(RED_FLAG_DETECTORS).optional(),
    /** The message is not this emergency when one of these is in it ('food poisoning'). */
    unless: z.array(PhraseSchema).min(1).optional(),
    /** Only in the guided intake's answer to 'any of these red flags?', where a bare 'numbness' is a yes. */
    redFlagAnswerOnly: z.literal(true).optional(),
  })
  .strict();
export type RedFlagRuleData = z.infer<typeof RedFlagRuleSchema>;

const placeholders = (phrase: string) => [...phrase.matchAll(/\{([^}]*)\}/g)].map((m) => m[1] ?? '');
const phrasesOf = (rule: RedFlagRuleData) => [
  ...rule.phrases,
  ...(rule.requires ?? []).filter((c): c is string => typeof c === 'string'),
  ...(rule.unless ?? []),
];

export const RedFlagFileSchema = z
  .object({
    id: z.literal('red-flags'),
    version: z.string().regex(/^\d{4}-\d{2}-\d{2}\.\d+$/),
    reviewed: z.string().date(),
    reviewDue: z.string().date(),
    about: z.string().min(20),
    wordLists: z.record(
      z.string().regex(WORD_LIST_NAME),
      z
        .object({ words: z.string().regex(/^\S+$/, 'a word list is one slot: alternatives joined by |'), note: z.string().optional() })
        .strict(),
    ),
    /** In the order they are checked: the first that fires is the answer. */
    rules: z.array(RedFlagRuleSchema).min(1),
  })
  .strict()
  .superRefine((file, ctx) => {
    if (file.reviewDue <= file.reviewed) ctx.addIssue({ code: 'custom', path: ['reviewDue'], message: 'reviewDue must be after reviewed' });
    const seen = new Set<string>();
    file.rules.forEach((rule, i) => {
      if (seen.has(rule.id)) ctx.addIssue({ code: 'custom', path: ['rules', i, 'id'], message: `duplicate rule id ${rule.id}` });
      seen.add(rule.id);
      for (const name of phrasesOf(rule).flatMap(placeholders)) {
        if (!(name in file.wordLists)) ctx.addIssue({ code: 'custom', path: ['rules', i], message: `unknown word list {${name}}` });
      }
    });
  });
export type RedFlagFile = z.infer<typeof RedFlagFileSchema>;

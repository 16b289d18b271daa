import { z } from 'zod';
import { UrgencyLevelSchema } from './levels.ts';
import { SYMPTOMS } from '../symptoms.ts';

/**
 * One chief complaint's protocol (issue 22): data, not code, in our own words from the sources it
 * names. A rule's level applies when its phrases and its findings hold; the answer takes the most
 * urgent level of every rule that applies, so a rule can only raise a level, never lower one.
 * Phrases use the red-flag matcher's syntax (matcher.ts) and its negation handling.
 */

export const AGE_BANDS = ['young_infant', 'infant', 'child', 'adult', 'older'] as const;
export const CHRONIC_CONDITIONS = ['diabetes', 'heart', 'lung', 'kidney', 'immunosuppressed'] as const;
export const MEDICINE_GROUPS = ['blood_thinner', 'steroid', 'chemotherapy', 'insulin'] as const;
/** What a protocol may need to know before it can say how urgent something is. */
export const FOLLOW_UPS = ['age', 'duration', 'red_flags'] as const;

const Words = z.object({ en: z.string().min(3), hi: z.string().min(2) });

/** Conditions on the findings read from the message; all that are given must hold. */
export const WhenSchema = z
  .object({
    ageBands: z.array(z.enum(AGE_BANDS)).min(1),
    ageYearsAtLeast: z.number().min(0),
    ageYearsBelow: z.number().positive(),
    pregnant: z.literal(true),
    tempCAtLeast: z.number().min(35).max(43),
    /** Not when a thermometer reading is given and is below this ('bukhar 99' for 4 days is not a fever of 4 days). */
    unlessMeasuredBelowC: z.number().min(35).max(43),
    highFever: z.literal(true),
    durationDaysAtLeast: z.number().positive(),
    chronic: z.array(z.enum(CHRONIC_CONDITIONS)).min(1),
    medicines: z.array(z.enum(MEDICINE_GROUPS)).min(1),
    travel: z.literal(true),
    recentSurgery: z.literal(true),
    glucoseAtLeast: z.number().positive(),
    glucoseBelow: z.number().positive(),
    bpSystolicAtLeast: z.number().min(60).max(300),
  })
  .partial()
  .strict();
export type When = z.infer<typeof WhenSchema>;

export const ProtocolRuleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+\.[a-z0-9-]+$/),
    level: UrgencyLevelSchema,
    /** Any one of these phrases (none: the complaint alone)… */
    any: z.array(z.string().min(2)).default([]),
    /** …and one phrase of each of these groups. */
    all: z.array(z.array(z.string().min(2)).min(1)).default([]),
    /** …and none of these (a phrase that makes it something else: 'thrush again, diagnosed before'). */
    none: z.array(z.string().min(2)).default([]),
    when: WhenSchema.default({}),
    /**
     * Broader rules this one replaces when both hold (the picture it names explains their finding): a
     * cough of weeks with evening fever and night sweats is a TB picture for a doctor soon, not 'a fever
     * of 3 days'. Only doctor-level rules may be replaced (assess.test.ts); red flags are never touched.
     */
    supersedes: z.array(z.string().regex(/^[a-z0-9-]+\.[a-z0-9-]+$/)).default([]),
    /** The finding in plain words, shown as the reason for the level. */
    reason: Words,
  })
  .strict();
export type ProtocolRule = z.infer<typeof ProtocolRuleSchema>;

const symptomIds = SYMPTOMS.map((entry) => entry.id) as [string, ...string[]];

export const ProtocolSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    version: z.string().regex(/^\d{4}-\d{2}-\d{2}\.\d+$/),
    reviewed: z.string().date(),
    reviewDue: z.string().date(),
    title: Words,
    sources: z.array(z.object({ title: z.string().min(5), url: z.string().url() })).min(1),
    /** Words that make this the complaint (any one). */
    match: z.array(z.string().min(2)).min(1),
    /** Words that make those words something else ('yellow discharge' from an eye is not jaundice). */
    notWhen: z.array(z.string().min(2)).default([]),
    /** The level when no rule applies: self-care only where the sources say home care is right. */
    baseline: UrgencyLevelSchema,
    /** The doctor a booking should go to. */
    specialty: z.enum([
      'general_physician',
      'paediatrics',
      'gynaecology',
      'dermatology',
      'ent',
      'ophthalmology',
      'orthopaedics',
      'psychiatry',
      'dentistry',
    ]),
    rules: z.array(ProtocolRuleSchema),
    /**
     * When the message says it is over (and how): the protocol's baseline becomes `level` and the rules
     * named in `cancels` no longer apply, as the source says for a single episode that settled with an
     * obvious cause (a faint at a blood test with a quick full recovery, a dizzy spell that passed). One
     * phrase of each `all` group must hold; every other rule of the protocol still raises the level.
     */
    settled: z
      .object({
        all: z.array(z.array(z.string().min(2)).min(1)).min(1),
        level: UrgencyLevelSchema,
        cancels: z.array(z.string().regex(/^[a-z0-9-]+\.[a-z0-9-]+$/)).default([]),
        /** Not when these are said: it keeps coming back ('every time I turn over', 'baar baar'). */
        none: z.array(z.string().min(2)).default([]),
        /** Only for an episode of today or yesterday: a spell that has come and gone for a week is not over. */
        durationDaysBelow: z.number().positive().optional(),
      })
      .strict()
      .optional(),
    /** Asked once when the message does not say it and the level depends on it. */
    askIfMissing: z.array(z.enum(FOLLOW_UPS)).default([]),
    /** At self-care only: the symptom groups of the catalogue whose products fit this complaint. */
    products: z
      .object({ symptoms: z.array(z.enum(symptomIds)).min(1), minAgeYears: z.number().min(0).default(12) })
      .strict()
      .nullable(),
    /** When to get help, said with a self-care answer. */
    escalate: Words,
  })
  .strict()
  .refine((p) => p.reviewDue > p.reviewed, { message: 'reviewDue must be after reviewed' })
  .refine((p) => !p.settled || RANK_OF[p.settled.level] <= RANK_OF[p.baseline], { message: 'a settled level is never above the baseline' });
const RANK_OF = { self_care: 0, doctor_soon: 1, doctor_today: 2, emergency: 3 } as const;
export type Protocol = z.infer<typeof ProtocolSchema>;

import { z } from 'zod';
import heldoutJson from './heldout.json' with { type: 'json' };
import tuningJson from './tuning.json' with { type: 'json' };

/**
 * The interaction bench's pairs (issue 23): our own list, written from product labels and
 * formularies before the rules, each with its source. `heldout.json` is never tuned on.
 */
export const DdiExpectedSchema = z.enum(['serious', 'warn', 'none']);
export type DdiExpected = z.infer<typeof DdiExpectedSchema>;

export const DdiCaseSchema = z
  .object({ a: z.string().min(2), b: z.string().min(2), expected: DdiExpectedSchema, source: z.string().min(10) })
  .strict();
export type DdiCase = z.infer<typeof DdiCaseSchema>;

const DdiFileSchema = z.object({ about: z.string(), cases: z.array(DdiCaseSchema).min(10) }).strict();

export const TUNING_CASES: readonly DdiCase[] = DdiFileSchema.parse(tuningJson).cases;
export const HELDOUT_CASES: readonly DdiCase[] = DdiFileSchema.parse(heldoutJson).cases;

/** How a pair was answered: as serious, as a lesser warning, as nothing to worry about, or a medicine was unknown. */
export type DdiAnswer = 'serious' | 'warn' | 'none' | 'unknown';

export interface DdiScore {
  serious: { total: number; answeredSerious: number; answeredNone: number; unknown: number };
  warn: { total: number; warned: number; answeredNone: number; unknown: number };
  harmless: { total: number; warned: number; unknown: number };
  /** Serious pairs answered serious, over serious pairs. */
  sensitivity: number;
  /** Harmless pairs given any warning, over harmless pairs (alert fatigue). */
  falseAlarmRate: number;
  misses: { case: DdiCase; answer: DdiAnswer }[];
}

/** Scores answers against the cases; a miss is a serious pair not answered serious, a warn pair unwarned, or a harmless pair warned. */
export function scoreDdi(cases: readonly DdiCase[], answer: (c: DdiCase) => DdiAnswer): DdiScore {
  const score: DdiScore = {
    serious: { total: 0, answeredSerious: 0, answeredNone: 0, unknown: 0 },
    warn: { total: 0, warned: 0, answeredNone: 0, unknown: 0 },
    harmless: { total: 0, warned: 0, unknown: 0 },
    sensitivity: 0,
    falseAlarmRate: 0,
    misses: [],
  };
  for (const c of cases) {
    const got = answer(c);
    if (c.expected === 'serious') {
      score.serious.total += 1;
      if (got === 'serious') score.serious.answeredSerious += 1;
      if (got === 'none') score.serious.answeredNone += 1;
      if (got === 'unknown') score.serious.unknown += 1;
      if (got !== 'serious') score.misses.push({ case: c, answer: got });
    } else if (c.expected === 'warn') {
      score.warn.total += 1;
      const warned = got === 'serious' || got === 'warn';
      if (warned) score.warn.warned += 1;
      if (got === 'none') score.warn.answeredNone += 1;
      if (got === 'unknown') score.warn.unknown += 1;
      if (!warned) score.misses.push({ case: c, answer: got });
    } else {
      score.harmless.total += 1;
      const warned = got === 'serious' || got === 'warn';
      if (warned) score.harmless.warned += 1;
      if (got === 'unknown') score.harmless.unknown += 1;
      if (warned || got === 'unknown') score.misses.push({ case: c, answer: got });
    }
  }
  score.sensitivity = score.serious.total ? score.serious.answeredSerious / score.serious.total : 0;
  score.falseAlarmRate = score.harmless.total ? score.harmless.warned / score.harmless.total : 0;
  return score;
}

const pct = (x: number) => `${(x * 100).toFixed(0)}%`;

/** One line of figures for a report. */
export function describeScore(label: string, s: DdiScore): string {
  return (
    `${label}: serious ${s.serious.answeredSerious}/${s.serious.total} answered serious (sensitivity ${pct(s.sensitivity)}), ` +
    `${s.serious.answeredNone} answered 'no interaction', ${s.serious.unknown} unknown drug; ` +
    `caution pairs warned ${s.warn.warned}/${s.warn.total} (${s.warn.answeredNone} 'no interaction', ${s.warn.unknown} unknown); ` +
    `harmless pairs warned ${s.harmless.warned}/${s.harmless.total} (false-alarm rate ${pct(s.falseAlarmRate)}), ${s.harmless.unknown} unknown`
  );
}

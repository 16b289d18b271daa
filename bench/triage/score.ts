// Scoring of the triage bench: accuracy per gold level, under- and over-triage, the confusion matrix.
// 'none' is an answer that states no urgency at all (a fallback, or 'no medicine found'): always wrong,
// and an under-triage for any case that needed a doctor.
import fs from 'node:fs';
import path from 'node:path';

export const LEVELS = ['emergency', 'doctor_today', 'doctor_soon', 'self_care'] as const;
export type Level = (typeof LEVELS)[number];
export type Answered = Level | 'none';

export interface Vignette {
  id: string;
  /** The vignette file it came from, without `.json` ('vignettes', 'vignettes-probe-2026-12-03'). */
  suite: string;
  set: 'tuning' | 'held_out';
  gold: Level;
  lang: 'en' | 'hi' | 'hinglish';
  source: string;
  text: string;
}

/**
 * Every `vignettes*.json` file of this folder: the main bench and any later probe, each reported apart
 * (a probe written by someone who never saw the rules must not be averaged into the file they were tuned on).
 */
export function loadVignettes(): Vignette[] {
  const files = fs
    .readdirSync(import.meta.dirname)
    .filter((name) => /^vignettes.*\.json$/.test(name))
    .sort();
  return files.flatMap((name) => {
    const suite = name.replace(/\.json$/, '');
    const { cases } = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, name), 'utf8')) as { cases: Omit<Vignette, 'suite'>[] };
    return cases.map((c) => ({ ...c, suite }));
  });
}

/** Higher is more urgent; 'none' is below self-care. */
const RANK: Record<Answered, number> = { emergency: 3, doctor_today: 2, doctor_soon: 1, self_care: 0, none: -1 };

export interface Score {
  total: number;
  correct: number;
  /** Right on the three-way scale published symptom-checker studies count: emergency, see a doctor, self-care. */
  correctThreeWay: number;
  emergencies: number;
  emergenciesCaught: number;
  underTriaged: number;
  overTriaged: number;
  selfCareToEmergency: number;
  perLevel: Record<Level, { total: number; correct: number }>;
  confusion: Record<Level, Record<Answered, number>>;
  misses: { id: string; gold: Level; got: Answered; text: string }[];
}

const threeWay = (level: Level) => (level === 'doctor_today' || level === 'doctor_soon' ? 'doctor' : level);

export function score(rows: { vignette: Vignette; got: Answered }[]): Score {
  const zeroRow = (): Record<Answered, number> => ({ emergency: 0, doctor_today: 0, doctor_soon: 0, self_care: 0, none: 0 });
  const result: Score = {
    total: rows.length,
    correct: 0,
    correctThreeWay: 0,
    emergencies: 0,
    emergenciesCaught: 0,
    underTriaged: 0,
    overTriaged: 0,
    selfCareToEmergency: 0,
    perLevel: Object.fromEntries(LEVELS.map((l) => [l, { total: 0, correct: 0 }])) as Score['perLevel'],
    confusion: Object.fromEntries(LEVELS.map((l) => [l, zeroRow()])) as Score['confusion'],
    misses: [],
  };
  for (const { vignette, got } of rows) {
    const gold = vignette.gold;
    result.perLevel[gold].total += 1;
    result.confusion[gold][got] += 1;
    if (gold === 'emergency') result.emergencies += 1;
    if (gold === 'emergency' && got === 'emergency') result.emergenciesCaught += 1;
    if (gold === 'self_care' && got === 'emergency') result.selfCareToEmergency += 1;
    if (got !== 'none' && threeWay(got) === threeWay(gold)) result.correctThreeWay += 1;
    if (got === gold) {
      result.correct += 1;
      result.perLevel[gold].correct += 1;
      continue;
    }
    if (RANK[got] < RANK[gold] && !(got === 'none' && gold === 'self_care')) result.underTriaged += 1;
    else if (RANK[got] > RANK[gold]) result.overTriaged += 1;
    result.misses.push({ id: vignette.id, gold, got, text: vignette.text });
  }
  return result;
}

const pct = (n: number, d: number) => (d === 0 ? '-' : `${Math.round((100 * n) / d)} %`);

export function formatScore(title: string, s: Score): string {
  const lines = [
    `${title}: ${s.correct}/${s.total} correct urgency (${pct(s.correct, s.total)}; three-way ${pct(s.correctThreeWay, s.total)}), emergencies caught ${s.emergenciesCaught} of ${s.emergencies}, under-triaged ${s.underTriaged}, over-triaged ${s.overTriaged}, self-care sent to emergency ${s.selfCareToEmergency}`,
    `  accuracy per gold level: ${LEVELS.map((l) => `${l} ${pct(s.perLevel[l].correct, s.perLevel[l].total)} (${s.perLevel[l].correct}/${s.perLevel[l].total})`).join(', ')}`,
    `  confusion (rows gold, columns answered): ${['emergency', 'doctor_today', 'doctor_soon', 'self_care', 'none'].join(' | ')}`,
    ...LEVELS.map(
      (l) =>
        `    ${l.padEnd(12)} ${(['emergency', 'doctor_today', 'doctor_soon', 'self_care', 'none'] as const).map((a) => String(s.confusion[l][a]).padStart(4)).join(' ')}`,
    ),
  ];
  return lines.join('\n');
}

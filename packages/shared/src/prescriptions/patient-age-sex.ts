/**
 * The patient's age and sex from a prescription pad's header, as Indian pads write them: labelled
 * ('Age: 6 yrs  Sex: Male', 'Age/Sex: 34/F', 'AGE : 45 YRS') or after the name ('Rahul Sharma, 28 Y / M',
 * 'Priya Nair  32 Y F', 'Baby Aarohi, 8 months, F'). A bare 'M' after an age is the sex, never
 * months: pads write months out ('8 months', '8 mths').
 */
import type { PATIENT_SEXES } from './analysis.ts';

type Sex = (typeof PATIENT_SEXES)[number];

export interface PatientAgeSex {
  age: string | null;
  sex: Sex | null;
}

const UNIT = String.raw`(years?|yrs?|y|months?|mths?|mos?|days?)`;
const SEX_WORD = String.raw`(male|female|m|f|other|transgender)`;
const AGE_LABELLED = new RegExp(
  String.raw`\bage\s*(?:\/\s*(?:sex|gender))?\s*[:.\-]?\s*(\d{1,3})\s*${UNIT}?\.?(?:\s*[/,]?\s*${SEX_WORD}\b)?`,
  'i',
);
const SEX_LABELLED = new RegExp(String.raw`\b(?:sex|gender)\s*[:.\-]?\s*${SEX_WORD}\b`, 'i');
/** After a patient's name, without labels: '28 Y / M', '32 Y F', '8 months, F', '(52/M)'. */
const AGE_AFTER_NAME = new RegExp(String.raw`(?:^|[\s,(])(\d{1,3})\s*(?:${UNIT}\.?\s*[/,]?\s*${SEX_WORD}?|\/\s*${SEX_WORD})(?![a-z])`, 'i');

function sexOf(word: string | undefined): Sex | null {
  if (!word) return null;
  const w = word.toLowerCase();
  return w === 'm' || w === 'male' ? 'M' : w === 'f' || w === 'female' ? 'F' : 'O';
}

function ageOf(count: string | undefined, unit: string | undefined): string | null {
  const n = Number(count);
  if (!Number.isFinite(n) || n <= 0 || n > 120) return null;
  const u = (unit ?? 'y').toLowerCase();
  const word = u.startsWith('d') ? 'day' : u.startsWith('m') ? 'month' : 'year';
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Age and sex from the header lines; `patientLine` is the index of the line that names the patient, if any. */
export function findPatientAgeSex(lines: readonly string[], patientLine: number | null): PatientAgeSex {
  const result: PatientAgeSex = { age: null, sex: null };
  // The header is the top of the page; vitals and medicines below it have their own numbers.
  const header = lines.slice(0, Math.max(12, (patientLine ?? 0) + 3));
  for (const line of header) {
    const labelled = AGE_LABELLED.exec(line);
    if (labelled && result.age === null) {
      result.age = ageOf(labelled[1], labelled[2]);
      result.sex ??= sexOf(labelled[3]);
    }
    const sex = SEX_LABELLED.exec(line);
    if (sex) result.sex ??= sexOf(sex[1]);
  }
  if (patientLine !== null && (result.age === null || result.sex === null)) {
    const line = lines[patientLine]!.replace(/\b(?:date|dt)\b.*$/i, '');
    const after = AGE_AFTER_NAME.exec(line.slice(line.search(/[:-]/) + 1));
    if (after) {
      result.age ??= ageOf(after[1], after[2]);
      result.sex ??= sexOf(after[3] ?? after[4]);
    }
  }
  return result;
}

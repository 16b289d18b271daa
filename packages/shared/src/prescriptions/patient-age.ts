/**
 * A patient's age as prescriptions.patient_age keeps it: the parser's form ('34 years', '1 month',
 * '3 days'), so a child's age keeps its unit. No zod here: the customer's pages read it without
 * loading the schemas.
 */

/** The units an age is written in on Indian pads: a child's dose is checked against months or days. */
export const AGE_UNITS = ['years', 'months', 'days'] as const;
export type AgeUnit = (typeof AGE_UNITS)[number];

export interface PatientAge {
  count: number;
  unit: AgeUnit;
}

/** The stored form of an age: 43 years → '43 years', 1 month → '1 month'. */
export function patientAgeText(age: PatientAge): string {
  const word = age.unit.slice(0, -1);
  return `${age.count} ${age.count === 1 ? word : age.unit}`;
}

/** The count and unit of a stored age ('34 years' → 34 years), or null for an age written otherwise. */
export function patientAgeParts(text: string | null): PatientAge | null {
  const parts = /^(\d{1,3}) (year|month|day)s?$/.exec(text ?? '');
  return parts ? { count: Number(parts[1]), unit: `${parts[2]}s` as AgeUnit } : null;
}

import { REVIEWED } from '../sources.ts';
import type { Monograph } from '../types.ts';

/** Wording many entries share, so the same fact is said the same way everywhere. */
export const STORE_DRY = 'Store below 30°C in a dry place, away from sunlight and out of reach of children.';
export const STORE_LIQUID = 'Store below 25°C; do not freeze. Keep the bottle closed and out of reach of children.';
export const STORE_TOPICAL = 'Store below 30°C with the cap closed; do not freeze. Keep out of reach of children.';
export const DRIVE_OK = 'Does not usually affect driving.';
export const ALCOHOL_OK = 'No known interaction with alcohol; keep drinking moderate.';
export const ASK_IN_PREGNANCY = 'Ask your doctor before using it if you are pregnant, trying for a baby or breastfeeding.';
export const TOPICAL_PREGNANCY =
  'Very little reaches the blood when used on the skin as directed; still ask a doctor before using it on large areas in pregnancy.';
export const ALLERGY_HELP = 'Swelling of the face, lips or throat, difficulty breathing or a spreading rash (allergic reaction)';
export const DONT_STOP = 'Do not stop taking it suddenly or change the dose without asking your doctor.';

type Draft = Omit<Monograph, 'reviewed' | 'storage' | 'synonyms' | 'classes' | 'prescription'> &
  Partial<Pick<Monograph, 'storage' | 'synonyms' | 'classes' | 'prescription'>>;

/** A monograph with the defaults most entries share (tablet storage, no synonyms, this edition's date). */
export function monograph(draft: Draft): Monograph {
  return { synonyms: [], classes: [], prescription: false, storage: STORE_DRY, reviewed: REVIEWED, ...draft };
}

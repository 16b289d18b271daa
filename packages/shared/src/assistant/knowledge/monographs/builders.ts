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

/** The usual adult dose where it depends on the condition and the person: we do not print a number we cannot stand behind. */
export const AS_PRESCRIBED = 'As prescribed by your doctor: the dose depends on the condition, the person and their other medicines.';
export const RX_PREGNANCY = 'Ask your doctor before using it if you are pregnant, planning it or breastfeeding; do not stop on your own.';
export const RX_ALCOHOL = 'Avoid alcohol or keep it light, and ask your doctor.';
export const SEDATING_ALCOHOL = 'Do not drink alcohol: together they make you much sleepier and can slow your breathing.';
export const SEDATING_DRIVING =
  'Can make you drowsy or slow your reactions: do not drive or use machines until you know how it affects you.';
export const TAKE_AS_TOLD = 'Take it exactly as your doctor told you, at the same times each day.';

type RxDraft = Omit<Draft, 'warnings' | 'howToTake'> & {
  howToTake?: string;
  warnings?: Partial<Monograph['warnings']>;
};

/** A prescription medicine's entry: prescription only unless it says otherwise, and the cautious wording wherever the entry says nothing of its own. */
export function rx(draft: RxDraft): Monograph {
  const { warnings, howToTake, ...rest } = draft;
  return monograph({
    prescription: true,
    howToTake: howToTake ?? TAKE_AS_TOLD,
    warnings: { pregnancy: RX_PREGNANCY, alcohol: RX_ALCOHOL, driving: DRIVE_OK, other: [], ...warnings },
    ...rest,
  });
}

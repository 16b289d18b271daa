import { checkCartSafety } from '@dawa/shared/assistant/knowledge/cart-safety';
import { prescribingWarnings, type PrescribingWarning } from '@dawa/shared/care/prescribing-check';
import { unitsPerDayOf } from '@dawa/shared/prescriptions/prescribed-packs';
import type { Database } from '../../db/client.ts';
import { checkPrescribingAgainstPatientMedicines } from './customer-medicines.service.ts';
import * as repo from './drug-knowledge.repository.ts';

/** A draft line as far as the doctor has written it. */
export interface DraftLine {
  productId: number;
  dose?: string | undefined;
  frequency?: string | undefined;
}

/**
 * What a doctor's draft e-prescription raises (issue 23, item 4), most serious first: its medicines
 * against each other with the cart's checker (same salt, interactions, same class, and the daily total
 * at the doses written: a line's dose × frequency, so one line over the maximum counts), then against
 * the patient's other medicines. Products not on sale are left out (issuing refuses them anyway).
 */
export async function checkPrescribingDraft(
  db: Database,
  patientId: number,
  lines: readonly DraftLine[],
  now: Date,
): Promise<PrescribingWarning[]> {
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const [labels, patient] = await Promise.all([
    repo.findLabels(db, productIds),
    checkPrescribingAgainstPatientMedicines(db, patientId, productIds, now),
  ]);
  const draft = checkCartSafety(
    productIds.flatMap((id) => {
      const label = labels.find((l) => l.id === id);
      const line = lines.find((l) => l.productId === id);
      if (!label) return [];
      return [
        {
          productId: label.id,
          name: label.name,
          activeIngredient: label.activeIngredient,
          dosage: label.dosage,
          prescribedUnitsPerDay: unitsPerDayOf(line?.frequency, line?.dose),
        },
      ];
    }),
  );
  return prescribingWarnings(draft, patient);
}

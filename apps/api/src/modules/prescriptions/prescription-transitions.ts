import {
  PRESCRIPTION_TRANSITIONS,
  prescriptionTransition,
  type PrescriptionEventType,
  type PrescriptionRefusal,
  type PrescriptionState,
} from '@dawa/shared/prescriptions/prescription-state';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './prescriptions.repository.ts';

/** The columns a move writes besides the status (the reading, the error, when it was read). */
type MovePatch = Omit<Partial<repo.NewPrescriptionRow>, 'status' | 'id' | 'source' | 'userId'>;

/** A table refusal as the API answers it: a conflict (409) with the table's sentence and reason. */
const refusedMove = (refusal: PrescriptionRefusal) =>
  new AppError('conflict', refusal.message, undefined, 'reason' in refusal ? refusal.reason : undefined);

/**
 * Moves one prescription the caller has locked, as the table answers; a refusal is a 409 and writes
 * nothing. A move to the status it already has writes nothing either (asking again joins the analysis under way).
 */
export async function movePrescription(
  tx: Database,
  row: PrescriptionState & { id: number },
  type: PrescriptionEventType,
  patch: MovePatch = {},
): Promise<void> {
  const next = prescriptionTransition(row, type);
  if (!next.ok) throw refusedMove(next.refusal);
  if (next.status !== row.status) await repo.updatePrescription(tx, row.id, { ...patch, status: next.status });
}

/**
 * Moves those of `ids` the table allows the event from, in one statement whose condition is the
 * table's row (so whatever changed them meanwhile wins), skipping the others; with `live`, only
 * prescriptions not deleted. Answers the ids moved.
 */
export function movePrescriptionsWhereAllowed(
  tx: Database,
  ids: readonly number[],
  type: PrescriptionEventType,
  patch: MovePatch,
  options: { live: boolean; now: Date },
): Promise<number[]> {
  const row = PRESCRIPTION_TRANSITIONS[type];
  return repo.updateWhereAllowed(
    tx,
    ids,
    { from: row.from, sources: row.sources, live: options.live },
    { ...patch, status: row.to },
    options.now,
  );
}

/**
 * A pharmacist approved every line of an order (in the review's transaction): its attached
 * prescriptions the table lets move (analysed, pending) become approved; an e-prescription, approved
 * when written, stays as it is.
 */
export async function approvePrescriptions(tx: Database, ids: readonly number[], now: Date): Promise<void> {
  await movePrescriptionsWhereAllowed(tx, ids, 'approve', {}, { live: false, now });
}

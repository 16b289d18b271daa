import {
  APPOINTMENT_TRANSITIONS,
  appointmentTransition,
  type AppointmentEvent,
  type AppointmentEventType,
  type AppointmentRefusal,
  type AppointmentState,
} from '@dawa/shared/care/appointment-state';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './appointments.repository.ts';

/** The columns a move writes besides the status and the fee status (who cancelled and why, the new slot). */
type MovePatch = Omit<Partial<repo.NewAppointmentRow>, 'status' | 'paymentStatus' | 'id'>;

/** A table refusal as the API answers it: a conflict (409) with the table's sentence and reason. */
export const refusedMove = (refusal: AppointmentRefusal) => new AppError('conflict', refusal.message, undefined, refusal.reason);

/** Throws the table's refusal when `type` may not run from this status (a guard for work that writes no status, such as paying). */
export function assertAppointmentAllows(state: Pick<AppointmentState, 'status'>, type: AppointmentEventType): void {
  const row = APPOINTMENT_TRANSITIONS[type];
  if (!row.from.includes(state.status)) throw refusedMove(row.refusal);
}

/** Throws the machine's refusal of this event, before a writer does the work that leads to the move. */
export function assertAppointmentMove(state: AppointmentState, event: AppointmentEvent): void {
  const next = appointmentTransition(state, event);
  if (!next.ok) throw refusedMove(next.refusal);
}

/**
 * Asks the appointment table and writes what it answers (status, fee status, and the caller's other
 * columns); a refusal writes nothing. The caller holds the appointment's lock.
 */
export async function tryMoveAppointment(
  tx: Database,
  row: AppointmentState & { id: number },
  event: AppointmentEvent,
  now: Date,
  patch: MovePatch = {},
): Promise<repo.AppointmentRow | { refused: AppointmentRefusal }> {
  const next = appointmentTransition(row, event);
  if (!next.ok) return { refused: next.refusal };
  return repo.updateAppointment(tx, row.id, { ...patch, status: next.status, paymentStatus: next.paymentStatus }, now);
}

/** tryMoveAppointment, with a refusal answered as a conflict (409) with the table's sentence. */
export async function moveAppointment(
  tx: Database,
  row: AppointmentState & { id: number },
  event: AppointmentEvent,
  now: Date,
  patch: MovePatch = {},
): Promise<repo.AppointmentRow> {
  const moved = await tryMoveAppointment(tx, row, event, now, patch);
  if ('refused' in moved) throw refusedMove(moved.refused);
  return moved;
}

/**
 * Cancels a locked appointment through the table ('cancel' by a person, 'hold_expired' by the sweep),
 * writing who cancelled and why; the slot is free again at once.
 */
export function cancelAppointment(
  tx: Database,
  row: AppointmentState & { id: number },
  event: Extract<AppointmentEvent, { type: 'cancel' | 'hold_expired' }>,
  by: number | null,
  reason: string,
  now: Date,
): Promise<repo.AppointmentRow> {
  return moveAppointment(tx, row, event, now, { cancelledAt: now, cancelledBy: by, cancellationReason: reason, paymentDueAt: null });
}

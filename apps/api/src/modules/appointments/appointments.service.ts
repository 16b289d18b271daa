import type { Role } from '@dawa/shared/auth/rules';
import { PAYMENT_HOLD_MINUTES, RESCHEDULE_DAYS, type AppointmentTab } from '@dawa/shared/care/appointment-rules';
import { APPOINTMENT_REFUSALS, bookedState } from '@dawa/shared/care/appointment-state';
import {
  APPOINTMENTS_PAGE_SIZE,
  type AdminAppointment,
  type AdminAppointmentListQuery,
  type AdminAppointmentListResponse,
  type Appointment,
  type AppointmentListResponse,
  type AvailableDaysResponse,
  type BookAppointmentBody,
  type RescheduleBody,
  type SlotsResponse,
} from '@dawa/shared/care/appointments';
import type { ConsultationMode } from '@dawa/shared/care/doctor-rules';
import { medicalCouncilName } from '@dawa/shared/care/medical-councils';
import {
  addClinicDays,
  availableSlots,
  bookableDays,
  clinicDateOf,
  clinicDates,
  clinicInstant,
  clinicRangeLabel,
  clinicTimeOf,
  findBookableSlot,
  type BusyRange,
  type SlotSchedule,
} from '@dawa/shared/care/slots';
import { pageCount } from '@dawa/shared/http/pagination';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { databaseFailure } from '../../lib/database-errors.ts';
import { recordAudit, type AuditContext } from '../audit/audit.service.ts';
import { doctorIdOfAccount, doctorPhotoUrl, findBookableDoctor } from '../doctors/doctors.service.ts';
import { assertAppointmentMove, moveAppointment } from './appointment-transitions.ts';
import * as repo from './appointments.repository.ts';

export const APPOINTMENT_NOT_FOUND = 'Appointment not found';
export const DOCTOR_NOT_AVAILABLE = 'This doctor is not available for booking.';
export const NO_ONLINE_CONSULTATION = 'This doctor does not offer online consultations.';
export const SLOT_TAKEN = 'Sorry, this slot has just been booked by someone else. Please choose another slot.';
export const PATIENT_BUSY = 'You already have an appointment at this time. Please choose another slot.';
export const CANNOT_CHANGE = APPOINTMENT_REFUSALS.locked.message;
export const RESCHEDULE_RANGE = 'Please choose one of the next 7 days, starting tomorrow.';

/** Who asks: the patient, a doctor (their own patients only) or an admin; the role comes from the session. */
export interface Viewer {
  id: number;
  role: Role;
}

export type { AppointmentRow, AppointmentWithPeople } from './appointments.repository.ts';
export { lockAppointment, findAppointment } from './appointments.repository.ts';
export {
  assertAppointmentAllows,
  assertAppointmentMove,
  cancelAppointment,
  moveAppointment,
  tryMoveAppointment,
} from './appointment-transitions.ts';

/** Writes an appointment's columns other than its statuses (those move only through the table, appointment-transitions.ts). */
export function updateAppointmentDetails(
  tx: Database,
  id: number,
  patch: Omit<Partial<repo.NewAppointmentRow>, 'status' | 'paymentStatus' | 'id'>,
  now: Date,
): Promise<repo.AppointmentRow> {
  return repo.updateAppointment(tx, id, patch, now);
}

export function toAppointment(item: repo.AppointmentWithPeople): Appointment {
  const { appointment: a, doctor: d, patient: p } = item;
  return {
    id: a.id,
    doctor: {
      id: d.id,
      name: d.name,
      specialization: d.specialization,
      registrationNumber: d.registrationNumber,
      medicalCouncil: d.medicalCouncil,
      medicalCouncilName: medicalCouncilName(d.medicalCouncil),
      photoUrl: d.photoKey ? doctorPhotoUrl(d.photoKey) : null,
      clinicAddress: d.clinicAddress,
      city: d.city,
    },
    patient: { id: p.id, name: `${p.firstName} ${p.lastName}`.trim() },
    mode: a.mode,
    appointmentType: a.appointmentType,
    reason: a.reason,
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    appointmentDate: clinicDateOf(a.startsAt),
    appointmentTime: clinicTimeOf(a.startsAt),
    timeLabel: clinicRangeLabel(a.startsAt, a.endsAt),
    status: a.status,
    feePaise: a.feePaise,
    paymentStatus: a.paymentStatus,
    paymentDueAt: a.paymentDueAt?.toISOString() ?? null,
    cancelledAt: a.cancelledAt?.toISOString() ?? null,
    cancellationReason: a.cancellationReason,
    rescheduledFrom: a.rescheduledFrom?.toISOString() ?? null,
    consultationNotes: a.consultationNotes,
    createdAt: a.createdAt.toISOString(),
  };
}

function toAdminAppointment(item: repo.AppointmentWithPeople): AdminAppointment {
  return {
    ...toAppointment(item),
    patient: { id: item.patient.id, name: `${item.patient.firstName} ${item.patient.lastName}`.trim(), email: item.patient.email },
  };
}

/**
 * May this viewer see the appointment? Its patient, its doctor (the account linked to the doctor
 * profile) and admins; anyone else is told it does not exist.
 */
export async function isVisibleTo(db: Database, item: { patientId: number; doctorId: number }, viewer: Viewer): Promise<boolean> {
  if (viewer.role === 'admin' || item.patientId === viewer.id) return true;
  if (viewer.role !== 'doctor') return false;
  return (await doctorIdOfAccount(db, viewer.id)) === item.doctorId;
}

/** The appointment if the viewer may see it, else 404 (never 403: another user's id must not be confirmed). */
export async function findVisible(db: Database, id: number, viewer: Viewer): Promise<repo.AppointmentWithPeople> {
  const item = await repo.findAppointment(db, id);
  if (!item || !(await isVisibleTo(db, item.appointment, viewer))) throw notFound(APPOINTMENT_NOT_FOUND);
  return item;
}

/** The exclusion constraints' refusals, in words; anything else is not ours to explain. */
function overlapError(error: unknown): AppError | null {
  const failure = databaseFailure(error);
  if (failure?.code !== '23P01') return null;
  // The same slot taken in a race reads as the check's refusal, reason included (the web words it).
  if (/patient_no_overlap/.test(failure.message)) return new AppError('slot_unavailable', PATIENT_BUSY);
  return new AppError('slot_unavailable', SLOT_TAKEN, undefined, 'slot_taken');
}

async function rethrowOverlap<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw overlapError(error) ?? error;
  }
}

/** Busy ranges of a doctor around one clinic date (a day either side covers any window). */
async function busyAround(db: Database, doctorId: number, date: string, exceptId?: number) {
  return repo.findBusyRanges(db, doctorId, clinicInstant(addClinicDays(date, -1), 0), clinicInstant(addClinicDays(date, 2), 0), exceptId);
}

/**
 * The slot starting at `startsAt`, or the refusal: 409 when another booking holds it (the slot exists
 * in the schedule), 400 when it is no slot of this doctor at all (or a past date, or beyond the window).
 */
function checkSlot(schedule: SlotSchedule, mode: ConsultationMode, startsAt: Date, at: Date, busy: BusyRange[]) {
  const found = findBookableSlot(schedule, mode, startsAt, at, busy);
  if (found.ok) return found;
  if (findBookableSlot(schedule, mode, startsAt, at, []).ok) throw new AppError('slot_unavailable', SLOT_TAKEN, undefined, 'slot_taken');
  throw new AppError('invalid_input', found.message);
}

/** Work a caller adds to a booking's or a move's transaction (the flows queue its mail there), given the appointment id. */
export type InTransaction = (tx: Database, appointmentId: number) => Promise<void>;

export interface AppointmentsDeps {
  db: Database;
  now: () => Date;
}

export function createAppointmentsService({ db, now }: AppointmentsDeps) {
  return {
    /** GET /api/doctors/{id}/slots: the free slots of one clinic date and mode. */
    async slots(doctorId: number, date: string, mode: ConsultationMode): Promise<SlotsResponse> {
      const doctor = await findBookableDoctor(db, doctorId);
      if (!doctor) throw new AppError('not_found', DOCTOR_NOT_AVAILABLE, undefined, 'doctor_unavailable');
      if (mode === 'online' && !doctor.row.offersOnlineConsultation) return { date, mode, slots: [] };
      const answer = availableSlots(doctor.schedule, mode, date, now(), await busyAround(db, doctorId, date));
      if (!answer.ok) throw new AppError('invalid_input', answer.message);
      return { date, mode, slots: answer.slots };
    },

    /** GET /api/doctors/{id}/available-days: which days of the booking window still have a free slot of `mode`. */
    async availableDays(doctorId: number, mode: ConsultationMode): Promise<AvailableDaysResponse> {
      const doctor = await findBookableDoctor(db, doctorId);
      if (!doctor) throw new AppError('not_found', DOCTOR_NOT_AVAILABLE, undefined, 'doctor_unavailable');
      const at = now();
      const today = clinicDateOf(at);
      const { bookingWindowDays } = doctor.schedule;
      if (mode === 'online' && !doctor.row.offersOnlineConsultation) {
        return { mode, firstDate: today, lastDate: addClinicDays(today, bookingWindowDays - 1), days: [] };
      }
      // One read of the whole window (a day either side for slots across midnight and the buffer).
      const busy = await repo.findBusyRanges(
        db,
        doctorId,
        clinicInstant(addClinicDays(today, -1), 0),
        clinicInstant(addClinicDays(today, bookingWindowDays + 1), 0),
      );
      return { mode, ...bookableDays(doctor.schedule, mode, at, busy) };
    },

    /**
     * Books a slot. The schedule check and the insert share one transaction; the database's
     * exclusion constraints settle a race (the loser gets a readable 409, nothing written). A clinic
     * visit is scheduled at once (paid at the clinic); an online consultation waits for its fee,
     * holding the slot for PAYMENT_HOLD_MINUTES.
     */
    async book(
      patientId: number,
      body: BookAppointmentBody & { appointmentType: NonNullable<BookAppointmentBody['appointmentType']> },
      also?: InTransaction,
    ): Promise<Appointment> {
      const at = now();
      const id = await rethrowOverlap(() =>
        inTransaction(db, async (tx) => {
          const doctor = await findBookableDoctor(tx, body.doctorId);
          if (!doctor) throw new AppError('not_found', DOCTOR_NOT_AVAILABLE, undefined, 'doctor_unavailable');
          if (body.visitType === 'online' && !doctor.row.offersOnlineConsultation)
            throw new AppError('invalid_input', NO_ONLINE_CONSULTATION, undefined, 'no_online_consultation');
          const startsAt = clinicInstant(
            body.appointmentDate,
            Number(body.appointmentTime.slice(0, 2)) * 60 + Number(body.appointmentTime.slice(3, 5)),
          );
          const found = checkSlot(doctor.schedule, body.visitType, startsAt, at, await busyAround(tx, doctor.row.id, body.appointmentDate));
          const online = body.visitType === 'online';
          // The table's first state: a clinic visit is scheduled at once, an online one holds its slot for the fee.
          const row = await repo.insertAppointment(tx, {
            patientId,
            doctorId: doctor.row.id,
            mode: body.visitType,
            appointmentType: body.appointmentType,
            reason: body.reason,
            startsAt,
            endsAt: new Date(found.slot.endsAt),
            ...bookedState(body.visitType),
            feePaise: body.appointmentType === 'follow-up' ? doctor.row.followUpFeePaise : doctor.row.consultationFeePaise,
            paymentDueAt: online ? new Date(at.getTime() + PAYMENT_HOLD_MINUTES * 60_000) : null,
            createdAt: at,
            updatedAt: at,
          });
          await also?.(tx, row.id);
          return row.id;
        }),
      );
      return toAppointment((await repo.findAppointment(db, id))!);
    },

    async list(patientId: number, tab: AppointmentTab | undefined, page = 1): Promise<AppointmentListResponse> {
      const at = now();
      const { rows, total } = await repo.findPatientPage(
        db,
        patientId,
        { tab, now: at, todayStart: clinicInstant(clinicDateOf(at), 0) },
        { limit: APPOINTMENTS_PAGE_SIZE, offset: (page - 1) * APPOINTMENTS_PAGE_SIZE },
      );
      return {
        items: rows.map(toAppointment),
        total,
        page,
        pageSize: APPOINTMENTS_PAGE_SIZE,
        pageCount: pageCount(total, APPOINTMENTS_PAGE_SIZE),
      };
    },

    /** One appointment for its patient, its doctor or an admin; staff reads are audit-logged. */
    async get(id: number, viewer: Viewer, audit: AuditContext | null): Promise<Appointment> {
      const item = await findVisible(db, id, viewer);
      if (audit && item.appointment.patientId !== viewer.id) {
        await recordAudit(db, { ...audit, action: 'view', entityType: 'appointment', entityId: id, before: null, after: null });
      }
      return toAppointment(item);
    },

    /**
     * Moves a live appointment to a free slot of the next 7 days from tomorrow, in place (its payment
     * stays linked). Its reminders start again for the new time. Answers the moved appointment.
     */
    async reschedule(id: number, viewer: Viewer, body: RescheduleBody, also?: InTransaction): Promise<repo.AppointmentWithPeople> {
      const at = now();
      if (!clinicDates(at, 1, RESCHEDULE_DAYS).includes(body.appointmentDate))
        throw new AppError('invalid_input', RESCHEDULE_RANGE, undefined, 'reschedule_range', { days: RESCHEDULE_DAYS });
      await rethrowOverlap(() =>
        inTransaction(db, async (tx) => {
          const row = await repo.lockAppointment(tx, id);
          if (!row || !(await isVisibleTo(tx, row, viewer))) throw notFound(APPOINTMENT_NOT_FOUND);
          // Refused before the slot is looked at: a locked appointment is locked whatever slot is asked.
          assertAppointmentMove(row, { type: 'reschedule', at });
          const doctor = await findBookableDoctor(tx, row.doctorId);
          if (!doctor) throw new AppError('conflict', DOCTOR_NOT_AVAILABLE, undefined, 'doctor_unavailable');
          const startsAt = clinicInstant(
            body.appointmentDate,
            Number(body.appointmentTime.slice(0, 2)) * 60 + Number(body.appointmentTime.slice(3, 5)),
          );
          const found = checkSlot(
            doctor.schedule,
            row.mode,
            startsAt,
            at,
            await busyAround(tx, row.doctorId, body.appointmentDate, row.id),
          );
          await moveAppointment(tx, row, { type: 'reschedule', at }, at, {
            startsAt,
            endsAt: new Date(found.slot.endsAt),
            rescheduledFrom: row.startsAt,
            rescheduleCount: row.rescheduleCount + 1,
            reminder24hSentAt: null,
            reminder1hSentAt: null,
          });
          await also?.(tx, id);
        }),
      );
      return (await repo.findAppointment(db, id))!;
    },

    /** The Appointments section: every appointment, filtered and paged; the read itself is audit-logged. */
    async listForAdmin(query: AdminAppointmentListQuery, audit: AuditContext): Promise<AdminAppointmentListResponse> {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? APPOINTMENTS_PAGE_SIZE;
      const { rows, total } = await repo.findAdminPage(
        db,
        {
          doctorId: query.doctorId,
          status: query.status,
          mode: query.mode,
          from: query.from ? clinicInstant(query.from, 0) : undefined,
          to: query.to ? clinicInstant(addClinicDays(query.to, 1), 0) : undefined,
          patient: query.patient || undefined,
        },
        { limit: pageSize, offset: (page - 1) * pageSize },
      );
      await recordAudit(db, {
        ...audit,
        action: 'view',
        entityType: 'appointment',
        entityId: null,
        before: null,
        after: { filters: query, shown: rows.map((r) => r.appointment.id) },
      });
      return { items: rows.map(toAdminAppointment), total, page, pageSize, pageCount: pageCount(total, pageSize) };
    },
  };
}
export type AppointmentsService = ReturnType<typeof createAppointmentsService>;

export { findExpiredHolds, findRemindersDue } from './appointments.repository.ts';

/** Every appointment of a patient, newest first (my-data.json). */
export async function exportAppointmentsOf(db: Database, patientId: number): Promise<Appointment[]> {
  const { rows } = await repo.findPatientPage(
    db,
    patientId,
    { tab: undefined, now: new Date(), todayStart: new Date() },
    { limit: 10_000, offset: 0 },
  );
  return rows.map(toAppointment);
}

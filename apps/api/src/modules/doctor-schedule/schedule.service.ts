import {
  prescribingRefusal,
  SCHEDULE_DAYS,
  SCHEDULE_MESSAGES,
  type ConsultationNotesBody,
  type EPrescriptionBody,
  type EPrescriptionResponse,
  type ScheduleAppointment,
  type ScheduleResponse,
  type ScheduleStatusBody,
} from '@dawa/shared/care/doctor-schedule';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit, type AuditContext } from '../audit/audit.service.ts';
import type { EPrescriptionCheckBody, EPrescriptionCheckResponse, PrescribingWarning } from '@dawa/shared/care/prescribing-check';
import { courseDaysOf, packsForCourse } from '@dawa/shared/prescriptions/prescribed-packs';
import { checkPrescribingDraft } from '../drug-knowledge/prescribing-check.service.ts';
import { moveAppointment } from '../appointments/appointments.service.ts';
import { createEPrescription } from '../prescriptions/prescriptions.service.ts';
import * as repo from './schedule.repository.ts';

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** Midnight in India at the start of `now`'s Indian day, as a UTC instant, and that date as YYYY-MM-DD. */
export function indiaDayStart(now: Date): { start: Date; date: string } {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  const date = local.toISOString().slice(0, 10);
  return { start: new Date(Date.parse(`${date}T00:00:00.000Z`) - IST_OFFSET_MS), date };
}

const withoutTitle = (name: string) => name.replace(/^Dr\.?\s+/i, '');

/** What the audit log keeps of the warnings an e-prescription raised: which, not the patient's other medicines' names. */
const auditedWarning = (w: PrescribingWarning) => ({
  priority: w.priority,
  scope: w.scope,
  code: w.warning.code,
  ...('ruleId' in w.warning ? { ruleId: w.warning.ruleId } : {}),
});

/**
 * The doctor's schedule (My Schedule): their appointments of today and the week, marking completed or
 * no-show once started, consultation notes, and e-prescriptions written into the patient's
 * prescriptions (approved, so they can be ordered at once). Every write is audit-logged.
 */
export function createDoctorScheduleService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  async function doctorOf(context: AuditContext) {
    const doctor = await repo.findDoctorOfUser(db, context.actor.id);
    if (!doctor) throw new AppError('not_found', SCHEDULE_MESSAGES.noProfile);
    return doctor;
  }

  async function ownAppointment(tx: Database, doctorId: number, id: number) {
    const row = await repo.findOwnAppointmentForUpdate(tx, doctorId, id);
    if (!row) throw notFound(SCHEDULE_MESSAGES.notFound);
    return row;
  }

  return {
    async schedule(context: AuditContext): Promise<ScheduleResponse> {
      const doctor = await doctorOf(context);
      const { start, date } = indiaDayStart(now());
      const rows = await repo.findSchedule(db, doctor.id, start, new Date(start.getTime() + SCHEDULE_DAYS * DAY_MS), new Date(start.getTime() - DAY_MS));
      const issued = await repo.prescriptionIdsOf(
        db,
        rows.map((r) => r.id),
      );
      const appointments: ScheduleAppointment[] = rows.map((r) => ({
        ...r,
        startsAt: r.startsAt.toISOString(),
        endsAt: r.endsAt.toISOString(),
        prescriptionIds: issued.filter((p) => p.appointmentId === r.id).map((p) => p.id),
      }));
      return { doctor, today: date, appointments };
    },

    /** Completed or no-show: only the doctor's own live appointment, only once it has started. */
    async setStatus(context: AuditContext, id: number, body: ScheduleStatusBody): Promise<{ message: string }> {
      const doctor = await doctorOf(context);
      return inTransaction(db, async (tx) => {
        const row = await ownAppointment(tx, doctor.id, id);
        const at = now();
        // The appointment table refuses what is not scheduled or confirmed, or not started yet.
        await moveAppointment(tx, row, { type: body.status === 'completed' ? 'complete' : 'mark_no_show', at }, at);
        await recordAudit(tx, { ...context, action: 'status_change', entityType: 'appointment', entityId: id, before: { status: row.status }, after: { status: body.status } });
        return { message: SCHEDULE_MESSAGES.statusSaved };
      });
    },

    async setNotes(context: AuditContext, id: number, body: ConsultationNotesBody): Promise<{ message: string }> {
      const doctor = await doctorOf(context);
      return inTransaction(db, async (tx) => {
        const row = await ownAppointment(tx, doctor.id, id);
        if (row.status === 'cancelled') throw new AppError('conflict', SCHEDULE_MESSAGES.cancelled);
        await repo.setNotes(tx, id, body.notes || null);
        // The notes are health data: the log says they changed, not what they say.
        await recordAudit(tx, { ...context, action: 'update', entityType: 'appointment', entityId: id, before: { notes: row.consultationNotes ? 'set' : 'empty' }, after: { notes: body.notes ? 'set' : 'empty' } });
        return { message: SCHEDULE_MESSAGES.notesSaved };
      });
    },

    /**
     * The draft's warnings while the doctor writes (issue 23, item 4): only the doctor of the
     * appointment may ask; it reads and changes nothing.
     */
    async checkDraft(context: AuditContext, id: number, body: EPrescriptionCheckBody): Promise<EPrescriptionCheckResponse> {
      const doctor = await doctorOf(context);
      const row = await repo.findOwnAppointment(db, doctor.id, id);
      if (!row) throw notFound(SCHEDULE_MESSAGES.notFound);
      return { warnings: await checkPrescribingDraft(db, row.patientId, body.medicines, now()) };
    },

    /**
     * Issues an e-prescription for the appointment's patient: catalogue medicines with dose,
     * frequency and duration, the doctor's registration number printed; Schedule X and narcotic
     * products refused. It lands in the patient's prescriptions as approved (one transaction).
     */
    async prescribe(context: AuditContext, id: number, body: EPrescriptionBody): Promise<EPrescriptionResponse> {
      const doctor = await doctorOf(context);
      const ids = [...new Set(body.medicines.map((m) => m.productId))];
      const found = await repo.findPrescribableProducts(db, ids);
      for (const productId of ids) {
        const product = found.find((p) => p.id === productId);
        if (!product) throw new AppError('invalid_input', SCHEDULE_MESSAGES.unknownProduct, { medicines: [SCHEDULE_MESSAGES.unknownProduct] });
        const refusal = prescribingRefusal(product);
        if (refusal) throw new AppError('invalid_input', `${product.name}: ${refusal}`, { medicines: [refusal] });
        // Out of the shop: the patient could not order it.
        if (!product.active) throw new AppError('invalid_input', `${product.name}: ${SCHEDULE_MESSAGES.notSold}`, { medicines: [SCHEDULE_MESSAGES.notSold] });
      }
      return inTransaction(db, async (tx) => {
        const row = await ownAppointment(tx, doctor.id, id);
        if (row.status === 'cancelled' || row.status === 'pending_payment') throw new AppError('conflict', SCHEDULE_MESSAGES.cancelled);
        // The check the form showed, before this prescription counts among the patient's medicines:
        // the log keeps what was warned and whether the doctor ticked 'reviewed' (issuing never waits on it).
        const warnings = await checkPrescribingDraft(tx, row.patientId, body.medicines, now());
        const { id: prescriptionId } = await createEPrescription(tx, {
          userId: row.patientId,
          appointmentId: row.id,
          doctorName: withoutTitle(doctor.name),
          doctorRegistrationNumber: `${doctor.registrationNumber} (${doctor.medicalCouncil})`,
          prescribedOn: indiaDayStart(now()).date,
          patientName: row.patientName,
          ...(body.note ? { note: body.note } : {}),
          medicines: body.medicines.map((m) => {
            const product = found.find((p) => p.id === m.productId);
            // Packs to dispense, from the course (1-0-0 × 30 days of a strip of 15 is 2 strips); null when it cannot be counted.
            const quantity = packsForCourse({ frequency: m.frequency, dose: m.dose, duration: m.duration, packSize: product?.packSize ?? null });
            return {
              nameAsWritten: product?.name ?? '',
              form: product?.dosageForm ?? null,
              dose: m.dose,
              frequency: m.frequency,
              duration: m.duration,
              durationDays: courseDaysOf(m.duration),
              quantity,
              productId: m.productId,
            };
          }),
        });
        await recordAudit(tx, {
          ...context,
          action: 'create',
          entityType: 'prescription',
          entityId: prescriptionId,
          before: null,
          after: {
            appointmentId: row.id,
            patientId: row.patientId,
            productIds: ids,
            ...(warnings.length > 0 ? { warnings: warnings.map(auditedWarning), warningsReviewed: body.warningsReviewed === true } : {}),
          },
        });
        return { prescriptionId, doctorName: doctor.name, registrationNumber: doctor.registrationNumber, medicalCouncil: doctor.medicalCouncil, message: SCHEDULE_MESSAGES.prescribed };
      });
    },
  };
}
export type DoctorScheduleService = ReturnType<typeof createDoctorScheduleService>;

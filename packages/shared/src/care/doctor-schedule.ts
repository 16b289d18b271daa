import { z } from 'zod';
import { idSchema, text } from '../http/primitives.ts';
import { APPOINTMENT_REFUSALS } from './appointment-state.ts';

/** The doctor's schedule (My Schedule in the dashboard; decision 028 covers the room, 029 the reports). */
export const SCHEDULE_MESSAGES = {
  noProfile: 'No doctor profile is linked to your account. Ask an admin to link it in Doctor Management.',
  notFound: 'Appointment not found',
  // The appointment table's refusals (appointment-state.ts), under the names the schedule uses.
  notStarted: APPOINTMENT_REFUSALS.notStarted.message,
  notLive: APPOINTMENT_REFUSALS.notLive.message,
  cancelled: 'This appointment was cancelled.',
  notesSaved: 'Consultation notes saved',
  statusSaved: 'Appointment updated',
  prescribed: 'E-prescription issued',
  scheduleX: 'Schedule X medicines cannot be prescribed through Dawa.',
  narcotic: 'Narcotic and psychotropic medicines cannot be prescribed through Dawa.',
  unknownProduct: 'That medicine is not in the catalogue.',
  notSold: 'This medicine is not sold on Dawa at the moment.',
  medicinesRequired: 'Add at least one medicine.',
  empty: 'No appointments.',
  fetchFailed: 'Failed to load your schedule',
} as const;

/** Days shown: today and the six after it (India time). */
export const SCHEDULE_DAYS = 7;

/**
 * Substances under the NDPS Act (narcotic and psychotropic) that an online consultation must not
 * prescribe, matched as whole words in a product's active ingredient. Schedule X products are refused
 * by their schedule; these catch NDPS drugs listed under H1 (tramadol, codeine syrups, ...).
 */
export const NARCOTIC_SUBSTANCES = [
  'alprazolam',
  'buprenorphine',
  'clonazepam',
  'codeine',
  'diazepam',
  'fentanyl',
  'hydrocodone',
  'ketamine',
  'lorazepam',
  'methadone',
  'methylphenidate',
  'morphine',
  'nitrazepam',
  'oxycodone',
  'pentazocine',
  'pethidine',
  'phenobarbital',
  'tapentadol',
  'tramadol',
  'zolpidem',
] as const;

export function isNarcotic(activeIngredient: string | null | undefined): boolean {
  const words = (activeIngredient ?? '').toLowerCase().split(/[^a-z]+/);
  return NARCOTIC_SUBSTANCES.some((s) => words.includes(s));
}

/** Why a product cannot go on an e-prescription, or null when it can. */
export function prescribingRefusal(product: { drugSchedule: string; activeIngredient: string | null }): string | null {
  if (product.drugSchedule === 'X') return SCHEDULE_MESSAGES.scheduleX;
  if (isNarcotic(product.activeIngredient)) return SCHEDULE_MESSAGES.narcotic;
  return null;
}

export const ScheduleAppointmentSchema = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  mode: z.enum(['clinic', 'online']),
  appointmentType: z.string(),
  reason: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.string(),
  consultationNotes: z.string().nullable(),
  /** E-prescriptions issued in this consultation. */
  prescriptionIds: z.array(z.number().int()),
});
export type ScheduleAppointment = z.infer<typeof ScheduleAppointmentSchema>;

export const ScheduleResponseSchema = z.object({
  doctor: z.object({ id: z.number().int(), name: z.string(), registrationNumber: z.string(), medicalCouncil: z.string() }),
  /** Today's date in India time (YYYY-MM-DD): the page splits Today from the rest of the week by it. */
  today: z.string(),
  appointments: z.array(ScheduleAppointmentSchema),
});
export type ScheduleResponse = z.infer<typeof ScheduleResponseSchema>;

export const ScheduleParamsSchema = z.object({ id: z.string().regex(/^\d{1,9}$/, SCHEDULE_MESSAGES.notFound).transform(Number) });

export const ScheduleStatusBodySchema = z.object({ status: z.enum(['completed', 'no_show'], 'Status must be completed or no_show') }).strict();
export type ScheduleStatusBody = z.infer<typeof ScheduleStatusBodySchema>;

export const ConsultationNotesBodySchema = z
  .object({ notes: text('Notes', 'Notes must be text').trim().max(10_000, 'Notes can be at most 10,000 characters') })
  .strict();
export type ConsultationNotesBody = z.infer<typeof ConsultationNotesBodySchema>;

const field = (label: string, max: number) =>
  text(label, `${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const EPrescriptionMedicineSchema = z
  .object({
    productId: idSchema('Medicine'),
    dose: field('Dose', 100),
    frequency: field('Frequency', 100),
    duration: field('Duration', 100),
  })
  .strict();

export const EPrescriptionBodySchema = z
  .object({
    medicines: z.array(EPrescriptionMedicineSchema, SCHEDULE_MESSAGES.medicinesRequired).min(1, SCHEDULE_MESSAGES.medicinesRequired).max(20, 'At most 20 medicines'),
    note: text('Note').trim().max(1000, 'The note can be at most 1,000 characters').optional(),
    /** The doctor ticked that they reviewed the form's warnings (kept in the audit log; issuing never depends on it). */
    warningsReviewed: z.boolean('Reviewed must be true or false').optional(),
  })
  .strict();
export type EPrescriptionBody = z.infer<typeof EPrescriptionBodySchema>;

export const EPrescriptionResponseSchema = z.object({
  prescriptionId: z.number().int(),
  doctorName: z.string(),
  registrationNumber: z.string(),
  medicalCouncil: z.string(),
  message: z.string(),
});
export type EPrescriptionResponse = z.infer<typeof EPrescriptionResponseSchema>;

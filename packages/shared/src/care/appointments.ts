import { z } from 'zod';
import { PaymentMethodBodySchema } from '../commerce/payments.ts';
import { pagedSchema } from '../http/pagination.ts';
import { idParam, MAX_ID, positiveIntParam, text } from '../http/primitives.ts';
import {
  APPOINTMENT_PAYMENT_STATUSES,
  APPOINTMENT_STATUSES,
  APPOINTMENT_TABS,
  APPOINTMENT_TYPES,
  REASON_MAX_LENGTH,
} from './appointment-rules.ts';
import { dayNumber, minutesOfDay } from './doctor-rules.ts';
import { ConsultationModeSchema } from './doctors.ts';
import { INVALID_DATE_MESSAGE } from './slots.ts';

export const INVALID_TIME_MESSAGE = 'Please select a valid time slot';
export const REASON_REQUIRED_MESSAGE = 'Reason for Visit is required';
export const REASON_TOO_LONG_MESSAGE = `Reason for Visit must be at most ${REASON_MAX_LENGTH} characters`;
export const APPOINTMENTS_PAGE_SIZE = 20;

/** A real 'YYYY-MM-DD' date, else the spec's 'Please select a valid date'. */
export const AppointmentDateSchema = z
  .string(INVALID_DATE_MESSAGE)
  .max(10, INVALID_DATE_MESSAGE)
  .refine((d) => dayNumber(d) !== null, INVALID_DATE_MESSAGE);
/** 'HH:MM', 24-hour clinic time (the creation payload's appointmentTime). */
export const AppointmentTimeSchema = z
  .string(INVALID_TIME_MESSAGE)
  .max(5, INVALID_TIME_MESSAGE)
  .refine((t) => minutesOfDay(t) !== null, INVALID_TIME_MESSAGE);

/** GET /api/doctors/{id}/slots?date=YYYY-MM-DD&mode=clinic|online */
export const SlotsQuerySchema = z.object({ date: AppointmentDateSchema, mode: ConsultationModeSchema.optional() }).strict();
export const SlotSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  label: z.string(),
});
export const SlotsResponseSchema = z.object({ date: z.string(), mode: ConsultationModeSchema, slots: z.array(SlotSchema) });
export type SlotsResponse = z.infer<typeof SlotsResponseSchema>;

/** GET /api/doctors/{id}/available-days?mode=clinic|online: the calendar's bookable days. */
export const AvailableDaysQuerySchema = z.object({ mode: ConsultationModeSchema.optional() }).strict();
export const AvailableDaysResponseSchema = z.object({
  mode: ConsultationModeSchema,
  /** The booking window's first (today) and last clinic dates. */
  firstDate: z.string(),
  lastDate: z.string(),
  /** The window's dates with at least one free slot, in order; the calendar greys the others. */
  days: z.array(z.string()),
});
export type AvailableDaysResponse = z.infer<typeof AvailableDaysResponseSchema>;

/** POST /api/appointments: the spec's creation payload, read on our names (clinic date and time, as the wizard shows them). */
export const BookAppointmentBodySchema = z
  .object({
    doctorId: z
      .number('Please select a doctor')
      .int('Please select a doctor')
      .positive('Please select a doctor')
      .max(MAX_ID, 'Please select a doctor'),
    appointmentDate: AppointmentDateSchema,
    appointmentTime: AppointmentTimeSchema,
    visitType: ConsultationModeSchema,
    appointmentType: z
      .enum(APPOINTMENT_TYPES, 'Appointment Type must be consultation, follow-up or prescription-review')
      .default('consultation'),
    reason: text('Reason for Visit', REASON_REQUIRED_MESSAGE)
      .trim()
      .min(1, REASON_REQUIRED_MESSAGE)
      .max(REASON_MAX_LENGTH, REASON_TOO_LONG_MESSAGE),
  })
  .strict();
export type BookAppointmentBody = z.input<typeof BookAppointmentBodySchema>;

/** PUT /api/appointments/{id}/reschedule (the spec's listed form). */
export const RescheduleBodySchema = z.object({ appointmentDate: AppointmentDateSchema, appointmentTime: AppointmentTimeSchema }).strict();
export type RescheduleBody = z.infer<typeof RescheduleBodySchema>;

/** POST /api/appointments/{id}/pay: the online fee by card, UPI or net banking through Razorpay Checkout (decision 050). */
export const PayAppointmentBodySchema = PaymentMethodBodySchema;
export type PayAppointmentBody = z.infer<typeof PayAppointmentBodySchema>;

/** POST /api/appointments/{id}/pay/phonepe: the online fee through PhonePe's pay page (the answer carries its URL). */
export const PayAppointmentPhonePeBodySchema = z.object({ userPhone: text('userPhone').max(20).optional() }).strict();
export type PayAppointmentPhonePeBody = z.infer<typeof PayAppointmentPhonePeBodySchema>;

export const AppointmentParamsSchema = z.object({ id: idParam('Appointment id') }).strict();

export const AppointmentListQuerySchema = z
  .object({
    tab: z.enum(APPOINTMENT_TABS, 'tab must be upcoming, past or cancelled').optional(),
    page: positiveIntParam('page', 10_000).optional(),
  })
  .strict();

export const AppointmentDoctorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  specialization: z.string(),
  registrationNumber: z.string(),
  medicalCouncil: z.string(),
  medicalCouncilName: z.string(),
  photoUrl: z.string().nullable(),
  clinicAddress: z.string(),
  city: z.string(),
});

export const AppointmentSchema = z.object({
  id: z.number().int(),
  doctor: AppointmentDoctorSchema,
  patient: z.object({ id: z.number().int(), name: z.string() }),
  mode: ConsultationModeSchema,
  appointmentType: z.enum(APPOINTMENT_TYPES),
  reason: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Clinic date and 'HH:MM' time and the '9:00 AM - 9:15 AM' range. */
  appointmentDate: z.string(),
  appointmentTime: z.string(),
  timeLabel: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  feePaise: z.number().int(),
  paymentStatus: z.enum(APPOINTMENT_PAYMENT_STATUSES),
  paymentDueAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  rescheduledFrom: z.string().nullable(),
  consultationNotes: z.string().nullable(),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof AppointmentSchema>;

export const AppointmentListResponseSchema = pagedSchema(AppointmentSchema);
export type AppointmentListResponse = z.infer<typeof AppointmentListResponseSchema>;

export const AppointmentPaymentResponseSchema = z.object({
  appointment: AppointmentSchema,
  paymentStatus: z.enum(['success', 'failed', 'pending']),
  message: z.string(),
});
export type AppointmentPaymentResponse = z.infer<typeof AppointmentPaymentResponseSchema>;

export const CancelAppointmentResponseSchema = z.object({ appointment: AppointmentSchema, refunded: z.boolean(), message: z.string() });
export type CancelAppointmentResponse = z.infer<typeof CancelAppointmentResponseSchema>;

const dateFilter = (label: string) =>
  z
    .string()
    .max(10)
    .refine((d) => dayNumber(d) !== null, `${label} must be a date like 2026-11-24`)
    .optional();

/** GET /api/admin/appointments: every appointment, filtered, paged, newest start first. */
export const AdminAppointmentListQuerySchema = z
  .object({
    doctorId: idParam('Doctor').optional(),
    status: z.enum(APPOINTMENT_STATUSES, 'Choose a status from the list').optional(),
    mode: ConsultationModeSchema.optional(),
    from: dateFilter('From'),
    to: dateFilter('To'),
    patient: z.string().trim().max(100, 'Patient search must be at most 100 characters').optional(),
    page: positiveIntParam('page', 10_000).optional(),
    pageSize: positiveIntParam('pageSize', 100).optional(),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'From must not be after To', path: ['to'] });
export type AdminAppointmentListQuery = z.infer<typeof AdminAppointmentListQuerySchema>;

export const AdminAppointmentSchema = AppointmentSchema.extend({
  patient: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
});
export type AdminAppointment = z.infer<typeof AdminAppointmentSchema>;
export const AdminAppointmentListResponseSchema = pagedSchema(AdminAppointmentSchema);
export type AdminAppointmentListResponse = z.infer<typeof AdminAppointmentListResponseSchema>;

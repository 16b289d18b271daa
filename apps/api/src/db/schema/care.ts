import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, time, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** Doctor profiles (Doctor Management); the care issue books appointments on them (decision 019). */
export const doctors = pgTable(
  'doctors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Storage key under doctor-photos/ (a 200x200 JPEG), served at /api/media/doctor-photos/:key. */
    photoKey: text('photo_key'),
    specialization: text('specialization').notNull(),
    qualifications: text('qualifications').notNull(),
    experienceYears: integer('experience_years').notNull(),
    /** Upper case, single spaces (shared normaliseRegistrationNumber). */
    registrationNumber: text('registration_number').notNull(),
    /** A code of shared MEDICAL_COUNCILS. */
    medicalCouncil: text('medical_council').notNull(),
    consultationFeePaise: integer('consultation_fee_paise').notNull(),
    followUpFeePaise: integer('follow_up_fee_paise').notNull(),
    offersOnlineConsultation: boolean('offers_online_consultation').notNull().default(false),
    clinicAddress: text('clinic_address').notNull().default(''),
    city: text('city').notNull(),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'`),
    about: text('about').notNull().default(''),
    /** Inactive doctors are hidden from patients; the row stays for past appointments (soft delete). */
    active: boolean('active').notNull().default(true),
    /** The doctor's own account (role doctor), at most one profile each. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    slotMinutes: integer('slot_minutes').notNull().default(15),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(120),
    bookingWindowDays: integer('booking_window_days').notNull().default(30),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('doctors_user_key')
      .on(t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('doctors_registration_key').on(t.medicalCouncil, t.registrationNumber),
    index('doctors_name_idx').on(sql`lower(${t.name})`, t.id),
    index('doctors_specialization_idx').on(t.specialization, sql`lower(${t.name})`),
    index('doctors_active_name_idx')
      .on(sql`lower(${t.name})`, t.id)
      .where(sql`${t.active}`),
    index('doctors_search_trgm_idx').using('gin', sql`(lower(${t.name} || ' ' || ${t.specialization} || ' ' || ${t.city})) gin_trgm_ops`),
    index('doctors_public_search_trgm_idx')
      .using('gin', sql`(lower(${t.name} || ' ' || ${t.specialization})) gin_trgm_ops`)
      .where(sql`${t.active}`),
    check('doctors_fees_check', sql`${t.consultationFeePaise} >= 0 AND ${t.followUpFeePaise} >= 0`),
    check('doctors_experience_check', sql`${t.experienceYears} BETWEEN 0 AND 70`),
    check('doctors_slot_minutes_check', sql`${t.slotMinutes} IN (10, 15, 20, 30, 45, 60)`),
    check('doctors_buffer_check', sql`${t.bufferMinutes} BETWEEN 0 AND 60`),
    check('doctors_notice_check', sql`${t.minNoticeMinutes} BETWEEN 0 AND 10080`),
    check('doctors_window_check', sql`${t.bookingWindowDays} BETWEEN 1 AND 90`),
  ],
);

/** Weekly hours per mode; times are wall-clock 'HH:MM:SS' in Asia/Kolkata. */
export const doctorAvailability = pgTable(
  'doctor_availability',
  {
    id: serial('id').primaryKey(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['clinic', 'online'] }).notNull(),
    dayOfWeek: smallint('day_of_week').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    index('doctor_availability_doctor_idx').on(t.doctorId, t.dayOfWeek, t.startTime),
    check('doctor_availability_mode_check', sql`${t.mode} IN ('clinic', 'online')`),
    check('doctor_availability_day_check', sql`${t.dayOfWeek} BETWEEN 0 AND 6`),
    check('doctor_availability_range_check', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/** Days off (leave, conferences), inclusive date ranges. */
export const doctorDateOverrides = pgTable(
  'doctor_date_overrides',
  {
    id: serial('id').primaryKey(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [
    index('doctor_date_overrides_doctor_idx').on(t.doctorId, t.startDate),
    check('doctor_date_overrides_range_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const APPOINTMENT_MODES = ['clinic', 'online'] as const;
export const APPOINTMENT_TYPES = ['consultation', 'follow-up', 'prescription-review'] as const;
export const APPOINTMENT_STATUSES = ['pending_payment', 'scheduled', 'confirmed', 'completed', 'no_show', 'cancelled'] as const;
export const APPOINTMENT_PAYMENT_STATUSES = ['pay_at_clinic', 'awaiting', 'paid', 'unpaid', 'refund_pending', 'refunded'] as const;

/**
 * Booked consultations (decision 027). Instants in UTC. Two exclusion constraints (migration 0016,
 * not expressible here) make overlapping live appointments of one doctor, or of one patient, impossible.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'restrict' }),
    mode: text('mode', { enum: APPOINTMENT_MODES }).notNull(),
    appointmentType: text('appointment_type', { enum: APPOINTMENT_TYPES }).notNull().default('consultation'),
    reason: text('reason').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull(),
    feePaise: integer('fee_paise').notNull(),
    paymentStatus: text('payment_status', { enum: APPOINTMENT_PAYMENT_STATUSES }).notNull(),
    /** An unpaid online booking holds its slot until then; the sweep releases it afterwards. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancellationReason: text('cancellation_reason'),
    /** A reschedule moves the row in place (its payment stays linked); the start before the last move. */
    rescheduledFrom: timestamp('rescheduled_from', { withTimezone: true }),
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    consultationNotes: text('consultation_notes'),
    /** Reminder mails queued for the current start; a reschedule clears them so new ones go. */
    reminder24hSentAt: timestamp('reminder_24h_sent_at', { withTimezone: true }),
    reminder1hSentAt: timestamp('reminder_1h_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointments_patient_idx').on(t.patientId, t.startsAt.desc(), t.id.desc()),
    index('appointments_doctor_day_idx').on(t.doctorId, t.startsAt),
    index('appointments_admin_idx').on(t.startsAt.desc(), t.id.desc()),
    index('appointments_status_idx').on(t.status, t.startsAt.desc()),
    index('appointments_reminders_due_idx')
      .on(t.startsAt)
      .where(sql`${t.status} IN ('scheduled', 'confirmed') AND ${t.reminder1hSentAt} IS NULL`),
    index('appointments_payment_due_idx')
      .on(t.paymentDueAt)
      .where(sql`${t.status} = 'pending_payment'`),
    check('appointments_mode_check', sql`${t.mode} IN ('clinic', 'online')`),
    check('appointments_type_check', sql`${t.appointmentType} IN ('consultation', 'follow-up', 'prescription-review')`),
    check('appointments_reason_check', sql`char_length(btrim(${t.reason})) BETWEEN 1 AND 1000`),
    check('appointments_range_check', sql`${t.endsAt} > ${t.startsAt} AND ${t.endsAt} <= ${t.startsAt} + interval '4 hours'`),
    check(
      'appointments_status_check',
      sql`${t.status} IN ('pending_payment', 'scheduled', 'confirmed', 'completed', 'no_show', 'cancelled')`,
    ),
    check('appointments_fee_check', sql`${t.feePaise} >= 0`),
    check(
      'appointments_payment_status_check',
      sql`${t.paymentStatus} IN ('pay_at_clinic', 'awaiting', 'paid', 'unpaid', 'refund_pending', 'refunded')`,
    ),
    check('appointments_cancelled_check', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} IS NOT NULL)`),
    check('appointments_cancellation_reason_check', sql`${t.cancellationReason} IS NULL OR char_length(${t.cancellationReason}) <= 500`),
    check('appointments_notes_check', sql`${t.consultationNotes} IS NULL OR char_length(${t.consultationNotes}) <= 10000`),
    check('appointments_reschedule_count_check', sql`${t.rescheduleCount} >= 0`),
  ],
);

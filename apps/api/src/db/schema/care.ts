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

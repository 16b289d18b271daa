import { z } from 'zod';
import { pagedSchema } from '../http/pagination.ts';
import { positiveIntParam } from '../http/primitives.ts';
import {
  availabilityProblems,
  CONSULTATION_MODES,
  isPlausibleRegistrationNumber,
  MAX_FEE_PAISE,
  normaliseRegistrationNumber,
  overrideProblems,
  settingsProblems,
} from './doctor-rules.ts';
import { MEDICAL_COUNCIL_CODES, SPECIALIZATIONS } from './medical-councils.ts';

/** Doctors per page when the caller does not say. */
export const DOCTORS_PAGE_SIZE = 20;

export const REGISTRATION_NUMBER_MESSAGE = 'Registration number must look like one a council issues, e.g. DMC/R/04567';
export const FOLLOW_UP_FEE_MESSAGE = 'Follow-up fee cannot be more than the consultation fee';
export const ONLINE_HOURS_MESSAGE = 'Online hours need online consultation turned on';

const text = (label: string, min: number, max: number) => {
  const trimmed = z.string(`${label} is required`).trim();
  // A blank required field says so, rather than naming a minimum length.
  const required = min > 0 ? trimmed.min(1, `${label} is required`) : trimmed;
  return (min > 1 ? required.min(min, `${label} must be at least ${min} characters`) : required).max(
    max,
    `${label} must be at most ${max} characters`,
  );
};

const feePaise = (label: string) =>
  z
    .number(`${label} must be a number`)
    .int(`${label} must be whole paise`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_FEE_PAISE, `${label} must be at most ₹50,000`);

/** Doctors' names as people write them: letters, spaces, dots, apostrophes and hyphens ('Dr. A. K. D\u2019Souza'). */
const DoctorNameSchema = text('Name', 3, 100).regex(
  /^\p{L}[\p{L}\p{M} .'\u2019-]*$/u,
  'Name may contain only letters, spaces, dots, apostrophes and hyphens',
);

export const ConsultationModeSchema = z.enum(CONSULTATION_MODES, 'Mode must be clinic or online');
export const SpecializationSchema = z.enum(SPECIALIZATIONS, 'Choose a specialization from the list');
export const MedicalCouncilSchema = z.enum(MEDICAL_COUNCIL_CODES, 'Choose a medical council from the list');

export const AvailabilityWindowSchema = z
  .object({
    mode: ConsultationModeSchema,
    dayOfWeek: z
      .number('Day must be Sunday to Saturday')
      .int()
      .min(0, 'Day must be Sunday to Saturday')
      .max(6, 'Day must be Sunday to Saturday'),
    startTime: z.string('Start time is required'),
    endTime: z.string('End time is required'),
  })
  .strict();
export type AvailabilityWindowInput = z.infer<typeof AvailabilityWindowSchema>;

export const DateOverrideSchema = z
  .object({
    startDate: z.string('Start date is required'),
    endDate: z.string('End date is required'),
    reason: z.string('Reason is required').trim().max(200, 'Reason must be at most 200 characters'),
  })
  .strict();
export type DateOverrideInput = z.infer<typeof DateOverrideSchema>;

/**
 * POST /api/admin/doctors and PUT /api/admin/doctors/{id}: the whole profile with its schedule (the
 * form sends everything; the server replaces the weekly hours and overrides in one transaction).
 * Fees are integer paise. The form uses this same schema, so both sides refuse the same input.
 */
export const AdminDoctorBodySchema = z
  .object({
    name: DoctorNameSchema,
    specialization: SpecializationSchema,
    qualifications: text('Qualifications', 2, 200),
    experienceYears: z
      .number('Experience must be a number of years')
      .int('Experience must be whole years')
      .min(0, 'Experience cannot be negative')
      .max(70, 'Experience must be at most 70 years'),
    registrationNumber: z
      .string('Registration number is required')
      .transform(normaliseRegistrationNumber)
      .refine(isPlausibleRegistrationNumber, REGISTRATION_NUMBER_MESSAGE),
    medicalCouncil: MedicalCouncilSchema,
    consultationFeePaise: feePaise('Consultation fee'),
    followUpFeePaise: feePaise('Follow-up fee'),
    offersOnlineConsultation: z.boolean('Online consultation must be yes or no'),
    clinicAddress: text('Clinic address', 0, 300),
    city: text('City', 2, 80),
    languages: z
      .array(text('Language', 2, 30), 'Languages must be a list')
      .min(1, 'Add at least one language')
      .max(12, 'At most 12 languages'),
    about: text('About', 0, 2000),
    active: z.boolean('Active must be yes or no'),
    /** The doctor's own account (role doctor), or null. */
    userId: z.number('Linked account must be an account id').int().positive().nullable(),
    slotMinutes: z.number('Slot length must be a number').int(),
    bufferMinutes: z.number('Buffer must be a number').int('Buffer must be whole minutes'),
    minNoticeMinutes: z.number('Minimum notice must be a number').int('Minimum notice must be whole minutes'),
    bookingWindowDays: z.number('Booking window must be a number').int('Booking window must be whole days'),
    availability: z.array(AvailabilityWindowSchema, 'Availability must be a list'),
    overrides: z.array(DateOverrideSchema, 'Overrides must be a list'),
  })
  .strict()
  .superRefine((body, ctx) => {
    const problems = [
      ...settingsProblems(body),
      ...availabilityProblems(body.availability, body.slotMinutes),
      ...overrideProblems(body.overrides),
    ];
    if (body.followUpFeePaise > body.consultationFeePaise) problems.push({ path: ['followUpFeePaise'], message: FOLLOW_UP_FEE_MESSAGE });
    if (!body.offersOnlineConsultation && body.availability.some((w) => w.mode === 'online')) {
      problems.push({ path: ['offersOnlineConsultation'], message: ONLINE_HOURS_MESSAGE });
    }
    for (const problem of problems) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  });
export type AdminDoctorBody = z.input<typeof AdminDoctorBodySchema>;
export type AdminDoctorValues = z.output<typeof AdminDoctorBodySchema>;

const booleanParam = (label: string) => z.enum(['true', 'false'], `${label} must be true or false`).transform((v) => v === 'true');
const searchParam = z.string().trim().max(100, 'Search must be at most 100 characters').optional();

/** GET /api/admin/doctors: search on name, specialization and city; filters; paged, by name. */
export const AdminDoctorListQuerySchema = z
  .object({
    search: searchParam,
    specialization: SpecializationSchema.optional(),
    online: booleanParam('online').optional(),
    active: booleanParam('active').optional(),
    page: positiveIntParam('page', 10_000).optional(),
    pageSize: positiveIntParam('pageSize', 100).optional(),
  })
  .strict();
export type AdminDoctorListQuery = z.infer<typeof AdminDoctorListQuerySchema>;

/** GET /api/doctors: active doctors, searched on name or specialization (the booking wizard's search). */
export const DoctorListQuerySchema = z
  .object({
    search: searchParam,
    specialization: SpecializationSchema.optional(),
    online: booleanParam('online').optional(),
    page: positiveIntParam('page', 10_000).optional(),
    pageSize: positiveIntParam('pageSize', 100).optional(),
  })
  .strict();
export type DoctorListQuery = z.infer<typeof DoctorListQuerySchema>;

export const DoctorParamsSchema = z.object({ id: positiveIntParam('Doctor id', 2_147_483_647) }).strict();

const StoredWindowSchema = z.object({
  mode: ConsultationModeSchema,
  dayOfWeek: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
});
const StoredOverrideSchema = z.object({ startDate: z.string(), endDate: z.string(), reason: z.string() });

/** What anyone may read about a doctor (the booking wizard's card): no account, no leave reasons. */
export const DoctorSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photoUrl: z.string().nullable(),
  specialization: z.string(),
  qualifications: z.string(),
  experienceYears: z.number().int(),
  registrationNumber: z.string(),
  medicalCouncil: z.string(),
  medicalCouncilName: z.string(),
  consultationFeePaise: z.number().int(),
  followUpFeePaise: z.number().int(),
  offersOnlineConsultation: z.boolean(),
  city: z.string(),
  languages: z.array(z.string()),
});
export type DoctorSummary = z.infer<typeof DoctorSummarySchema>;

/** GET /api/doctors/{id}: the card plus clinic, about and the weekly hours the calendar needs. */
export const DoctorDetailSchema = DoctorSummarySchema.extend({
  clinicAddress: z.string(),
  about: z.string(),
  slotMinutes: z.number().int(),
  bookingWindowDays: z.number().int(),
  availability: z.array(StoredWindowSchema),
});
export type DoctorDetail = z.infer<typeof DoctorDetailSchema>;

export const DoctorListResponseSchema = pagedSchema(DoctorSummarySchema);
export type DoctorListResponse = z.infer<typeof DoctorListResponseSchema>;

/** The doctor account linked to a profile, as Doctor Management shows it. */
export const LinkedAccountSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

/** A row of Doctor Management's table. */
export const AdminDoctorSummarySchema = DoctorSummarySchema.extend({
  active: z.boolean(),
  linkedAccount: LinkedAccountSchema.nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type AdminDoctorSummary = z.infer<typeof AdminDoctorSummarySchema>;

/** The whole profile as the edit form loads it. */
export const AdminDoctorSchema = AdminDoctorSummarySchema.extend({
  clinicAddress: z.string(),
  about: z.string(),
  userId: z.number().int().nullable(),
  slotMinutes: z.number().int(),
  bufferMinutes: z.number().int(),
  minNoticeMinutes: z.number().int(),
  bookingWindowDays: z.number().int(),
  availability: z.array(StoredWindowSchema),
  overrides: z.array(StoredOverrideSchema),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminDoctor = z.infer<typeof AdminDoctorSchema>;

export const AdminDoctorListResponseSchema = pagedSchema(AdminDoctorSummarySchema);
export type AdminDoctorListResponse = z.infer<typeof AdminDoctorListResponseSchema>;

/** POST /api/admin/doctors/{id}/photo answers the new photo's address. */
export const DoctorPhotoResponseSchema = z.object({ photoUrl: z.string() });

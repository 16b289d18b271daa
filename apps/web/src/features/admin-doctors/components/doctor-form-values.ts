import type { AdminDoctor, AdminDoctorBody, AvailabilityWindowInput, DateOverrideInput } from '@dawa/shared/care/doctors';
import { DEFAULT_BOOKING_WINDOW_DAYS, DEFAULT_SLOT_MINUTES } from '@dawa/shared/care/doctor-rules';

/** What the form holds: numbers as typed text, fees in rupees (the body carries paise). */
export interface DoctorFormValues {
  name: string;
  specialization: string;
  qualifications: string;
  experienceYears: string;
  registrationNumber: string;
  medicalCouncil: string;
  consultationFee: string;
  followUpFee: string;
  offersOnlineConsultation: boolean;
  clinicAddress: string;
  city: string;
  /** Comma-separated. */
  languages: string;
  about: string;
  active: boolean;
  userId: string;
  slotMinutes: string;
  bufferMinutes: string;
  minNoticeHours: string;
  bookingWindowDays: string;
  availability: AvailabilityWindowInput[];
  overrides: DateOverrideInput[];
}

export const EMPTY_DOCTOR_FORM: DoctorFormValues = {
  name: '',
  specialization: '',
  qualifications: '',
  experienceYears: '',
  registrationNumber: '',
  medicalCouncil: '',
  consultationFee: '',
  followUpFee: '',
  offersOnlineConsultation: true,
  clinicAddress: '',
  city: '',
  languages: 'English, Hindi',
  about: '',
  active: true,
  userId: '',
  slotMinutes: String(DEFAULT_SLOT_MINUTES),
  bufferMinutes: '5',
  minNoticeHours: '2',
  bookingWindowDays: String(DEFAULT_BOOKING_WINDOW_DAYS),
  availability: [],
  overrides: [],
};

/** The stored profile as form values (paise shown as rupees). */
export function formValuesOf(doctor: AdminDoctor): DoctorFormValues {
  return {
    name: doctor.name,
    specialization: doctor.specialization,
    qualifications: doctor.qualifications,
    experienceYears: String(doctor.experienceYears),
    registrationNumber: doctor.registrationNumber,
    medicalCouncil: doctor.medicalCouncil,
    consultationFee: String(doctor.consultationFeePaise / 100),
    followUpFee: String(doctor.followUpFeePaise / 100),
    offersOnlineConsultation: doctor.offersOnlineConsultation,
    clinicAddress: doctor.clinicAddress,
    city: doctor.city,
    languages: doctor.languages.join(', '),
    about: doctor.about,
    active: doctor.active,
    userId: doctor.userId === null ? '' : String(doctor.userId),
    slotMinutes: String(doctor.slotMinutes),
    bufferMinutes: String(doctor.bufferMinutes),
    minNoticeHours: String(doctor.minNoticeMinutes / 60),
    bookingWindowDays: String(doctor.bookingWindowDays),
    availability: doctor.availability,
    overrides: doctor.overrides,
  };
}

/** A typed number, or NaN for blank text (so the schema names the field instead of reading 0). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
/** Rupees as typed (e.g. 650 or 650.50) to paise; NaN stays NaN for the schema to refuse. */
const paiseOf = (rupees: string) => {
  const value = numberOf(rupees);
  return Number.isFinite(value) ? Math.round(value * 100) : value;
};

/** The request body the form's values make; the shared schema then checks it as the server will. */
export function bodyOf(values: DoctorFormValues): AdminDoctorBody {
  return {
    name: values.name,
    specialization: values.specialization as AdminDoctorBody['specialization'],
    qualifications: values.qualifications,
    experienceYears: numberOf(values.experienceYears),
    registrationNumber: values.registrationNumber,
    medicalCouncil: values.medicalCouncil as AdminDoctorBody['medicalCouncil'],
    consultationFeePaise: paiseOf(values.consultationFee),
    followUpFeePaise: paiseOf(values.followUpFee),
    offersOnlineConsultation: values.offersOnlineConsultation,
    clinicAddress: values.clinicAddress,
    city: values.city,
    languages: values.languages
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean),
    about: values.about,
    active: values.active,
    userId: values.userId.trim() === '' ? null : numberOf(values.userId),
    slotMinutes: numberOf(values.slotMinutes),
    bufferMinutes: numberOf(values.bufferMinutes),
    minNoticeMinutes: Math.round(numberOf(values.minNoticeHours) * 60),
    bookingWindowDays: numberOf(values.bookingWindowDays),
    availability: values.availability,
    overrides: values.overrides,
  };
}

/** Body field names as the form's fields name them (fees are typed in rupees, notice in hours). */
const FORM_FIELD: Record<string, string> = {
  consultationFeePaise: 'consultationFee',
  followUpFeePaise: 'followUpFee',
  minNoticeMinutes: 'minNoticeHours',
};

/** One message per field, keyed by the dotted path ('availability.0.endTime'), from zod issues or the server's fieldErrors. */
export function errorsByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const [head, ...rest] = issue.path.map(String);
    const key = [FORM_FIELD[head ?? ''] ?? head ?? 'form', ...rest].join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

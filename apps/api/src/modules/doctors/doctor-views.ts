import type { AdminDoctor, AdminDoctorSummary, DoctorDetail, DoctorSummary } from '@dawa/shared/care/doctors';
import { medicalCouncilName } from '@dawa/shared/care/medical-councils';
import type { DoctorRow, DoctorWithAccount, OverrideRow, WindowRow } from './doctors.repository.ts';

/** Doctor photos live in the storage provider under this folder (Uploaded Documents lists it as 'Doctor photos'). */
export const DOCTOR_PHOTO_FOLDER = 'doctor-photos';
/** Photo file names: 24 random base64url characters and .jpg (what the media route accepts). */
export const DOCTOR_PHOTO_KEY_PATTERN = /^[A-Za-z0-9_-]{24}\.jpg$/;
export const doctorPhotoUrl = (key: string) => `/api/media/doctor-photos/${key}`;

/** The card anyone may read: the response schema is the whitelist too, but nothing private is even put here. */
export function toDoctorSummary(row: DoctorRow): DoctorSummary {
  return {
    id: row.id,
    name: row.name,
    photoUrl: row.photoKey ? doctorPhotoUrl(row.photoKey) : null,
    specialization: row.specialization,
    qualifications: row.qualifications,
    experienceYears: row.experienceYears,
    registrationNumber: row.registrationNumber,
    medicalCouncil: row.medicalCouncil,
    medicalCouncilName: medicalCouncilName(row.medicalCouncil),
    consultationFeePaise: row.consultationFeePaise,
    followUpFeePaise: row.followUpFeePaise,
    offersOnlineConsultation: row.offersOnlineConsultation,
    city: row.city,
    languages: row.languages,
  };
}

export function toDoctorDetail(row: DoctorRow, availability: WindowRow[]): DoctorDetail {
  return {
    ...toDoctorSummary(row),
    clinicAddress: row.clinicAddress,
    about: row.about,
    slotMinutes: row.slotMinutes,
    bookingWindowDays: row.bookingWindowDays,
    availability,
  };
}

export function toAdminDoctorSummary(row: DoctorWithAccount): AdminDoctorSummary {
  return {
    ...toDoctorSummary(row),
    active: row.active,
    linkedAccount: row.account
      ? { id: row.account.id, name: `${row.account.firstName} ${row.account.lastName}`.trim(), email: row.account.email }
      : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdminDoctor(row: DoctorWithAccount, availability: WindowRow[], overrides: OverrideRow[]): AdminDoctor {
  return {
    ...toAdminDoctorSummary(row),
    clinicAddress: row.clinicAddress,
    about: row.about,
    userId: row.userId,
    slotMinutes: row.slotMinutes,
    bufferMinutes: row.bufferMinutes,
    minNoticeMinutes: row.minNoticeMinutes,
    bookingWindowDays: row.bookingWindowDays,
    availability,
    overrides,
    createdAt: row.createdAt.toISOString(),
  };
}

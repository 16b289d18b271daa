import type { AdminDoctorBody } from '@dawa/shared/care/doctors';

/** A complete, valid Doctor Management body; tests override what they are about. */
export function validDoctorBody(overrides: Partial<AdminDoctorBody> = {}): AdminDoctorBody {
  return {
    name: 'Dr. Kiran Joshi',
    specialization: 'Cardiology',
    qualifications: 'MBBS, MD, DM (Cardiology)',
    experienceYears: 12,
    registrationNumber: 'MMC/2012/05555',
    medicalCouncil: 'MMC',
    consultationFeePaise: 90_000,
    followUpFeePaise: 50_000,
    offersOnlineConsultation: true,
    clinicAddress: '5 Carter Road, Bandra',
    city: 'Mumbai',
    languages: ['English', 'Marathi'],
    about: 'Heart health.',
    active: true,
    userId: null,
    slotMinutes: 15,
    bufferMinutes: 5,
    minNoticeMinutes: 120,
    bookingWindowDays: 30,
    availability: [
      { mode: 'clinic', dayOfWeek: 1, startTime: '10:00', endTime: '13:00' },
      { mode: 'online', dayOfWeek: 1, startTime: '17:00', endTime: '19:00' },
    ],
    overrides: [{ startDate: '2026-12-24', endDate: '2026-12-26', reason: 'Conference' }],
    ...overrides,
  };
}

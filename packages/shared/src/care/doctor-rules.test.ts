import { describe, expect, it } from 'vitest';
import { AdminDoctorBodySchema } from './doctors.ts';
import {
  availabilityProblems,
  dayNumber,
  doctorInitials,
  withDoctorTitle,
  isPlausibleRegistrationNumber,
  minutesOfDay,
  overrideProblems,
  settingsProblems,
  type AvailabilityWindow,
} from './doctor-rules.ts';

const w = (dayOfWeek: number, startTime: string, endTime: string, mode: 'clinic' | 'online' = 'clinic'): AvailabilityWindow => ({
  mode,
  dayOfWeek,
  startTime,
  endTime,
});

describe('availability windows', () => {
  it.each([
    ['one morning window', [w(1, '09:00', '13:00')], []],
    ['touching windows of two modes', [w(1, '09:00', '12:00'), w(1, '12:00', '14:00', 'online')], []],
    ['same hours on different days', [w(1, '09:00', '13:00'), w(2, '09:00', '13:00')], []],
    ['end before start', [w(1, '13:00', '09:00')], ['availability.0.endTime: End time must be after start time']],
    ['end equal to start', [w(1, '09:00', '09:00')], ['availability.0.endTime: End time must be after start time']],
    ['shorter than one slot', [w(3, '09:00', '09:10')], ['availability.0.endTime: The window must be at least one slot (15 minutes) long']],
    ['not a time', [w(1, '9am', '13:00')], ['availability.0.startTime: Start time must be a time like 09:30']],
    ['24:00 is not a time', [w(1, '20:00', '24:00')], ['availability.0.endTime: End time must be a time like 13:00']],
    ['day 7', [w(7, '09:00', '13:00')], ['availability.0.dayOfWeek: Day must be Sunday to Saturday']],
    [
      'overlap within one mode',
      [w(1, '09:00', '13:00'), w(1, '12:30', '15:00')],
      ['availability.1.startTime: This window overlaps another on Monday'],
    ],
    [
      'overlap across modes (one doctor, one place at a time)',
      [w(5, '17:00', '19:00', 'online'), w(5, '10:00', '17:30')],
      ['availability.0.startTime: This window overlaps another on Friday'],
    ],
    [
      'a window inside another',
      [w(0, '09:00', '18:00'), w(0, '10:00', '11:00', 'online')],
      ['availability.1.startTime: This window overlaps another on Sunday'],
    ],
  ])('%s', (_name, windows, expected) => {
    expect(availabilityProblems(windows, 15).map((p) => `${p.path.join('.')}: ${p.message}`)).toEqual(expected);
  });

  it('refuses more than 42 windows', () => {
    const many = Array.from({ length: 43 }, (_, i) =>
      w(i % 7, `${String(Math.floor(i / 7) + 6).padStart(2, '0')}:00`, `${String(Math.floor(i / 7) + 6).padStart(2, '0')}:30`),
    );
    expect(availabilityProblems(many, 15).map((p) => p.message)).toContain('At most 42 availability windows');
  });
});

describe('schedule settings', () => {
  const base = { slotMinutes: 15, bufferMinutes: 5, minNoticeMinutes: 120, bookingWindowDays: 30 };
  it.each([
    ['sensible settings', base, []],
    ['slot of 7 minutes', { ...base, slotMinutes: 7 }, ['slotMinutes']],
    ['slot of 0', { ...base, slotMinutes: 0 }, ['slotMinutes']],
    ['buffer of 3', { ...base, bufferMinutes: 3 }, ['bufferMinutes']],
    ['buffer of 65', { ...base, bufferMinutes: 65 }, ['bufferMinutes']],
    ['negative notice', { ...base, minNoticeMinutes: -1 }, ['minNoticeMinutes']],
    ['notice of 8 days', { ...base, minNoticeMinutes: 8 * 24 * 60 }, ['minNoticeMinutes']],
    ['window of 0 days', { ...base, bookingWindowDays: 0 }, ['bookingWindowDays']],
    ['window of 91 days', { ...base, bookingWindowDays: 91 }, ['bookingWindowDays']],
  ])('%s', (_name, settings, fields) => {
    expect(settingsProblems(settings).map((p) => p.path.join('.'))).toEqual(fields);
  });
});

describe('date overrides', () => {
  it.each([
    ['one week of leave', [{ startDate: '2026-12-21', endDate: '2026-12-27', reason: 'Annual leave' }], []],
    ['one day', [{ startDate: '2026-12-25', endDate: '2026-12-25', reason: 'Christmas' }], []],
    [
      'end before start',
      [{ startDate: '2026-12-25', endDate: '2026-12-24', reason: 'Leave' }],
      ['overrides.0.endDate: End date must be on or after start date'],
    ],
    [
      'not a real date',
      [{ startDate: '2026-02-30', endDate: '2026-03-01', reason: 'Leave' }],
      ['overrides.0.startDate: Start date must be a real date (YYYY-MM-DD)'],
    ],
    ['blank reason', [{ startDate: '2026-12-25', endDate: '2026-12-25', reason: '  ' }], ['overrides.0.reason: Reason is required']],
    [
      'longer than a year',
      [{ startDate: '2026-01-01', endDate: '2027-01-02', reason: 'Sabbatical' }],
      ['overrides.0.endDate: One override covers at most 366 days'],
    ],
    [
      'overlapping ranges',
      [
        { startDate: '2026-12-20', endDate: '2026-12-24', reason: 'Conference' },
        { startDate: '2026-12-24', endDate: '2026-12-31', reason: 'Leave' },
      ],
      ['overrides.1.startDate: This date range overlaps another override'],
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(overrideProblems(overrides).map((p) => `${p.path.join('.')}: ${p.message}`)).toEqual(expected);
  });
});

describe('registration numbers', () => {
  it.each([
    ['DMC/R/04567', true],
    ['mmc 2009/03/1234', true],
    ['76543', true],
    ['KMC-45678', true],
    ['12', false],
    ['ABCDEF', false],
    ['/12345', false],
    ['12345<script>', false],
    ['1234567890123456789012', false],
  ])('%s → %s', (value, plausible) => {
    expect(isPlausibleRegistrationNumber(value)).toBe(plausible);
  });
});

describe('small helpers', () => {
  it('reads times and dates', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('23:59')).toBe(1439);
    expect(minutesOfDay('7:00')).toBeNull();
    expect(dayNumber('2028-02-29')).not.toBeNull();
    expect(dayNumber('2026-02-29')).toBeNull();
  });
  it('makes initials', () => {
    expect(doctorInitials('Dr. Kavita Rao')).toBe('KR');
    expect(doctorInitials('Dr Arjun K. Menon')).toBe('AM');
    expect(doctorInitials('Sneha')).toBe('S');
  });
});

describe('the admin form body', () => {
  const valid = {
    name: 'Dr. Kavita Rao',
    specialization: 'Dermatology',
    qualifications: 'MBBS, MD (Dermatology)',
    experienceYears: 12,
    registrationNumber: 'kmc 45678',
    medicalCouncil: 'KMC',
    consultationFeePaise: 60000,
    followUpFeePaise: 30000,
    offersOnlineConsultation: true,
    clinicAddress: '12 MG Road',
    city: 'Bengaluru',
    languages: ['English', 'Kannada'],
    about: '',
    active: true,
    userId: null,
    slotMinutes: 15,
    bufferMinutes: 5,
    minNoticeMinutes: 120,
    bookingWindowDays: 30,
    availability: [w(1, '10:00', '13:00'), w(1, '17:00', '19:00', 'online')],
    overrides: [],
  };
  const issues = (body: object) => {
    const result = AdminDoctorBodySchema.safeParse(body);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('accepts a complete profile and normalises the registration number', () => {
    expect(AdminDoctorBodySchema.parse(valid).registrationNumber).toBe('KMC 45678');
  });
  it.each([
    [
      'a follow-up fee above the consultation fee',
      { followUpFeePaise: 70000 },
      'followUpFeePaise: Follow-up fee cannot be more than the consultation fee',
    ],
    [
      'online hours without online consultation',
      { offersOnlineConsultation: false },
      'offersOnlineConsultation: Online hours need online consultation turned on',
    ],
    ['a council not on the list', { medicalCouncil: 'XYZ' }, 'medicalCouncil: Choose a medical council from the list'],
    [
      'an implausible registration number',
      { registrationNumber: 'abc' },
      'registrationNumber: Registration number must look like one a council issues, e.g. DMC/R/04567',
    ],
    ['fees in rupees with decimals', { consultationFeePaise: 600.5 }, 'consultationFeePaise: Consultation fee must be whole paise'],
    ['no language', { languages: [] }, 'languages: Add at least one language'],
  ])('refuses %s', (_name, patch, expected) => {
    expect(issues({ ...valid, ...patch })).toContain(expected);
  });
});

describe('withDoctorTitle', () => {
  it("puts 'Dr.' before a doctor's name once, whatever title it already had", () => {
    expect(withDoctorTitle('Priya Shah')).toBe('Dr. Priya Shah');
    expect(withDoctorTitle('Dr. Kavita Rao')).toBe('Dr. Kavita Rao');
    expect(withDoctorTitle('dr kavita rao')).toBe('Dr. kavita rao');
    expect(withDoctorTitle('Dr.Arjun Menon')).toBe('Dr. Arjun Menon');
    // A name that only starts with the letters is a name.
    expect(withDoctorTitle('Drew Fernandes')).toBe('Dr. Drew Fernandes');
  });
});

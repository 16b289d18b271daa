import crypto from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminDoctorListResponseSchema,
  AdminDoctorSchema,
  DoctorDetailSchema,
  DoctorListResponseSchema,
  DoctorPhotoResponseSchema,
  type AdminDoctorBody,
} from '@dawa/shared/care/doctors';
import { doctorAvailability, doctorDateOverrides, doctors, users } from '../../src/db/schema/index.ts';
import { expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { validDoctorBody } from './doctor-fixtures.ts';
import { auditRowsOf, createAccount, type Account } from './staff-helpers.ts';

let t: TestApp;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, 'admin', 'chief');
});
afterAll(() => t.close());

let registrationCounter = 10_000;
/** A body with a registration number no other test uses. */
const body = (overrides: Partial<AdminDoctorBody> = {}) =>
  validDoctorBody({ registrationNumber: `MMC/2020/${registrationCounter++}`, ...overrides });

const create = (payload: unknown, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/admin/doctors', payload: payload as object, headers });
const edit = (id: number, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/doctors/${id}`, payload: payload as object, headers: admin.headers });
const adminList = (query: Record<string, string> = {}) => t.app.inject({ url: '/api/admin/doctors', query, headers: admin.headers });
const publicList = (query: Record<string, string> = {}) => t.app.inject({ url: '/api/doctors', query });

async function createDoctor(overrides: Partial<AdminDoctorBody> = {}) {
  const res = await create(body(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return AdminDoctorSchema.parse(res.json());
}
const doctorCount = async () => (await t.database.db.select({ n: count() }).from(doctors))[0]?.n ?? 0;

describe('the seeded doctors', () => {
  it('are at least 12 active doctors across specialities, with registration, council, fees of ₹300 to ₹1,200 and hours in both modes', async () => {
    const page = DoctorListResponseSchema.parse((await publicList({ pageSize: '100' })).json());
    const seeded = page.items.filter((d) => d.id <= 14);
    expect(seeded.length).toBeGreaterThanOrEqual(12);
    expect(new Set(seeded.map((d) => d.specialization)).size).toBeGreaterThanOrEqual(12);
    for (const doctor of seeded) {
      expect(doctor.registrationNumber).toMatch(/\d{3}/);
      expect(doctor.medicalCouncilName).toMatch(/Council|Commission/);
      expect(doctor.consultationFeePaise).toBeGreaterThanOrEqual(30_000);
      expect(doctor.consultationFeePaise).toBeLessThanOrEqual(120_000);
      const detail = DoctorDetailSchema.parse((await t.app.inject({ url: `/api/doctors/${doctor.id}` })).json());
      expect(new Set(detail.availability.map((w) => w.mode))).toEqual(new Set(['clinic', 'online']));
    }
  });

  it('link the demo doctor account doctor@dawa.in to one profile', async () => {
    const [account] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'doctor@dawa.in'));
    const linked = await t.database.db
      .select({ name: doctors.name })
      .from(doctors)
      .where(eq(doctors.userId, account?.id ?? -1));
    expect(linked).toEqual([{ name: 'Dr. Rohan Mehta' }]);
  });
});

describe('POST /api/admin/doctors', () => {
  it('adds a profile with its weekly hours and overrides, normalises the registration number, and audits it', async () => {
    const created = await createDoctor({ registrationNumber: ' mmc/2012/ 07777 ' });
    expect(created).toMatchObject({
      name: 'Dr. Kiran Joshi',
      registrationNumber: 'MMC/2012/ 07777',
      medicalCouncilName: 'Maharashtra Medical Council',
      consultationFeePaise: 90_000,
      active: true,
      linkedAccount: null,
      availability: [
        { mode: 'clinic', dayOfWeek: 1, startTime: '10:00', endTime: '13:00' },
        { mode: 'online', dayOfWeek: 1, startTime: '17:00', endTime: '19:00' },
      ],
      overrides: [{ startDate: '2026-12-24', endDate: '2026-12-26', reason: 'Conference' }],
    });
    const [record, ...more] = await auditRowsOf(t, 'doctor', created.id);
    expect(more).toEqual([]);
    expect(record).toMatchObject({ action: 'create', actorId: admin.session.user.id, before: null });
    expect(record?.after).toMatchObject({ name: 'Dr. Kiran Joshi', consultationFeePaise: 90_000, availability: created.availability });
  });

  it.each([
    ['name', { name: 'D' }, 'Name must be at least 3 characters'],
    ['specialization', { specialization: 'Astrology' as never }, 'Choose a specialization from the list'],
    ['registrationNumber', { registrationNumber: 'ABC' }, 'Registration number must look like one a council issues, e.g. DMC/R/04567'],
    ['medicalCouncil', { medicalCouncil: 'Hogwarts' as never }, 'Choose a medical council from the list'],
    ['consultationFeePaise', { consultationFeePaise: 499.5 }, 'Consultation fee must be whole paise'],
    ['followUpFeePaise', { followUpFeePaise: 100_000 }, 'Follow-up fee cannot be more than the consultation fee'],
    ['experienceYears', { experienceYears: 80 }, 'Experience must be at most 70 years'],
    ['slotMinutes', { slotMinutes: 7 }, 'Slot length must be one of 10, 15, 20, 30, 45, 60 minutes'],
    ['bufferMinutes', { bufferMinutes: 3 }, 'Buffer must be 0 to 60 minutes, in steps of 5'],
    ['bookingWindowDays', { bookingWindowDays: 365 }, 'Booking window must be 1 to 90 days'],
    [
      'availability.0.endTime',
      { availability: [{ mode: 'clinic', dayOfWeek: 2, startTime: '13:00', endTime: '09:00' }] },
      'End time must be after start time',
    ],
    [
      'availability.1.startTime',
      {
        availability: [
          { mode: 'clinic', dayOfWeek: 2, startTime: '09:00', endTime: '13:00' },
          { mode: 'online', dayOfWeek: 2, startTime: '12:00', endTime: '14:00' },
        ],
      },
      'This window overlaps another on Tuesday',
    ],
    [
      'overrides.0.endDate',
      { overrides: [{ startDate: '2026-12-10', endDate: '2026-12-01', reason: 'Leave' }] },
      'End date must be on or after start date',
    ],
    ['offersOnlineConsultation', { offersOnlineConsultation: false }, 'Online hours need online consultation turned on'],
  ] as const)('refuses a bad %s with a message naming it, and writes nothing', async (field, patch, message) => {
    const before = await doctorCount();
    const error = expectError(await create(body(patch as Partial<AdminDoctorBody>)), 400);
    expect(error.fieldErrors?.[field]).toContain(message);
    expect(await doctorCount()).toBe(before);
  });

  it('refuses to link an account that is not a doctor, with a readable message', async () => {
    const customer = await createAccount(t, 'user', 'patient');
    const before = await doctorCount();
    const error = expectError(
      await create(body({ userId: customer.session.user.id })),
      400,
      'Only an account with the doctor role can be linked. Change its role in User Management first.',
    );
    expect(error.fieldErrors?.userId).toBeDefined();
    expectError(await create(body({ userId: 999_999 })), 400, 'No account with this id exists.');
    expect(await doctorCount()).toBe(before);
  });

  it('links a doctor account to at most one profile', async () => {
    const doctorAccount = await createAccount(t, 'doctor', 'medic');
    const first = await createDoctor({ name: 'Dr. Linked One', userId: doctorAccount.session.user.id });
    expect(first.linkedAccount).toEqual({ id: doctorAccount.session.user.id, name: 'Medic Tester', email: doctorAccount.email });
    expectError(
      await create(body({ userId: doctorAccount.session.user.id })),
      409,
      'This doctor account is already linked to Dr. Linked One.',
    );
    // Saving the same profile again keeps its own link.
    expect((await edit(first.id, body({ name: 'Dr. Linked One', userId: doctorAccount.session.user.id }))).statusCode).toBe(200);
  });

  it('refuses a registration number the same council already issued to another doctor', async () => {
    await createDoctor({ registrationNumber: 'GMC/2010/11111', medicalCouncil: 'GMC' });
    expectError(
      await create(validDoctorBody({ registrationNumber: 'gmc/2010/11111', medicalCouncil: 'GMC' })),
      409,
      'Another doctor is already registered with this number at this council.',
    );
    // Another council may issue the same number.
    expect((await create(validDoctorBody({ registrationNumber: 'GMC/2010/11111', medicalCouncil: 'RMC' }))).statusCode).toBe(201);
  });
});

describe('PUT and DELETE /api/admin/doctors/{id}', () => {
  it('replaces the profile and schedule in one go; the audit record keeps only what changed', async () => {
    const created = await createDoctor();
    const res = await edit(
      created.id,
      body({
        registrationNumber: created.registrationNumber,
        consultationFeePaise: 100_000,
        availability: [{ mode: 'online', dayOfWeek: 3, startTime: '18:00', endTime: '20:00' }],
        overrides: [],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const updated = AdminDoctorSchema.parse(res.json());
    expect(updated.consultationFeePaise).toBe(100_000);
    expect(updated.overrides).toEqual([]);
    const windows = await t.database.db.select().from(doctorAvailability).where(eq(doctorAvailability.doctorId, created.id));
    expect(windows.map((w) => [w.mode, w.dayOfWeek, w.startTime])).toEqual([['online', 3, '18:00:00']]);
    const records = await auditRowsOf(t, 'doctor', created.id);
    expect(records.map((r) => r.action)).toEqual(['create', 'update']);
    expect(records[1]?.before).toEqual({
      consultationFeePaise: 90_000,
      availability: created.availability,
      overrides: created.overrides,
    });
    expect(records[1]?.after).toEqual({
      consultationFeePaise: 100_000,
      availability: [{ mode: 'online', dayOfWeek: 3, startTime: '18:00', endTime: '20:00' }],
      overrides: [],
    });
  });

  it('refuses a bad edit and leaves profile, hours and overrides as they were', async () => {
    const created = await createDoctor();
    const bad = body({ registrationNumber: created.registrationNumber, consultationFeePaise: 1, availability: [] });
    expectError(await edit(created.id, bad), 400);
    const [row] = await t.database.db.select().from(doctors).where(eq(doctors.id, created.id));
    expect(row?.consultationFeePaise).toBe(90_000);
    expect(await t.database.db.select().from(doctorDateOverrides).where(eq(doctorDateOverrides.doctorId, created.id))).toHaveLength(1);
    expect(await auditRowsOf(t, 'doctor', created.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown doctor', async () => {
    expectError(await edit(999_999, body()), 404, 'Doctor not found.');
    expectError(
      await t.app.inject({ method: 'DELETE', url: '/api/admin/doctors/999999', headers: admin.headers }),
      404,
      'Doctor not found.',
    );
    expectError(await t.app.inject({ url: '/api/admin/doctors/abc', headers: admin.headers }), 400);
  });

  it('deactivates softly: hidden from patients, kept for staff, audited', async () => {
    const created = await createDoctor({ name: 'Dr. Soon Gone' });
    expect((await t.app.inject({ url: `/api/doctors/${created.id}` })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/doctors/${created.id}`, headers: admin.headers });
    expect(AdminDoctorSchema.parse(res.json()).active).toBe(false);
    expectError(await t.app.inject({ url: `/api/doctors/${created.id}` }), 404, 'Doctor not found.');
    expect(DoctorListResponseSchema.parse((await publicList({ search: 'Soon Gone' })).json()).total).toBe(0);
    expect(AdminDoctorListResponseSchema.parse((await adminList({ search: 'Soon Gone' })).json()).items[0]).toMatchObject({
      active: false,
    });
    expect((await t.database.db.select().from(doctorAvailability).where(eq(doctorAvailability.doctorId, created.id))).length).toBe(2);
    const records = await auditRowsOf(t, 'doctor', created.id);
    expect(records.at(-1)).toMatchObject({ action: 'delete', before: { active: true }, after: { active: false } });
  });
});

describe('GET /api/admin/doctors', () => {
  it('searches name, specialization and city on the server, filters and pages', async () => {
    const city = `Zed${crypto.randomBytes(3).toString('hex')}pur`;
    await createDoctor({ name: 'Dr. Alpha Zeta', city, specialization: 'Neurology' });
    await createDoctor({ name: 'Dr. Beta Zeta', city, specialization: 'Dermatology', offersOnlineConsultation: false, availability: [] });
    await createDoctor({ name: 'Dr. Gamma Zeta', city, specialization: 'Neurology', active: false });

    const byCity = AdminDoctorListResponseSchema.parse((await adminList({ search: city.toLowerCase() })).json());
    expect(byCity.items.map((d) => d.name)).toEqual(['Dr. Alpha Zeta', 'Dr. Beta Zeta', 'Dr. Gamma Zeta']);
    const neuro = AdminDoctorListResponseSchema.parse((await adminList({ search: city, specialization: 'Neurology' })).json());
    expect(neuro.items.map((d) => d.name)).toEqual(['Dr. Alpha Zeta', 'Dr. Gamma Zeta']);
    const offline = AdminDoctorListResponseSchema.parse((await adminList({ search: city, online: 'false' })).json());
    expect(offline.items.map((d) => d.name)).toEqual(['Dr. Beta Zeta']);
    const inactive = AdminDoctorListResponseSchema.parse((await adminList({ search: city, active: 'false' })).json());
    expect(inactive.items.map((d) => d.name)).toEqual(['Dr. Gamma Zeta']);
    const paged = AdminDoctorListResponseSchema.parse((await adminList({ search: city, pageSize: '2', page: '2' })).json());
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2, pageCount: 2 });
    expect(paged.items.map((d) => d.name)).toEqual(['Dr. Gamma Zeta']);
  });

  it('refuses bad filters with a message naming the parameter', async () => {
    expect(expectError(await adminList({ online: 'maybe' }), 400).fieldErrors?.online).toEqual(['online must be true or false']);
    expect(expectError(await adminList({ page: '0' }), 400).fieldErrors?.page).toBeDefined();
  });
});

describe('the public doctors API', () => {
  it('lists active doctors searched on name or specialization, and shows no private field', async () => {
    const account = await createAccount(t, 'doctor', 'private');
    const created = await createDoctor({ name: 'Dr. Public Person', userId: account.session.user.id });
    const bySpeciality = DoctorListResponseSchema.parse((await publicList({ search: 'dermatology', pageSize: '100' })).json());
    expect(bySpeciality.items.length).toBeGreaterThan(0);
    expect(bySpeciality.items.every((d) => d.specialization === 'Dermatology')).toBe(true);

    const res = await publicList({ search: 'public person' });
    expect(res.body).not.toContain(account.email);
    const [item] = DoctorListResponseSchema.parse(res.json()).items;
    expect(item?.id).toBe(created.id);
    expect(Object.keys(item ?? {})).not.toEqual(expect.arrayContaining(['userId']));
    const detail = await t.app.inject({ url: `/api/doctors/${created.id}` });
    const keys = Object.keys(detail.json());
    for (const hidden of ['userId', 'linkedAccount', 'overrides', 'active', 'bufferMinutes', 'minNoticeMinutes'])
      expect(keys).not.toContain(hidden);
    expect(detail.body).not.toContain(account.email);
    expect(detail.body).not.toContain('Conference');
  });

  it('pages and refuses bad queries', async () => {
    const page = DoctorListResponseSchema.parse((await publicList({ pageSize: '5', page: '2' })).json());
    expect(page.items).toHaveLength(5);
    expect(page.page).toBe(2);
    expectError(await publicList({ pageSize: '1000' }), 400);
    expectError(await t.app.inject({ url: '/api/doctors/0' }), 400);
    expectError(await t.app.inject({ url: '/api/doctors/999999' }), 404, 'Doctor not found.');
  });
});

describe('POST /api/admin/doctors/{id}/photo', () => {
  function multipart(field: string, bytes: Buffer, type = 'image/png') {
    const boundary = `----dawa${crypto.randomBytes(6).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="photo"\r\nContent-Type: ${type}\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }
  const upload = (id: number, field: string, bytes: Buffer, type?: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/doctors/${id}/photo`, ...multipart(field, bytes, type) });

  it('re-encodes an image as a 200x200 JPEG, serves it, replaces the old one and audits the change', async () => {
    const created = await createDoctor();
    const png = await sharp({ create: { width: 300, height: 500, channels: 3, background: '#2266aa' } })
      .png()
      .toBuffer();
    const first = DoctorPhotoResponseSchema.parse((await upload(created.id, 'photo', png)).json());
    const served = await t.app.inject({ url: first.photoUrl });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 200, height: 200 });
    const second = DoctorPhotoResponseSchema.parse((await upload(created.id, 'photo', png)).json());
    expect((await t.app.inject({ url: first.photoUrl })).statusCode).toBe(404);
    expect(DoctorDetailSchema.parse((await t.app.inject({ url: `/api/doctors/${created.id}` })).json()).photoUrl).toBe(second.photoUrl);
    expect((await auditRowsOf(t, 'doctor', created.id)).map((r) => r.action)).toEqual(['create', 'update', 'update']);
  });

  it('refuses a file that is not an image by its bytes, whatever its declared type, and keeps no photo', async () => {
    const created = await createDoctor();
    expectError(await upload(created.id, 'photo', Buffer.from('%PDF-1.7 not an image'), 'image/png'), 415, 'Please select an image file');
    expectError(await upload(created.id, 'picture', Buffer.from('x')), 400, 'Please select an image file');
    expectError(
      await upload(
        999_999,
        'photo',
        await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
      ),
      404,
    );
    const [row] = await t.database.db.select({ photoKey: doctors.photoKey }).from(doctors).where(eq(doctors.id, created.id));
    expect(row?.photoKey).toBeNull();
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_REFUSALS } from '@dawa/shared/care/appointment-state';
import { appointments } from '../../src/db/schema/index.ts';
import { expectError, expectReason } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditRowsOf, createAccount, type Account } from '../admin/staff-helpers.ts';
import { insertAppointment, insertDoctorProfile } from '../care/care-room-fixtures.ts';

// The appointment table (packages/shared/src/care/appointment-state.ts) through the real app: a move
// it refuses is a 409 with its sentence, and the row, its fee and the audit log stay as they were.
let t: TestApp;
let patient: Account;
let doctor: Account;
let completed: number;
beforeAll(async () => {
  t = await createTestApp();
  patient = await createAccount(t, 'user', 'patient');
  doctor = await createAccount(t, 'doctor');
  const profile = await insertDoctorProfile(t, doctor.session.user.id);
  completed = await insertAppointment(t, {
    patientId: patient.session.user.id,
    doctorId: profile,
    startsAt: new Date(Date.now() - 60 * 60_000),
    status: 'completed',
  });
});
afterAll(() => t.close());

const rowOf = async (id: number) => (await t.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

describe('the appointment table refuses', () => {
  it('marking a completed consultation no-show: 409, nothing written', async () => {
    const before = await rowOf(completed);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/schedule/${completed}/status`,
      headers: doctor.headers,
      payload: { status: 'no_show' },
    });
    const body = expectError(res, 409, APPOINTMENT_REFUSALS.notLive.message);
    expect(body.code).toBe('conflict');
    expect(await rowOf(completed)).toEqual(before);
    expect((await auditRowsOf(t, 'appointment', completed)).filter((r) => r.action === 'status_change')).toEqual([]);
  });

  it("the patient's cancel of a completed consultation: 409 with the locked reason, nothing written", async () => {
    const before = await rowOf(completed);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/appointments/${completed}`, headers: patient.headers });
    expectReason(expectError(res, 409, APPOINTMENT_REFUSALS.locked.message), 'appointment_locked');
    expect(await rowOf(completed)).toEqual(before);
  });
});

import crypto from 'node:crypto';
import { appointments, doctors } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** A doctor profile linked to a doctor account (Doctor Management is how admins make these; this is a fixture). */
export async function insertDoctorProfile(t: TestApp, userId: number | null, overrides: Partial<typeof doctors.$inferInsert> = {}): Promise<number> {
  const [row] = await t.database.db
    .insert(doctors)
    .values({
      name: 'Dr. Test Doctor',
      specialization: 'General Medicine',
      qualifications: 'MBBS',
      experienceYears: 10,
      registrationNumber: `DMC/R/${crypto.randomInt(10_000, 99_999)}`,
      medicalCouncil: 'DMC',
      consultationFeePaise: 50_000,
      followUpFeePaise: 30_000,
      offersOnlineConsultation: true,
      city: 'Delhi',
      userId,
      ...overrides,
    })
    .returning({ id: doctors.id });
  if (!row) throw new Error('no doctor inserted');
  return row.id;
}

/** An appointment row between a patient and a doctor profile (the booking API is care-booking's; this is a fixture). */
export async function insertAppointment(
  t: TestApp,
  values: { patientId: number; doctorId: number; startsAt: Date; minutes?: number; mode?: 'clinic' | 'online'; status?: 'scheduled' | 'confirmed' | 'completed' | 'cancelled' | 'no_show' | 'pending_payment' },
): Promise<number> {
  const status = values.status ?? 'confirmed';
  const [row] = await t.database.db
    .insert(appointments)
    .values({
      patientId: values.patientId,
      doctorId: values.doctorId,
      mode: values.mode ?? 'online',
      reason: 'Fever for three days',
      startsAt: values.startsAt,
      endsAt: new Date(values.startsAt.getTime() + (values.minutes ?? 15) * 60_000),
      status,
      feePaise: 50_000,
      paymentStatus: values.mode === 'clinic' ? 'pay_at_clinic' : 'paid',
      cancelledAt: status === 'cancelled' ? new Date() : null,
    })
    .returning({ id: appointments.id });
  if (!row) throw new Error('no appointment inserted');
  return row.id;
}

/** A multipart form with a JSON field and optionally one file. */
export function multipartForm(fields: Record<string, string>, file?: { field: string; filename: string; contentType: string; data: Buffer }) {
  const boundary = `----dawa${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

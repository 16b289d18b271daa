import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatReplySchema, SymptomCheckResponseSchema } from '@dawa/shared/assistant/chat';
import { clinicInstant } from '@dawa/shared/care/slots';
import { earliestSlotFor } from '../../src/modules/appointments/earliest-slot.ts';
import { appointments } from '../../src/db/schema/index.ts';
import { createBookableDoctor } from '../appointments/helpers.ts';
import { createVerifiedUser } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 22: a doctor level names the earliest free slot of our own booking that meets it — in person
// today for doctor_today, within 3 days (online fine) for doctor_soon — and never a later one as if it were enough.

let t: TestApp;
// A specialty of this test's own, so seeded doctors do not take part.
const SPECIALTY = 'Dentistry';
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// 03:30 UTC = 09:00 IST on a clinic day; the test doctor sees patients 08:00-20:00 in the clinic, 20:00-23:00 online.
const MORNING = new Date('2030-03-04T03:30:00Z');
// 15:30 UTC = 21:00 IST: the clinic has closed for the day, the online hours have not.
const EVENING = new Date('2030-03-04T15:30:00Z');

describe('the earliest slot on a doctor level', () => {
  it('doctor_today: the first clinic slot today, not an online one', async () => {
    const doctor = await createBookableDoctor(t, { specialization: SPECIALTY, name: 'Dr. Early Today' });
    const slot = await earliestSlotFor(t.database.db, 'doctor_today', SPECIALTY, MORNING);
    expect(slot).toMatchObject({ doctorId: doctor.id, mode: 'clinic', date: '2030-03-04', dayOffset: 0, label: '9:00 AM - 9:30 AM' });
  });

  it('doctor_today after the clinic has closed: none (see a doctor elsewhere today), not tomorrow’s slot nor tonight’s video call', async () => {
    expect(await earliestSlotFor(t.database.db, 'doctor_today', SPECIALTY, EVENING)).toBeNull();
  });

  it('doctor_soon: the first slot of any mode within 3 days, tonight online', async () => {
    const slot = await earliestSlotFor(t.database.db, 'doctor_soon', SPECIALTY, EVENING);
    expect(slot).toMatchObject({ mode: 'online', date: '2030-03-04', dayOffset: 0, label: '9:00 PM - 9:30 PM' });
  });

  it('skips a taken slot', async () => {
    const patient = await createVerifiedUser(t);
    const doctor = (await earliestSlotFor(t.database.db, 'doctor_today', SPECIALTY, MORNING))!;
    await t.database.db.insert(appointments).values({
      patientId: patient.session.user.id,
      doctorId: doctor.doctorId,
      mode: 'clinic',
      appointmentType: 'consultation',
      reason: 'Checkup',
      startsAt: clinicInstant('2030-03-04', 9 * 60),
      endsAt: clinicInstant('2030-03-04', 9 * 60 + 30),
      status: 'scheduled',
      feePaise: 50_000,
      paymentStatus: 'pay_at_clinic',
    });
    expect(await earliestSlotFor(t.database.db, 'doctor_today', SPECIALTY, MORNING)).toMatchObject({ label: '9:30 AM - 10:00 AM' });
  });

  it('is not searched at self-care or at an emergency', async () => {
    expect(await earliestSlotFor(t.database.db, 'self_care', SPECIALTY, MORNING)).toBeUndefined();
    expect(await earliestSlotFor(t.database.db, 'emergency', SPECIALTY, MORNING)).toBeUndefined();
  });

  it('the symptom checker returns it with a doctor level, and none with an emergency', async () => {
    await createBookableDoctor(t, { specialization: 'General Physician' });
    const soon = SymptomCheckResponseSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/ai/symptom-checker',
          payload: { symptoms: "I fainted once this morning, I'm fine now" },
        })
      ).json(),
    );
    expect(soon.triage.level).toBe('doctor_soon');
    expect(soon.triage.earliestSlot?.dayOffset).toBeLessThan(3);
    const emergency = SymptomCheckResponseSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/ai/symptom-checker', payload: { symptoms: 'crushing chest pain' } })).json(),
    );
    expect(emergency.triage.level).toBe('emergency');
    expect(emergency.triage.earliestSlot).toBeUndefined();
  });

  it('the booking action opens on that slot, and the chat says which slot it is', async () => {
    const symptoms = "I fainted once this morning, I'm fine now";
    const checked = SymptomCheckResponseSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/ai/symptom-checker', payload: { symptoms } })).json(),
    );
    const slot = checked.triage.earliestSlot!;
    const href = new URL(checked.triage.bookingHref!, 'http://dawa.test');
    expect(href.pathname).toBe('/appointments/book');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      doctor: String(slot.doctorId),
      date: slot.date,
      mode: slot.mode,
      slot: slot.startsAt,
    });

    const chat = ChatReplySchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/ai/chat', payload: { message: symptoms, history: [] } })).json(),
    );
    expect(chat.triage?.level).toBe('doctor_soon');
    expect(chat.reply).toContain(`Earliest free slot with our doctors: ${chat.triage!.earliestSlot!.doctorName}`);
    expect(chat.texts?.some((text) => text.code === 'triage.earliestSlot')).toBe(true);
    expect(chat.links.find((link) => link.kind === 'booking')?.href).toBe(chat.triage!.bookingHref);
  });
});

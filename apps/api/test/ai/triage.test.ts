import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatReplySchema, SymptomCheckResponseSchema } from '@dawa/shared/assistant/chat';
import { SymptomAnalysisResponseSchema } from '@dawa/shared/assistant/intake/analysis';
import { slotBookingHref } from '@dawa/shared/assistant/triage/answer';
import { RULES_VERSION } from '@dawa/shared/assistant/triage/rules';
import { PROTOCOLS_VERSION } from '@dawa/shared/assistant/triage/protocols/index';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The urgency on every symptom answer (issue 22), through the real app and its seeded catalogue.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const check = async (symptoms: string) =>
  SymptomCheckResponseSchema.parse((await t.app.inject({ method: 'POST', url: '/api/ai/symptom-checker', payload: { symptoms } })).json());
const chat = async (message: string, history: { sender: 'user' | 'bot'; content: string }[] = []) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/ai/chat', payload: { message, history } });
  expect(res.statusCode, res.body).toBe(200);
  return ChatReplySchema.parse(res.json());
};
const analyse = async (over: Record<string, unknown>) => {
  const intake = {
    age: 34,
    sex: 'female',
    primarySymptom: 'headache',
    duration: '2 days',
    severity: 4,
    additionalSymptoms: [],
    chronicConditions: [],
    redFlags: 'no',
    ...over,
  };
  const res = await t.app.inject({ method: 'POST', url: '/api/ai/symptoms-analysis', payload: intake });
  expect(res.statusCode, res.body).toBe(200);
  return SymptomAnalysisResponseSchema.parse(res.json());
};

describe('symptom checker', () => {
  it('burning urine: see a doctor soon, where to book, and no pain gel (nothing to buy)', async () => {
    const body = await check('burning when I pee for 2 days');
    expect(body.triage).toMatchObject({ level: 'doctor_soon', specialization: 'General Physician', call: [] });
    // On our earliest General Physician slot when one meets the level, else on the doctor search.
    const slot = body.triage.earliestSlot;
    expect(body.triage.bookingHref).toBe(slot ? slotBookingHref(slot) : '/appointments/book?specialization=General%20Physician');
    expect(body.suggestions).toEqual([]);
  });

  it('fever with a stiff neck and eyes hurting in light: an emergency with 108/112 and nothing to buy', async () => {
    const body = await check('fever, stiff neck and the light hurts my eyes');
    expect(body.status).toBe('emergency');
    expect(body.triage).toMatchObject({ level: 'emergency', call: ['108', '112'], bookingHref: null });
    expect(body.suggestions).toEqual([]);
  });

  it('the Hindi sore throat and runny nose gets self-care products, with when to get help', async () => {
    const body = await check('गले में खराश और नाक बहना 2 दिन से');
    expect(body.triage.level).toBe('self_care');
    expect(body.status).toBe('ok');
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.triage.escalation.length).toBeGreaterThan(0);
    expect(body.triage.escalation[0]?.hi).toMatch(/डॉक्टर/);
  });

  it('records the versions that decided, and the reasons in English and Hindi', async () => {
    const body = await check('my 2 year old has had a fever for 5 days');
    expect(body.triage).toMatchObject({
      level: 'doctor_today',
      rulesVersion: RULES_VERSION,
      protocolsVersion: PROTOCOLS_VERSION,
      specialization: 'Paediatrics',
    });
    expect(body.triage.reasons.map((reason) => reason.en)).toContain('A child’s fever for 5 days or more.');
    expect(body.triage.reasons.map((reason) => reason.hi)).toContain('बच्चे को 5 दिन या अधिक से बुखार।');
    // Our earliest paediatrics slot today when there is one (the clock decides), else the doctor search for today.
    const slot = body.triage.earliestSlot;
    expect(body.triage.bookingHref).toBe(slot ? slotBookingHref(slot) : '/appointments/book?specialization=Paediatrics&when=today');
  });

  it('an answer that says nothing we know sends to a doctor with a question, not to self-care', async () => {
    const body = await check('my left ear feels strange');
    expect(body.triage.level).not.toBe('emergency');
    const unknown = await check('something is off with me');
    expect(unknown.triage).toMatchObject({ level: 'doctor_soon', followUp: 'red_flags' });
    expect(unknown.suggestions).toEqual([]);
  });
});

describe('chat', () => {
  it('a fever without an age: one short question and no products until it is answered; the answer decides', async () => {
    const first = await chat('my baby has fever');
    expect(first.triage?.followUp).toBe(null);
    const asked = await chat('I have a fever');
    expect(asked.triage).toMatchObject({ followUp: 'age', followUpQuestion: { en: 'How old is the person who is unwell?' } });
    expect(asked.links.filter((link) => link.kind === 'product')).toEqual([]);
    expect(asked.reply).toContain('How old is the person who is unwell?');
    const answered = await chat('2 months', [
      { sender: 'user', content: 'I have a fever' },
      { sender: 'bot', content: asked.reply },
    ]);
    expect(answered.kind).toBe('emergency');
    expect(answered.triage).toMatchObject({ level: 'emergency', call: ['108', '112'] });
  });

  it("a child's bloody diarrhoea: see a doctor today with a paediatrician, no probiotics", async () => {
    const body = await chat('my 4 year old has bloody diarrhoea since this morning');
    expect(body.triage).toMatchObject({ level: 'doctor_today', specialization: 'Paediatrics' });
    expect(body.links.filter((link) => link.kind === 'product')).toEqual([]);
    const slot = body.triage?.earliestSlot;
    const href = slot ? slotBookingHref(slot) : '/appointments/book?specialization=Paediatrics&when=today';
    expect(body.links).toContainEqual(expect.objectContaining({ kind: 'booking', href }));
  });

  it('the issue’s missed emergencies are emergencies with nothing to buy', async () => {
    for (const message of [
      'numbness of my arm and face',
      'sudden thunderclap headache',
      'I swallowed about 20 sleeping pills',
      'confusion and yellow eyes after days of paracetamol pills',
    ]) {
      const body = await chat(message);
      expect(body.kind, message).toBe('emergency');
      expect(body.triage?.level, message).toBe('emergency');
      expect(
        body.links.filter((link) => link.kind === 'product'),
        message,
      ).toEqual([]);
    }
  });

  it('words that name no complaint we know but tell of someone\'s health get an urgency and a booking, not "I did not understand"', async () => {
    for (const message of [
      'mere pairon mein 2 hafte se sujan hai',
      'My 10 year old has been wetting the bed again for a month',
      'baal bahut jhad rahe hain 2 mahine se',
    ]) {
      const reply = await chat(message);
      expect(reply.intent, message).toBe('symptoms');
      expect(reply.triage?.level, message).toBe('doctor_soon');
      expect(
        reply.links.some((link) => link.kind === 'booking'),
        message,
      ).toBe(true);
    }
    // A message about something else is not turned into a health answer.
    expect((await chat('is delivery possible in 2 days to my pin 560001')).triage).toBeFalsy();
  });

  it('answers about orders carry no triage, in English and in Devanagari', async () => {
    expect((await chat('where is my order')).triage).toBeNull();
    const hindi = await chat('मेरा ऑर्डर कब आएगा');
    expect(hindi.intent).toBe('orders');
    expect(hindi.triage).toBeNull();
  });
});

describe('guided intake', () => {
  it('a mild headache: self-care, with the triage beside the summary', async () => {
    const body = await analyse({});
    expect(body.triage.level).toBe('self_care');
    expect(body.recommendation).toBe('self_care');
  });

  it('severity raises the level, a protocol finding raises it, neither lowers it', async () => {
    expect((await analyse({ severity: 9 })).triage).toMatchObject({ level: 'doctor_today', ruleIds: ['intake.severity'] });
    const foot = await analyse({ primarySymptom: 'wound on my foot that is red', chronicConditions: ['diabetes'] });
    expect(foot.triage.level).toBe('doctor_today');
    expect(foot.recommendation).toBe('doctor_today');
  });

  it('a protocol emergency in the answers is an emergency', async () => {
    const body = await analyse({ primarySymptom: 'fever', additionalSymptoms: ['stiff neck'] });
    expect(body.status).toBe('emergency');
    expect(body.triage.level).toBe('emergency');
  });
});

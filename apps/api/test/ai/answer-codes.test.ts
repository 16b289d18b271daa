import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordAssistantText, wordAssistantTexts, type AssistantText, type WordKey } from '@dawa/shared/assistant/answer-texts';
import { ChatReplySchema, RecommendationsResponseSchema, SymptomCheckResponseSchema, type ChatReply } from '@dawa/shared/assistant/chat';
import { SymptomAnalysisResponseSchema } from '@dawa/shared/assistant/intake/analysis';
import en from '@dawa/shared/i18n/catalogues/en/assistant';
import hi from '@dawa/shared/i18n/catalogues/hi/assistant';
import { createTranslator } from '@dawa/shared/i18n/messages';
import { createVerifiedUser } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The assistant's server-made sentences come as codes beside their English (decision 040): the
// English is exactly the codes worded by the English catalogue, and the Hindi catalogue words them too.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const english = createTranslator(en, 'en') as unknown as WordKey;
const hindi = createTranslator(hi, 'hi') as unknown as WordKey;
const DEVANAGARI = /[\u0900-\u097F]/;

async function chat(message: string, headers: Record<string, string> = {}): Promise<ChatReply> {
  const res = await t.app.inject({ method: 'POST', url: '/api/ai/chat', headers, payload: { message, history: [], language: 'hi' } });
  expect(res.statusCode, res.body).toBe(200);
  return ChatReplySchema.parse(res.json());
}

/** The reply's codes: its English is the reply, and they word in Hindi. */
function codesOf(body: ChatReply): AssistantText[] {
  expect(body.texts, body.reply).not.toBeNull();
  const texts = body.texts ?? [];
  expect(wordAssistantTexts(texts, english)).toBe(body.reply);
  expect(wordAssistantTexts(texts, hindi)).toMatch(DEVANAGARI);
  return texts;
}

describe('chat answers as codes', () => {
  it.each([
    ['hello', 'greeting'],
    ['tell me a joke', 'fallback'],
    ['What is zolgensma used for?', 'unknownMedicine'],
    ['connect to agent', 'handoff'],
    ['prescribe me an antibiotic', 'prescribe'],
    ['Can I take 2 tablets instead of 1?', 'changeDose'],
  ])('%s → the fixed reply %s', async (message, code) => {
    expect(codesOf(await chat(message))).toEqual([{ code, params: {} }]);
  });

  it('a medicine answer: our chrome as codes, the medicine name and its English monograph body as values', async () => {
    const body = await chat('Dolo 650 dose?');
    const texts = codesOf(body);
    expect(texts.map((text) => text.code)).toEqual(
      expect.arrayContaining(['medicine.usualDose', 'medicine.maxDose', 'medicine.howToTake']),
    );
    expect(texts.find((text) => text.code === 'medicine.usualDose')?.params).toMatchObject({ name: 'Paracetamol' });
    const maxDose = texts.find((text) => text.code === 'medicine.maxDose')?.params;
    expect(Object.keys(maxDose ?? {})).toEqual(['dose']);
    expect(maxDose?.dose).toMatch(/^4 g/);
    const monograph = body.links.find((link) => link.kind === 'monograph');
    expect(monograph?.labelText).toEqual({ code: 'link.monograph', params: { name: 'Paracetamol' } });
    expect(wordAssistantText(monograph!.labelText!, hindi)).toBe('Paracetamol: दवा की जानकारी');
    // A product's name is not ours: it has no code.
    expect(body.links.find((link) => link.label === 'Dolo 650 Tablet')?.labelText).toBeUndefined();
  });

  it('an interaction answer: the severity is the code, the names and the effect are values', async () => {
    const texts = codesOf(await chat('Can I take ibuprofen with aspirin?'));
    expect(texts[0]?.code).toMatch(/^interaction\.(severe|moderate|minor)$/);
    expect(texts[0]?.params).toMatchObject({ a: 'Ibuprofen', b: 'Aspirin' });
    expect(typeof texts[0]?.params.effect).toBe('string');
    expect(texts[1]?.code).toBe('medicine.quote');
  });

  it('a visitor asking about an order: log in, the delivery rules and the PIN code estimate, as codes', async () => {
    const body = await chat('Where is my order? Delivery to 560001?');
    const texts = codesOf(body);
    expect(texts).toEqual([
      { code: 'signInForOrders', params: {} },
      { code: 'deliveryCharge', params: { charge: '₹40.00', freeAbove: '₹499.00' } },
      {
        code: 'deliveryTimes',
        params: {
          metro: { code: 'businessDays', params: { min: 1, max: 2 } },
          tier2: { code: 'businessDays', params: { min: 2, max: 3 } },
          rest: { code: 'businessDays', params: { min: 3, max: 5 } },
        },
      },
      { code: 'deliveryToPin', params: { pin: '560001', days: { code: 'businessDays', params: { min: 1, max: 2 } } } },
    ]);
    expect(wordAssistantText(texts[3]!, hindi)).toBe('PIN कोड 560001 पर: 1-2 कामकाजी दिन में डिलीवरी।');
    expect(body.links).toContainEqual({ kind: 'page', label: 'Log in', labelText: { code: 'link.logIn', params: {} }, href: '/login' });
  });

  it('a signed-in customer without orders', async () => {
    const customer = await createVerifiedUser(t);
    expect(codesOf(await chat('where is my order', customer.headers))).toEqual([{ code: 'noOrders', params: {} }]);
  });

  it('a symptom answer: the symptoms named by their codes', async () => {
    const texts = codesOf(await chat('I have a headache and fever since morning, I am 30'));
    // The urgency comes first (issue 22), then the products.
    expect(texts[0]).toEqual({ code: 'triage.selfCare', params: {} });
    expect(wordAssistantText(texts[0]!, hindi)).toBe('इसका ध्यान आमतौर पर घर पर फार्मेसी की मदद से रखा जा सकता है। बिगड़े तो मदद लें।');
    expect(texts[1]).toEqual({
      code: 'symptoms.summary',
      params: {
        symptoms: [
          { code: 'symptom.fever', params: {} },
          { code: 'symptom.headache', params: {} },
        ],
      },
    });
    expect(wordAssistantText(texts[1]!, hindi)).toBe('बुखार, सिरदर्द के लिए ये बिना पर्चे वाले प्रोडक्ट मदद कर सकते हैं। इस्तेमाल से पहले लेबल पढ़ें।');
    expect(texts.map((text) => text.code)).toEqual(expect.arrayContaining(['seeDoctor.fever', 'seeDoctor.headache', 'seeDoctor.general']));
  });

  it('the emergency advice has no codes: it is already in the language asked', async () => {
    const body = await chat('I have severe chest pain');
    expect(body).toMatchObject({ kind: 'emergency', texts: null });
    expect(body.reply).toMatch(DEVANAGARI);
  });
});

describe('the symptom checker, the analysis and the recommendations as codes', () => {
  it('the symptom checker: summary, why each product fits, when to see a doctor and the advice', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/ai/symptom-checker', payload: { symptoms: 'sore throat and runny nose' } });
    const body = SymptomCheckResponseSchema.parse(res.json());
    expect(body.messageText?.code).toBe('symptoms.summary');
    expect(wordAssistantText(body.messageText!, english)).toBe(body.message);
    expect(body.seeDoctorTexts.map((text) => wordAssistantText(text, english))).toEqual(body.seeDoctor);
    expect(body.seeDoctorTexts.map((text) => text.code)).toEqual(['seeDoctor.cold', 'seeDoctor.soreThroat', 'seeDoctor.general']);
    expect(body.adviceText).toEqual({ code: 'symptoms.consultProfessional', params: {} });
    for (const suggestion of body.suggestions) {
      expect(wordAssistantTexts(suggestion.whyTexts, english)).toBe(suggestion.why);
      expect(suggestion.whyTexts[0]?.code).toMatch(/^symptoms\.listedFor/);
    }
    const none = SymptomCheckResponseSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/ai/symptom-checker', payload: { symptoms: 'my left ear feels strange' } })).json(),
    );
    expect(none.messageText).toEqual({ code: 'symptoms.noMedications', params: {} });
    expect(wordAssistantText(none.messageText!, hindi)).toBe('इन लक्षणों के लिए कोई खास दवा नहीं मिली।');
  });

  it("the analysis: each summary line a code, the person's own answers kept as values", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/symptoms-analysis',
      payload: {
        age: 34,
        sex: 'female',
        primarySymptom: 'सिरदर्द',
        duration: '2 दिन',
        severity: 4,
        additionalSymptoms: [],
        chronicConditions: [],
        redFlags: 'नहीं',
      },
    });
    const body = SymptomAnalysisResponseSchema.parse(res.json());
    expect(body.lines?.map((line) => wordAssistantText(line, english))).toEqual(body.analysis);
    expect(body.lines?.[0]).toEqual({ code: 'analysis.main', params: { symptom: 'सिरदर्द', duration: '2 दिन', severity: 4 } });
    expect(wordAssistantText(body.lines![0]!, hindi)).toBe('मुख्य लक्षण: सिरदर्द, 2 दिन से, गंभीरता 4/10।');
    expect(body.lines?.at(-1)).toEqual({
      code: 'analysis.recommendation',
      params: { recommendation: { code: 'recommendation.self_care', params: {} } },
    });
  });

  it('an emergency in the analysis: the advice in English and its category for the page to word', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/symptoms-analysis',
      payload: {
        age: 50,
        sex: 'male',
        primarySymptom: 'सीने में दर्द',
        duration: '1 घंटा',
        severity: 8,
        additionalSymptoms: [],
        chronicConditions: [],
        redFlags: 'नहीं',
      },
    });
    expect(SymptomAnalysisResponseSchema.parse(res.json())).toMatchObject({ status: 'emergency', category: 'cardiac', lines: null });
  });

  it('the recommendations: each reason a code beside its English', async () => {
    const customer = await createVerifiedUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/recommendations',
      headers: customer.headers,
      payload: { conditions: ['diabetes'], allergies: ['ibuprofen'], currentMedications: [] },
    });
    const body = RecommendationsResponseSchema.parse(res.json());
    const reasoned = [...body.products, ...body.excluded];
    expect(reasoned.length).toBeGreaterThan(0);
    for (const row of reasoned) expect(wordAssistantText(row.reasonText, english)).toBe(row.reason);
    const glucometer = body.products.find((p) => p.reasonText.code === 'rec.condition');
    expect(wordAssistantText(glucometer!.reasonText, hindi)).toMatch(/^डायबिटीज़ के लिए उपयोगी: /);
  });
});

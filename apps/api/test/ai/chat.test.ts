import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatReplySchema, type ChatReply } from '@dawa/shared/assistant/chat';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function ask(message: unknown, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/ai/chat', headers, payload: { message, history: [], ...extra } });
}
async function reply(message: string, headers: Record<string, string> = {}): Promise<ChatReply> {
  const res = await ask(message, {}, headers);
  expect(res.statusCode, res.body).toBe(200);
  const body = ChatReplySchema.parse(res.json());
  // Every reply, whatever it says, carries the label and the disclaimer.
  expect(body.label).toBe('Not medical advice');
  expect(body.disclaimer).toContain('not a medical diagnosis or a prescription');
  return body;
}

describe('the chat answers medicine questions from the knowledge base and the catalogue', () => {
  it('what a salt is for, linking its products and its information', async () => {
    const body = await reply('What is paracetamol for?');
    expect(body).toMatchObject({ kind: 'answer', intent: 'medication', provider: 'offline' });
    expect(body.reply).toContain('Paracetamol is used for: Fever');
    expect(body.links.some((l) => l.kind === 'product' && l.href.startsWith('/product/'))).toBe(true);
    expect(body.links.some((l) => l.kind === 'monograph' && l.href.endsWith('#drug-information'))).toBe(true);
    expect(body.sources.length).toBeGreaterThan(0);
  });

  it('a brand name is read as its salt: the dose and the maximum a day', async () => {
    const body = await reply('Dolo 650 dose?');
    expect(body.reply).toContain('Usual adult dose of Paracetamol');
    expect(body.reply).toContain('Maximum in a day: 4 g');
    expect(body.links.some((l) => l.label === 'Dolo 650 Tablet')).toBe(true);
  });

  it.each([
    ['ibuprofen side effects', 'Common side effects of Ibuprofen'],
    ['is ibuprofen safe in pregnancy', 'Pregnancy and breastfeeding:'],
    ['can I drink alcohol with paracetamol', 'Alcohol:'],
    ['does aspirin affect driving', 'Driving:'],
    ['how to store paracetamol', 'Storage:'],
  ])('%s → %s', async (question, expected) => {
    expect((await reply(question)).reply).toContain(expected);
  });

  it('two medicines together: the interaction from the table', async () => {
    const body = await reply('Can I take ibuprofen with aspirin?');
    expect(body.intent).toBe('interaction');
    expect(body.reply).toMatch(/Ibuprofen with Aspirin is a (serious|moderate|minor) interaction/);
  });

  it.each(['What is zolgensma used for?', 'side effects of xyzzolamab tablets', 'dose of Fakeocillin 500 mg'])(
    'a medicine we do not know: %s → an honest "I do not have information on that"',
    async (question) => {
      const body = await reply(question);
      expect(body.reply).toContain('I do not have information on that.');
      expect(body.kind).toBe('fallback');
      expect(body.links.filter((l) => l.kind === 'product')).toEqual([]);
    },
  );
});

describe('what the chat never does', () => {
  it.each([
    'I have chest pain, which tablet should I buy?',
    'saans nahi aa rahi',
    'my chest pain medicine price?',
    'I want to end my life',
  ])('an emergency (%s) gets the emergency advice and no product', async (message) => {
    const body = await reply(message);
    expect(body.kind).toBe('emergency');
    expect(body.reply).toContain('call 108 (ambulance) or 112 (emergency)');
    expect(body.reply).toContain('nearest emergency department');
    expect(body.links).toEqual([]);
  });

  it('answers an emergency written in Hindi with the urgent advice in Hindi, and in Hindi for हिन्दी chosen whatever the script', async () => {
    const written = await reply('सीने में दर्द हो रहा है');
    expect(written.kind).toBe('emergency');
    expect(written.reply).toContain('कृपया तुरंत डॉक्टरी मदद लें। यह मेडिकल इमरजेंसी हो सकती है: अभी 108 (एम्बुलेंस) या 112 (इमरजेंसी) पर कॉल करें');
    expect(written.reply).toContain('कोई भी काम रोक दें, बैठ जाएँ और मदद आने तक स्थिर रहें।');
    expect(written.reply).not.toContain('Please seek immediate medical attention');

    const chosen = await ask('I have chest pain', { language: 'hi' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(ChatReplySchema.parse(chosen.json()).reply).toMatch(/^कृपया तुरंत डॉक्टरी मदद लें।/);
    // English stays the spec's text, word for word.
    const english = await ask('I have chest pain', { language: 'en' });
    expect(ChatReplySchema.parse(english.json()).reply).toMatch(
      /^Please seek immediate medical attention\. This may be a medical emergency: call 108/,
    );
    expectError(await ask('I have chest pain', { language: 'fr' }), 400);
  });

  it.each(['Can I take 2 tablets instead of 1?', 'can I increase my dose of metformin', 'should I stop my BP tablets'])(
    'never changes a dose a doctor set (%s), and offers to book a doctor',
    async (message) => {
      const body = await reply(message);
      expect(body).toMatchObject({ kind: 'refusal', intent: 'dose_change' });
      expect(body.reply).toContain('I cannot change a dose your doctor set');
      expect(body.links).toContainEqual({
        kind: 'booking',
        label: 'Book a doctor',
        labelText: { code: 'link.bookDoctor', params: {} },
        href: '/appointments/book',
      });
    },
  );

  it('never prescribes', async () => {
    const body = await reply('Please prescribe me an antibiotic for my cough');
    expect(body).toMatchObject({ kind: 'refusal', intent: 'prescribe' });
  });
});

describe('orders, delivery, symptoms and the rest', () => {
  it('a visitor asking about an order is asked to log in and told the delivery rules', async () => {
    const body = await reply('Where is my order? Delivery to 560001?');
    expect(body.intent).toBe('orders');
    expect(body.reply).toContain('Please log in to see your orders');
    expect(body.reply).toContain('Delivery costs ₹40.00 on orders up to ₹499.00');
    expect(body.reply).toContain('To PIN code 560001: Delivery in 1-2 business days.');
  });

  it('a signed-in customer hears about their own orders', async () => {
    const customer = await createVerifiedUser(t);
    const body = await reply('where is my order', customer.headers);
    expect(body.reply).toContain('You have no orders yet.');
    expect(body.links).toContainEqual({
      kind: 'orders',
      label: 'My orders',
      labelText: { code: 'link.myOrders', params: {} },
      href: '/orders',
    });
  });

  it('symptoms → over-the-counter products with why they fit and when to see a doctor', async () => {
    const body = await reply('I have a headache and fever since morning, I am 30');
    expect(body.intent).toBe('symptoms');
    expect(body.triage).toMatchObject({ level: 'self_care', followUp: null, call: [] });
    expect(body.reply).toContain('See a doctor instead if:');
    expect(body.links.filter((l) => l.kind === 'product').length).toBeGreaterThan(0);
  });

  it('connect to agent is a hand-off to support', async () => {
    expect(await reply('connect to agent')).toMatchObject({ kind: 'handoff', intent: 'support' });
  });

  it('anything else gets an honest fallback', async () => {
    expect((await reply('tell me a joke')).reply).toBe(
      'Sorry, I could not find an answer. I can help with medicines (what they are for, dose, side effects, warnings, storage), two medicines together, your orders and delivery, and common symptoms.',
    );
  });
});

describe('input limits', () => {
  it('an empty message is a readable 400', async () => {
    expect(expectError(await ask('   '), 400).message).toContain('Please type a message.');
    expect(expectError(await ask(''), 400).message).toContain('Please type a message.');
  });

  it('10,000 characters are answered; 10,001 are a readable 400', async () => {
    const long = `${'my nose is runny and I sneeze a lot. '.repeat(400)}`.slice(0, 10_000);
    expect((await ask(long)).statusCode).toBe(200);
    expect(expectError(await ask(`${long}x`), 400).message).toContain('Please keep your message under 10,000 characters.');
  });

  it('a history of 500 entries is a readable 400, the last few are fine', async () => {
    const entry = { sender: 'user', content: 'hello' };
    const res = await ask('hi', { history: Array.from({ length: 500 }, () => entry) });
    expect(expectError(res, 400).message).toContain('The chat history can hold at most 20 messages.');
    expect((await ask('hi', { history: Array.from({ length: 5 }, () => entry) })).statusCode).toBe(200);
  });

  it('a script tag is text: the answer does not echo it', async () => {
    const body = await reply('<script>alert(1)</script> what is paracetamol for');
    expect(body.reply).not.toContain('<script>');
    expect(body.intent).toBe('medication');
  });

  it('a message that is not a string is a 400', async () => {
    expect((await ask(42)).statusCode).toBe(400);
  });
});

describe('interaction questions by class and mechanism, in English, Hinglish and Devanagari (issue 23)', () => {
  const codesOf = (body: ChatReply) => (body.texts ?? []).map((text) => text.code);

  it('Viagra ke saath Sorbitrate: brand names, Hinglish, a contraindicated pair said as it is', async () => {
    const body = await reply('Viagra ke saath Sorbitrate le sakta hoon?');
    expect(body.intent).toBe('interaction');
    expect(codesOf(body)[0]).toBe('interaction.contraindicated');
    expect(body.reply).toContain('Sildenafil with Isosorbide dinitrate must not be taken together');
    expect(body.provider).toBe('offline');
  });

  it('क्या मैं आइबुप्रोफेन और वारफेरिन साथ ले सकता हूँ: a serious interaction, with what to do', async () => {
    const body = await reply('क्या मैं आइबुप्रोफेन और वारफेरिन साथ ले सकता हूँ');
    expect(body.intent).toBe('interaction');
    expect(codesOf(body)).toContain('interaction.severe');
    expect(body.reply).toMatch(/Ibuprofen with Warfarin is a serious interaction/);
  });

  it('पैरासिटामोल की खुराक क्या है: the dose, not "I could not find an answer"', async () => {
    const body = await reply('पैरासिटामोल की खुराक क्या है');
    expect(body.intent).toBe('medication');
    expect(codesOf(body)).toContain('medicine.usualDose');
  });

  it('Devanagari names of the new monographs: सर्ट्रालाइन with ट्रामाडोल is serious; अल्प्राज़ोलम की खुराक is its dose', async () => {
    const pair = await reply('क्या मैं सर्ट्रालाइन और ट्रामाडोल साथ ले सकता हूँ?');
    expect(pair.intent).toBe('interaction');
    expect(codesOf(pair)).toContain('interaction.severe');
    expect(pair.reply).toMatch(/Sertraline with Tramadol is a serious interaction|Tramadol with Sertraline is a serious interaction/);
    const dose = await reply('अल्प्राज़ोलम की खुराक क्या है।');
    expect(dose.intent).toBe('medication');
    expect(codesOf(dose)).toContain('medicine.usualDose');
    expect(dose.reply).toContain('Alprazolam');
  });

  it('a statin with a macrolide, three medicines at once: each pair, the most serious first', async () => {
    const body = await reply('Can I take simvastatin, clarithromycin and paracetamol together?');
    const codes = codesOf(body);
    expect(codes[0]).toBe('interaction.contraindicated');
    expect(body.reply).toContain('Simvastatin with Clarithromycin must not be taken together');
    expect(codes).toContain('interaction.noneKnown');
  });

  it('a medicine we do not know is named as unknown, never answered "no known interaction"', async () => {
    const body = await reply('Can I take atorvastatin with zorbaxitol?');
    const codes = codesOf(body);
    expect(codes).toContain('interaction.unknownMedicine');
    expect(codes).not.toContain('interaction.noneKnown');
    expect(body.reply).toContain('We do not know "zorbaxitol" well enough to check it against Atorvastatin');
  });

  it('a harmless pair gets no warning', async () => {
    const body = await reply('Can I take paracetamol with cetirizine?');
    const codes = codesOf(body);
    expect(codes).toContain('interaction.noneKnown');
    expect(codes.some((c) => ['interaction.severe', 'interaction.contraindicated', 'interaction.moderate'].includes(c))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import en from '../i18n/catalogues/en/assistant.ts';
import hi from '../i18n/catalogues/hi/assistant.ts';
import { createTranslator } from '../i18n/messages.ts';
import { allInEnglish, inEnglish } from './answer-english.ts';
import { ASSISTANT_TEXT_CODES, answerKey, inner, say, wordAssistantText, type WordKey } from './answer-texts.ts';
import { ASSISTANT_MESSAGES } from './messages.ts';

const hindi = createTranslator(hi, 'hi') as unknown as WordKey;
const lines = (catalogue: Record<string, unknown>) => new Set(Object.keys(catalogue).filter((key) => key.startsWith('answer.')));

describe("the assistant's answer codes (decision 040)", () => {
  it('every code the server can send has an English and a Hindi line, and no line is left without a code', () => {
    for (const code of ASSISTANT_TEXT_CODES) {
      expect(en, code).toHaveProperty([answerKey(code)]);
      expect(hi, code).toHaveProperty([answerKey(code)]);
    }
    const keys = new Set(ASSISTANT_TEXT_CODES.map(answerKey));
    expect(lines(en)).toEqual(keys);
    expect(lines(hi)).toEqual(keys);
  });

  it('words every Hindi line in Devanagari, apart from lines that are only a value', () => {
    for (const code of ASSISTANT_TEXT_CODES) {
      const message = hi[answerKey(code)];
      const text = typeof message === 'string' ? message : message.other;
      if (text.replace(/\{\w+\}|[\s():]/g, '') === '') continue; // '{text}', '{name} ({price}):'
      expect(text, code).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("keeps the spec's sentences the English lines word for word", () => {
    expect(inEnglish(say('failure.unavailable'))).toBe(ASSISTANT_MESSAGES.unavailable);
    expect(inEnglish(say('failure.noResponse'))).toBe(ASSISTANT_MESSAGES.noResponse);
    expect(inEnglish(say('failure.error'))).toBe(ASSISTANT_MESSAGES.error);
    expect(inEnglish(say('disclaimer'))).toBe(ASSISTANT_MESSAGES.disclaimer);
    expect(inEnglish(say('symptoms.noMedications'))).toBe(ASSISTANT_MESSAGES.noMedications);
    expect(inEnglish(say('symptoms.consultProfessional'))).toBe(ASSISTANT_MESSAGES.consultProfessional);
  });

  it('words nested codes and lists first, and keeps values that are texts as given', () => {
    const summary = say('symptoms.summary', { symptoms: [inner('symptom.fever'), inner('symptom.cough')] });
    expect(inEnglish(summary)).toBe('For fever, cough, these over-the-counter products may help. Read the label before use.');
    expect(wordAssistantText(summary, hindi)).toBe('बुखार, खांसी के लिए ये बिना पर्चे वाले प्रोडक्ट मदद कर सकते हैं। इस्तेमाल से पहले लेबल पढ़ें।');
    const dose = say('medicine.usualDose', { name: 'Paracetamol', dose: '500 mg to 1 g every 4 to 6 hours' });
    expect(wordAssistantText(dose, hindi)).toBe('Paracetamol की वयस्कों के लिए सामान्य खुराक: 500 mg to 1 g every 4 to 6 hours।');
    expect(allInEnglish([say('symptoms.seeDoctorIf'), say('seeDoctor.general')])).toBe(
      'See a doctor instead if: You are pregnant or breastfeeding, under 12 or over 65, have a long-term illness or take other medicines: ask a doctor or pharmacist first.',
    );
    expect(
      inEnglish(
        say('order', {
          number: '1234',
          date: '2026-11-20',
          total: '₹1,234.00',
          status: inner('orderStatus.out_for_delivery'),
          products: 'Dolo 650',
        }),
      ),
    ).toBe('Order #1234 (2026-11-20, ₹1,234.00): out for delivery — Dolo 650.');
  });
});

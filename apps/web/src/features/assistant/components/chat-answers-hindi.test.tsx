import { ChatReplySchema, SymptomCheckResponseSchema } from '@dawa/shared/assistant/chat';
import { triageAnswerFor } from '@dawa/shared/assistant/triage/answer';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/lib/i18n/switch-language';
import { mockApi, type MockRequest } from '@/test/api-mock';
import { renderRoute } from '@/test/render';
import { useAssistantChat } from '../hooks/use-assistant-chat';
import { ChatPanel } from './chat-panel';
import { SymptomChecker } from './symptom-checker';

// The server answers with codes beside its English (decision 040); a Hindi page words them in Hindi.

function Chat() {
  return <ChatPanel chat={useAssistantChat()} />;
}

const DISCLAIMER =
  'This is general information from our medicine database, not a medical diagnosis or a prescription. Ask a doctor or pharmacist before you start, stop or change a medicine.';

const doseReply = ChatReplySchema.parse({
  reply:
    'Usual adult dose of Paracetamol: 500 mg to 1 g every 4 to 6 hours. Paracetamol is a prescription medicine: take it only as your doctor prescribed.',
  texts: [
    { code: 'medicine.usualDose', params: { name: 'Paracetamol', dose: '500 mg to 1 g every 4 to 6 hours' } },
    { code: 'medicine.prescription', params: { name: 'Paracetamol' } },
  ],
  kind: 'answer',
  intent: 'medication',
  label: 'Not medical advice',
  disclaimer: DISCLAIMER,
  links: [
    { kind: 'product', label: 'Dolo 650 Tablet', href: '/product/dolo-650' },
    { kind: 'booking', label: 'Book a doctor', labelText: { code: 'link.bookDoctor', params: {} }, href: '/appointments/book' },
  ],
  sources: [],
  provider: 'offline',
  triage: null,
});

describe('the assistant’s server answers in Hindi', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('words a chat answer’s codes in Devanagari, keeps the medicine’s name and English body, and says the body is English', async () => {
    const sent: MockRequest[] = [];
    mockApi({
      '/api/ai/chat': (_url, request) => {
        sent.push(request);
        return { body: doseReply };
      },
    });
    await switchLanguage('hi');
    renderRoute(<Chat />, { path: '/ai-assistant', url: '/ai-assistant' });
    const input = screen.getByLabelText('अपना संदेश लिखें');
    fireEvent.change(input, { target: { value: 'Dolo 650 dose?' } });
    fireEvent.submit(input.closest('form')!);

    expect(
      await screen.findByText(
        'Paracetamol की वयस्कों के लिए सामान्य खुराक: 500 mg to 1 g every 4 to 6 hours। Paracetamol पर्चे वाली दवा है: इसे सिर्फ़ डॉक्टर के बताए अनुसार ही लें।',
      ),
    ).toBeTruthy();
    expect(sent[0]?.body).toMatchObject({ message: 'Dolo 650 dose?', language: 'hi' });
    expect(screen.queryByText(/Usual adult dose of/)).toBeNull();
    expect(screen.getByText('इस जवाब में दवा की जानकारी अभी अंग्रेज़ी में है।')).toBeTruthy();
    // Our link label is worded; a product's name stays as it is.
    expect(screen.getByRole('link', { name: 'डॉक्टर से अपॉइंटमेंट बुक करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dolo 650 Tablet' })).toBeTruthy();
    expect(screen.getByText(/^यह हमारे दवा डेटाबेस से मिली सामान्य जानकारी है/)).toBeTruthy();

    // The codes are worded when shown: back in English, the same answer reads as the API's English.
    await act(() => switchLanguage('en'));
    expect(await screen.findByText(doseReply.reply)).toBeTruthy();
    expect(screen.queryByText('इस जवाब में दवा की जानकारी अभी अंग्रेज़ी में है।')).toBeNull();
  });

  it('words the symptom checker’s summary, why a product fits and when to see a doctor in Hindi', async () => {
    mockApi({
      '/api/ai/symptom-checker': {
        body: SymptomCheckResponseSchema.parse({
          status: 'ok',
          message: 'For fever, these over-the-counter products may help. Read the label before use.',
          messageText: { code: 'symptoms.summary', params: { symptoms: [{ code: 'symptom.fever', params: {} }] } },
          suggestions: [
            {
              productId: 1,
              name: 'Dolo 650 Tablet',
              href: '/product/dolo-650',
              pricePaise: 3200,
              activeIngredient: 'Paracetamol 650 mg',
              why: 'Listed for fever.',
              whyTexts: [{ code: 'symptoms.listedFor', params: { symptoms: [{ code: 'symptom.fever', params: {} }] } }],
              monographId: 'paracetamol',
            },
          ],
          seeDoctor: ['Fever: …'],
          seeDoctorTexts: [{ code: 'seeDoctor.fever', params: {} }],
          advice: 'Please consult a healthcare professional for a proper diagnosis and treatment.',
          adviceText: { code: 'symptoms.consultProfessional', params: {} },
          label: 'Not medical advice',
          disclaimer: DISCLAIMER,
          triage: triageAnswerFor('fever, I am 30'),
        }),
      },
    });
    await switchLanguage('hi');
    renderRoute(<SymptomChecker />, { path: '/ai-assistant', url: '/ai-assistant' });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'बुखार' } });
    fireEvent.submit(screen.getByRole('textbox').closest('form')!);
    expect(await screen.findByText('बुखार के लिए ये बिना पर्चे वाले प्रोडक्ट मदद कर सकते हैं। इस्तेमाल से पहले लेबल पढ़ें।')).toBeTruthy();
    expect(screen.getByText('बुखार के लिए।')).toBeTruthy();
    expect(screen.getByText(/^बुखार: 103°F \(39.4°C\) से ज़्यादा बुखार/)).toBeTruthy();
    expect(screen.getByText('सही जाँच और इलाज के लिए कृपया किसी स्वास्थ्य विशेषज्ञ से सलाह लें।')).toBeTruthy();
    expect(screen.queryByText(/over-the-counter/)).toBeNull();
  });
});

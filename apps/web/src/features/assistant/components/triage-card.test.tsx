import { ChatReplySchema, SymptomCheckResponseSchema } from '@dawa/shared/assistant/chat';
import { ASSISTANT_MESSAGES } from '@dawa/shared/assistant/messages';
import { triageAnswerFor } from '@dawa/shared/assistant/triage/answer';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/lib/i18n/switch-language';
import { mockApi } from '@/test/api-mock';
import { renderRoute } from '@/test/render';
import { useAssistantChat } from '../hooks/use-assistant-chat';
import { ChatPanel } from './chat-panel';
import { SymptomChecker } from './symptom-checker';

// The urgency is shown first on every symptom answer, in English and Hindi (issue 22). The triage in
// these answers is the shared rules' own, so the screen shows what the API would send.

const common = { label: ASSISTANT_MESSAGES.notMedicalAdvice, disclaimer: ASSISTANT_MESSAGES.disclaimer } as const;

function checkerAnswer(text: string, triage = triageAnswerFor(text)) {
  return SymptomCheckResponseSchema.parse({
    ...common,
    status: 'none',
    message: 'No specific medications found for these symptoms.',
    messageText: { code: 'symptoms.noMedications', params: {} },
    suggestions: [],
    seeDoctor: [],
    seeDoctorTexts: [],
    advice: 'Please consult a healthcare professional for a proper diagnosis and treatment.',
    adviceText: { code: 'symptoms.consultProfessional', params: {} },
    triage,
  });
}

async function checkInChecker(text: string, triage = triageAnswerFor(text)) {
  mockApi({ '/api/ai/symptom-checker': () => ({ body: checkerAnswer(text, triage) }) });
  renderRoute(<SymptomChecker />, { path: '/ai-assistant', url: '/ai-assistant' });
  fireEvent.change(screen.getByRole('textbox'), { target: { value: text } });
  fireEvent.submit(screen.getByRole('textbox').closest('form')!);
  return screen.findByTestId('triage');
}

describe('the triage card', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('a child’s bloody diarrhoea: see a doctor today, book a paediatrician, the reason', async () => {
    const card = await checkInChecker('my 4 year old has bloody diarrhoea since this morning');
    expect(card.dataset.level).toBe('doctor_today');
    expect(within(card).getByText('See a doctor today')).toBeTruthy();
    const book = within(card).getByRole('link', { name: 'Book a doctor today' });
    expect(book.getAttribute('href')).toBe('/appointments/book?specialization=Paediatrics&when=today');
    expect(within(card).getByText('Blood in diarrhoea (dysentery) needs treatment.')).toBeTruthy();
  });

  it('names the earliest slot of our booking the API found for the level', async () => {
    const text = 'my 4 year old has bloody diarrhoea since this morning';
    const earliestSlot = {
      doctorId: 7,
      doctorName: 'Dr. Meera Rao',
      mode: 'clinic' as const,
      date: '2030-03-04',
      dayOffset: 0,
      startsAt: '2030-03-04T11:00:00.000Z',
      label: '4:30 PM - 4:45 PM',
    };
    const card = await checkInChecker(text, { ...triageAnswerFor(text), earliestSlot });
    expect(within(card).getByTestId('triage-earliest-slot').textContent).toBe(
      'Earliest free slot with our doctors: Dr. Meera Rao, today, 4:30 PM - 4:45 PM (at the clinic)',
    );
  });

  it('with no slot today it says, in Hindi, to see a doctor elsewhere today rather than wait', async () => {
    await switchLanguage('hi');
    const text = 'my 4 year old has bloody diarrhoea since this morning';
    const card = await checkInChecker(text, { ...triageAnswerFor(text), earliestSlot: null });
    expect(within(card).getByTestId('triage-no-slot').textContent).toMatch(/^आज हमारे किसी डॉक्टर के पास क्लिनिक का खाली समय नहीं है।/);
    expect(within(card).queryByTestId('triage-earliest-slot')).toBeNull();
  });

  it('in Hindi: the level, the booking and the reason in Devanagari', async () => {
    await switchLanguage('hi');
    const card = await checkInChecker('burning when I pee and fever with shivering');
    expect(within(card).getByText('आज ही डॉक्टर को दिखाएं')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'आज ही डॉक्टर बुक करें' })).toBeTruthy();
    expect(within(card).getByText(/गुर्दे का संक्रमण/)).toBeTruthy();
  });

  it('an emergency in the chat: call buttons for 108 and 112 first', async () => {
    const triage = triageAnswerFor('fever, stiff neck and the light hurts my eyes');
    mockApi({
      '/api/ai/chat': () => ({
        body: ChatReplySchema.parse({
          ...common,
          reply: 'This may be an emergency. Call 108 or 112 now.',
          texts: null,
          kind: 'emergency',
          intent: 'emergency',
          links: [],
          sources: [],
          provider: 'offline',
          triage,
        }),
      }),
    });
    function Chat() {
      return <ChatPanel chat={useAssistantChat()} />;
    }
    renderRoute(<Chat />, { path: '/ai-assistant', url: '/ai-assistant' });
    const input = screen.getByLabelText('Type your message');
    fireEvent.change(input, { target: { value: 'fever, stiff neck and the light hurts my eyes' } });
    fireEvent.submit(input.closest('form')!);
    const card = await screen.findByTestId('triage');
    expect(card.dataset.level).toBe('emergency');
    expect(within(card).getByRole('link', { name: 'Call 108' }).getAttribute('href')).toBe('tel:108');
    expect(within(card).getByRole('link', { name: 'Call 112' }).getAttribute('href')).toBe('tel:112');
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/lib/i18n/switch-language';
import { mockApi } from '@/test/api-mock';
import { renderRoute } from '@/test/render';
import { useAssistantChat } from '../hooks/use-assistant-chat';
import { ChatPanel } from './chat-panel';

function Chat() {
  return <ChatPanel chat={useAssistantChat()} />;
}

function say(text: string) {
  const input = screen.getByLabelText('अपना संदेश लिखें');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.submit(input.closest('form')!);
}

describe('the guided diagnosis in Hindi', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('asks in Hindi, says in Hindi why an answer was not taken, and ends a red flag with Hindi urgent advice', async () => {
    const reported: unknown[] = [];
    mockApi({
      '/api/ai/intake-red-flag': (_url, request) => {
        reported.push(request.body);
        return { status: 204, body: null };
      },
    });
    await switchLanguage('hi');
    renderRoute(<Chat />, { path: '/ai-assistant', url: '/ai-assistant' });
    fireEvent.click(screen.getByRole('button', { name: 'निदान शुरू करें' }));
    expect(await screen.findByText('आइए, आपके लक्षणों को एक-एक करके देखें। आप कभी भी exit लिखकर रुक सकते हैं। आपकी उम्र कितनी है (साल में)?')).toBeTruthy();

    say('बहुत');
    expect(await screen.findByText(/^कृपया सही उम्र लिखें \(1-130\)। आइए, आपके लक्षणों/)).toBeTruthy();
    say('35');
    expect(await screen.findByText('आपका लिंग क्या है? (पुरुष, महिला या अन्य)')).toBeTruthy();
    say('अन्य');
    expect(await screen.findByText('आपको सबसे ज़्यादा कौन-सा लक्षण परेशान कर रहा है?')).toBeTruthy();

    // A red flag as the main symptom ends the session with the advice (the triage report is fire-and-forget).
    say('सीने में दर्द हो रहा है');
    expect(await screen.findByText(/^कृपया तुरंत डॉक्टरी मदद लें। यह मेडिकल इमरजेंसी हो सकती है/)).toBeTruthy();
    expect(screen.queryByText(/Please seek immediate medical attention/)).toBeNull();
    await waitFor(() => expect(reported).toMatchObject([{ category: 'cardiac', step: 'primarySymptom' }]));
  });

  it("says 'Diagnosis session cancelled.' in Hindi on exit", async () => {
    await switchLanguage('hi');
    renderRoute(<Chat />, { path: '/ai-assistant', url: '/ai-assistant' });
    fireEvent.click(screen.getByRole('button', { name: 'निदान शुरू करें' }));
    say('exit');
    expect(await screen.findByText('डायग्नोसिस सेशन रद्द कर दिया गया।')).toBeTruthy();
  });
});

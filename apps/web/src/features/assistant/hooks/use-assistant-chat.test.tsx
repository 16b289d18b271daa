import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ASSISTANT_MESSAGES } from '@dawa/shared/assistant/messages';
import { ChatReplySchema } from '@dawa/shared/assistant/chat';
import { mockApi, type MockResponse } from '@/test/api-mock';
import { renderRoute } from '@/test/render';
import { ChatPanel } from '../components/chat-panel';
import { useAssistantChat } from './use-assistant-chat';

function ChatWithClear() {
  const chat = useAssistantChat();
  return (
    <>
      <button type="button" onClick={chat.clear}>
        Clear Chat
      </button>
      <ChatPanel chat={chat} />
    </>
  );
}

const reply = (text: string) =>
  ChatReplySchema.parse({
    reply: text,
    texts: null,
    kind: 'answer',
    intent: 'general',
    label: ASSISTANT_MESSAGES.notMedicalAdvice,
    disclaimer: 'Not medical advice',
    links: [],
    sources: [],
    provider: 'offline',
    triage: null,
  });

describe('Clear Chat', () => {
  it('shows an answer that arrives in the same conversation (the mock answers as the API does)', async () => {
    mockApi({ '/api/ai/chat': { body: reply('A timely joke') } });
    renderRoute(<ChatWithClear />, { path: '/ai-assistant', url: '/ai-assistant' });
    const input = screen.getByLabelText('Type your message');
    fireEvent.change(input, { target: { value: 'tell me a joke' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText('A timely joke')).toBeTruthy();
  });

  it('drops an answer that was still on its way: the new conversation holds only the greeting', async () => {
    let answer: ((response: MockResponse) => void) | null = null;
    mockApi({ '/api/ai/chat': () => new Promise<MockResponse>((resolve) => (answer = resolve)) });
    renderRoute(<ChatWithClear />, { path: '/ai-assistant', url: '/ai-assistant' });
    const input = screen.getByLabelText('Type your message');
    fireEvent.change(input, { target: { value: 'tell me a joke' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(answer).not.toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Clear Chat' }));
    const late = reply('A late joke');
    answer!({ body: late });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('A late joke')).toBeNull();
    expect(screen.queryByText('tell me a joke')).toBeNull();
    // And the chat takes a new message at once (no reply is pending any more).
    expect(screen.getByLabelText<HTMLTextAreaElement | HTMLInputElement>('Type your message').disabled).toBe(false);
  });
});

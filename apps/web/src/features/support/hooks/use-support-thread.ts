import type { SupportMessage, SupportStatus, SupportThread } from '@dawa/shared/support/inbox';
import { mergeMessages } from '@dawa/shared/support/merge-messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getSupportConversation } from '../api/get-support-conversation';
import { openSupportConversation } from '../api/open-support-conversation';
import { sendSupportMessage } from '../api/send-support-message';

/** How often the thread asks for new replies while the tab is visible (a person waits seconds, not milliseconds). */
export const SUPPORT_POLL_MS = 4000;

export interface SupportThreadState {
  phase: 'connecting' | 'ready' | 'failed';
  conversationId: number | null;
  status: SupportStatus;
  messages: SupportMessage[];
}

const INITIAL: SupportThreadState = { phase: 'connecting', conversationId: null, status: 'open', messages: [] };

/** The thread after an answer about `thread`: a different conversation (a new case after a close) replaces the old one's messages. */
function withThread(state: SupportThreadState, thread: SupportThread): SupportThreadState {
  const same = state.conversationId === thread.id;
  return {
    phase: 'ready',
    conversationId: thread.id,
    status: thread.status,
    messages: same ? mergeMessages(state.messages, thread.messages) : thread.messages,
  };
}

/**
 * The customer's support conversation: opens (or continues) it on mount, polls for replies every
 * few seconds while the page is visible, and sends messages. Only mount it for a signed-in user.
 */
export function useSupportThread(pollMs = SUPPORT_POLL_MS) {
  const [state, setState] = useState<SupportThreadState>(INITIAL);
  const [attempt, setAttempt] = useState(0);
  // The last message id for the poll, kept current after each render (a poll runs outside render).
  const lastId = useRef(0);
  useEffect(() => {
    lastId.current = state.messages.at(-1)?.id ?? 0;
  });

  useEffect(() => {
    const controller = new AbortController();
    openSupportConversation(controller.signal).then(
      (thread) => setState((s) => withThread(s, thread)),
      () => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, phase: 'failed' }));
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const ready = state.phase === 'ready';
  useEffect(() => {
    if (!ready) return;
    let controller: AbortController | null = null;
    const poll = () => {
      if (document.visibilityState !== 'visible' || controller) return;
      controller = new AbortController();
      getSupportConversation(lastId.current, controller.signal)
        // A failed poll is retried at the next tick: a dropped connection should not end the chat.
        .then(
          (thread) => setState((s) => withThread(s, thread)),
          () => undefined,
        )
        .finally(() => {
          controller = null;
        });
    };
    const timer = window.setInterval(poll, pollMs);
    return () => {
      window.clearInterval(timer);
      controller?.abort();
    };
  }, [ready, pollMs]);

  const send = useCallback(async (body: string) => {
    const posted = await sendSupportMessage(body);
    setState((s) =>
      s.conversationId === posted.conversationId
        ? { ...s, status: 'open', messages: mergeMessages(s.messages, [posted.message]) }
        : { phase: 'ready', conversationId: posted.conversationId, status: 'open', messages: [posted.message] },
    );
  }, []);

  const retry = useCallback(() => {
    setState(INITIAL);
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, send, retry };
}

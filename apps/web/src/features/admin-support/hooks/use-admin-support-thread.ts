import type { AdminSupportConversation, SupportMessage } from '@dawa/shared/support/inbox';
import { mergeMessages } from '@dawa/shared/support/merge-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { closeSupportThread, getSupportThread, replyToSupportThread } from '../api/support-thread-actions';
import { supportInboxQueryKey } from '../api/get-support-inbox';

/** How often an open thread asks for the customer's new messages. */
const THREAD_POLL_MS = 5000;

interface ThreadState {
  phase: 'loading' | 'ready' | 'failed';
  conversation: AdminSupportConversation | null;
  messages: SupportMessage[];
}

/**
 * One conversation in the Support Inbox: loaded whole once, then only the messages after the last
 * one shown (each answer with messages is a staff view the server audit-logs; empty polls are not).
 */
export function useAdminSupportThread(id: number) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ThreadState>({ phase: 'loading', conversation: null, messages: [] });
  const [attempt, setAttempt] = useState(0);
  // The last message id for the poll, kept current after each render (a poll runs outside render).
  const lastId = useRef(0);
  useEffect(() => {
    lastId.current = state.messages.at(-1)?.id ?? 0;
  });

  useEffect(() => {
    // A new conversation remounts the panel (key): the state starts empty without a reset here.
    const controller = new AbortController();
    getSupportThread(id, 0, controller.signal).then(
      ({ messages, ...conversation }) => {
        setState({ phase: 'ready', conversation, messages });
        // Opening it read the customer's messages: the inbox's unread count changes.
        void queryClient.invalidateQueries({ queryKey: supportInboxQueryKey });
      },
      () => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, phase: 'failed' }));
      },
    );
    return () => controller.abort();
  }, [id, attempt, queryClient]);

  const ready = state.phase === 'ready';
  useEffect(() => {
    if (!ready) return;
    let controller: AbortController | null = null;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'visible' || controller) return;
      controller = new AbortController();
      getSupportThread(id, lastId.current, controller.signal)
        .then(
          ({ messages, ...conversation }) => setState((s) => ({ ...s, conversation, messages: mergeMessages(s.messages, messages) })),
          () => undefined,
        )
        .finally(() => {
          controller = null;
        });
    }, THREAD_POLL_MS);
    return () => {
      window.clearInterval(timer);
      controller?.abort();
    };
  }, [id, ready]);

  const reply = useCallback(
    async (body: string) => {
      const message = await replyToSupportThread(id, body);
      setState((s) => ({ ...s, messages: mergeMessages(s.messages, [message]) }));
      void queryClient.invalidateQueries({ queryKey: supportInboxQueryKey });
    },
    [id, queryClient],
  );
  const close = useCallback(async () => {
    const conversation = await closeSupportThread(id);
    setState((s) => ({ ...s, conversation }));
    void queryClient.invalidateQueries({ queryKey: supportInboxQueryKey });
  }, [id, queryClient]);

  const retry = useCallback(() => {
    setState({ phase: 'loading', conversation: null, messages: [] });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, reply, close, retry };
}

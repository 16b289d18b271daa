import { MAX_MESSAGE_LENGTH } from '@dawa/shared/assistant/chat';
import { Suspense, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-styles';
import { cn } from '@/lib/cn';
import type { AssistantChat, ChipKind } from '../hooks/use-assistant-chat';
import { useT } from '@/lib/i18n/use-t';
import { ChatMessageList } from './chat-message-list';

const CHIPS: ChipKind[] = ['medication', 'symptoms', 'interactions', 'diagnosis'];

/**
 * The conversation with its input: quick-action chips while only the greeting shows, the diagnosis
 * banner, the typing indicator, and the support thread once the customer asked for a person.
 */
export function ChatPanel({ chat, support, className }: { chat: AssistantChat; support?: ReactNode; className?: string }) {
  const inputId = useId();
  const t = useT('assistant');
  const [draft, setDraft] = useState('');
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.messages.length, chat.pending]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    void chat.send(draft);
    setDraft('');
  };

  return (
    <div className={cn('flex min-h-0 flex-col', className)}>
      {chat.diagnosisActive && (
        <p
          role="status"
          className="border-b border-amber-200 bg-amber-50 px-3 py-2 text-xs font-medium text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          {t('chat.diagnosisMode')}
        </p>
      )}
      {/* Focusable so keyboard users can scroll the conversation (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div tabIndex={0} className="min-h-0 flex-1 overflow-y-auto p-3 focus-visible:outline-2 focus-visible:outline-teal-600">
        <ChatMessageList messages={chat.messages} pending={chat.pending} onRetry={(m) => m.retryIntake && chat.retry(m.retryIntake)} />
        {chat.showChips && (
          <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={t('chat.quickActions')}>
            {CHIPS.map((kind) => (
              <button
                key={kind}
                type="button"
                onClick={() => chat.chip(kind)}
                className="rounded-full border border-teal-700 px-3 py-1 text-xs font-semibold text-teal-800 hover:bg-teal-50 dark:border-teal-300 dark:text-teal-200 dark:hover:bg-slate-800"
              >
                {t(`chip.${kind}`)}
              </button>
            ))}
          </div>
        )}
        {chat.handoff && support && (
          <section aria-label={t('chat.support')} className="mt-3 rounded-lg border border-slate-200 p-2 dark:border-slate-700">
            <Suspense fallback={null}>{support}</Suspense>
          </section>
        )}
        <div ref={endRef} />
      </div>
      <form onSubmit={submit} className="flex gap-2 border-t border-slate-200 p-2 dark:border-slate-700">
        <label htmlFor={inputId} className="sr-only">
          {t('chat.inputLabel')}
        </label>
        <input
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder={t('chat.inputPlaceholder')}
          autoComplete="off"
          className={cn(inputClasses, 'min-w-0 flex-1')}
        />
        <Button type="submit" disabled={chat.pending || !draft.trim()}>
          {t('chat.send')}
        </Button>
      </form>
    </div>
  );
}

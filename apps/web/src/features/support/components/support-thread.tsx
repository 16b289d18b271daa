import { SUPPORT_MESSAGE_MAX, type SupportMessage } from '@dawa/shared/support/inbox';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-styles';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { cn } from '@/lib/cn';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { useSupportThread } from '../hooks/use-support-thread';
import { CharacterCount } from '@/components/ui/character-count';

export interface SupportThreadProps {
  /** A tighter layout for the chat widget (smaller list height, no heading). */
  compact?: boolean;
  /** How often to ask for replies (ms); tests shorten it. */
  pollIntervalMs?: number;
  className?: string;
}

function MessageBubble({ message }: { message: SupportMessage }) {
  // useT first: it may suspend on the first render, before any other hook (React replays it).
  const t = useT('support');
  const format = useFormat();
  const mine = message.author === 'customer';
  const who = mine ? t('you') : t('agent', { name: message.authorName ?? t('supportTeam') });
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
      <span className="text-xs text-slate-600 dark:text-slate-300">
        {who} · <time dateTime={message.createdAt}>{format.date(message.createdAt, 'time')}</time>
      </span>
      {/* Text, never HTML: what a person typed is shown exactly as typed. */}
      <p
        className={cn(
          'mt-1 max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
          mine
            ? 'bg-teal-700 text-white dark:bg-teal-400 dark:text-slate-950'
            : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
        )}
      >
        {message.body}
      </p>
    </li>
  );
}

function Conversation({ compact, pollIntervalMs }: Pick<SupportThreadProps, 'compact' | 'pollIntervalMs'>) {
  const t = useT('support');
  const errorText = useApiErrorText();
  const id = useId();
  const thread = useSupportThread(pollIntervalMs);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  if (thread.phase === 'connecting') return <p role="status">{t('connecting')}</p>;
  if (thread.phase === 'failed')
    return (
      <div role="alert">
        <p>{t('failed')}</p>
        <Button variant="secondary" className="mt-2" onClick={thread.retry}>
          {t('retry')}
        </Button>
      </div>
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = draft.trim();
    if (!body) return setError(t('empty'));
    setSending(true);
    setError(null);
    try {
      await thread.send(body);
      setDraft('');
    } catch (failure) {
      setError(errorText(failure, t('failed')));
    } finally {
      setSending(false);
    }
  }

  const waitingForAgent = thread.status === 'open' && !thread.messages.some((m) => m.author === 'staff');
  return (
    <>
      <ol
        aria-label={t('messagesLabel')}
        aria-live="polite"
        className={cn('space-y-3 overflow-y-auto py-2', compact ? 'max-h-64' : 'max-h-[28rem]')}
      >
        {thread.messages.map((m) => (
          <MessageBubble key={m.id} message={m} />
        ))}
      </ol>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {thread.status === 'closed' ? t('closed') : waitingForAgent ? t('waiting') : ''}
      </p>
      <form onSubmit={(e) => void submit(e)} className="mt-2 flex items-end gap-2" noValidate>
        <div className="flex-1">
          <label htmlFor={`${id}-message`} className="sr-only">
            {t('messageLabel')}
          </label>
          <textarea
            id={`${id}-message`}
            rows={compact ? 2 : 3}
            maxLength={SUPPORT_MESSAGE_MAX}
            value={draft}
            placeholder={t('placeholder')}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              // Enter sends, Shift+Enter adds a line, as in every chat.
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={inputClasses}
          />
          <CharacterCount length={draft.length} max={SUPPORT_MESSAGE_MAX} />
        </div>
        <Button type="submit" disabled={sending}>
          {sending ? t('sending') : t('send')}
        </Button>
      </form>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * A customer's conversation with the support team ('connect to agent'): the messages as text, a reply
 * box and what to expect ('An agent will reply here'). Visitors are asked to log in. Load it lazily:
 * it is not part of any first page.
 */
export function SupportThread({ compact = false, pollIntervalMs, className }: SupportThreadProps) {
  const t = useT('support');
  const { user } = useSession();
  const location = useLocation();
  return (
    <section aria-label={t('title')} className={cn('flex flex-col', className)}>
      {compact ? null : <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">{t('intro')}</p>}
      {user ? (
        <Conversation compact={compact} pollIntervalMs={pollIntervalMs} />
      ) : (
        <div>
          <p>{t('loginRequired')}</p>
          <Link to={paths.login()} state={{ from: location.pathname }} className={buttonClasses('primary', 'mt-2')}>
            {t('logIn')}
          </Link>
        </div>
      )}
    </section>
  );
}

export default SupportThread;

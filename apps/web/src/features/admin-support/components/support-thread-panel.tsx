import { SUPPORT_MESSAGE_MAX } from '@dawa/shared/support/inbox';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { LoadFailed } from '@/components/ui/list-states';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useAdminSupportThread } from '../hooks/use-admin-support-thread';
import { staffDateTime } from '@/lib/staff/staff-format';
import { CharacterCount } from '@/components/ui/character-count';

/** One conversation: the customer's and staff messages (as text), a reply box and 'Close Conversation'. */
export function SupportThreadPanel({ conversationId }: { conversationId: number }) {
  const id = useId();
  const thread = useAdminSupportThread(conversationId);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [closing, setClosing] = useState(false);

  if (thread.phase === 'loading') return <p role="status">Loading conversation...</p>;
  if (thread.phase === 'failed' || !thread.conversation)
    return <LoadFailed message="Failed to load the conversation" onRetry={thread.retry} />;
  const { conversation } = thread;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft.trim()) return setError('Please type a message.');
    setSending(true);
    setError(null);
    try {
      await thread.reply(draft.trim());
      setDraft('');
    } catch (failure) {
      setError(apiErrorMessage(failure, 'Failed to send the reply'));
    } finally {
      setSending(false);
    }
  }

  async function close() {
    setClosing(true);
    try {
      await thread.close();
      toast('Conversation closed');
    } catch (failure) {
      toast(apiErrorMessage(failure, 'Failed to close the conversation'), 'error');
    } finally {
      setClosing(false);
      setConfirming(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`${id}-title`} className="text-lg font-semibold">
            {conversation.customer.name}
          </h3>
          <p className="text-sm break-all text-slate-600 dark:text-slate-300">{conversation.customer.email}</p>
          <p className="text-xs text-slate-600 dark:text-slate-300">
            Conversation #{conversation.id} · {conversation.status === 'open' ? 'Open' : 'Closed'}
          </p>
        </div>
        {conversation.status === 'open' ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Close Conversation
          </Button>
        ) : null}
      </div>
      <ol aria-label="Messages" aria-live="polite" className="mt-4 max-h-[28rem] space-y-3 overflow-y-auto">
        {thread.messages.map((m) => (
          <li key={m.id} className={cn('flex flex-col', m.author === 'staff' ? 'items-end' : 'items-start')}>
            <span className="text-xs text-slate-600 dark:text-slate-300">
              {m.author === 'staff' ? `${m.authorName ?? 'Staff'} (staff)` : conversation.customer.name} ·{' '}
              <time dateTime={m.createdAt}>{staffDateTime(m.createdAt)}</time>
            </span>
            <p
              className={cn(
                'mt-1 max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
                m.author === 'staff' ? 'bg-teal-700 text-white dark:bg-teal-400 dark:text-slate-950' : 'bg-slate-100 dark:bg-slate-800',
              )}
            >
              {m.body}
            </p>
          </li>
        ))}
      </ol>
      {thread.messages.length === 0 ? <p className="text-sm">The customer has not written yet.</p> : null}
      {conversation.status === 'open' ? (
        <form onSubmit={(e) => void submit(e)} className="mt-4" noValidate>
          <label htmlFor={`${id}-reply`} className={labelClasses}>
            Reply
          </label>
          <textarea
            id={`${id}-reply`}
            rows={3}
            maxLength={SUPPORT_MESSAGE_MAX}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={inputClasses}
          />
          <CharacterCount length={draft.length} max={SUPPORT_MESSAGE_MAX} />
          {error ? (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          ) : null}
          <Button type="submit" className="mt-2" disabled={sending}>
            {sending ? 'Sending...' : 'Send Reply'}
          </Button>
        </form>
      ) : (
        <p className="mt-4 text-sm">This conversation is closed. The customer&apos;s next message opens a new one.</p>
      )}
      {confirming ? (
        <ConfirmDialog
          title="Close conversation"
          question="Close this conversation?"
          confirmLabel="Close Conversation"
          busy={closing}
          onConfirm={() => void close()}
          onClose={() => setConfirming(false)}
        >
          The customer sees that it is closed; their next message opens a new conversation.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

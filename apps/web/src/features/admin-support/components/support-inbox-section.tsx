import { SUPPORT_STATUSES, type SupportStatus } from '@dawa/shared/support/inbox';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { EmptyState, LoadFailed, Pager } from '@/components/ui/list-states';
import { apiErrorMessage } from '@/lib/api-client';
import { useSupportInbox } from '../api/get-support-inbox';
import { SupportThreadPanel } from './support-thread-panel';
import { staffDateTime } from '@/lib/staff/staff-format';

const COLUMNS = ['Customer', 'Last message (IST)', 'Messages', 'Unread', 'Status', ''] as const;

const statusOf = (value: string | null): SupportStatus | undefined => SUPPORT_STATUSES.find((s) => s === value);

/** Support Inbox: customers' 'connect to agent' conversations, latest first with unread counts; a thread to read, answer and close. */
export function SupportInboxSection() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  // Open conversations by default: they are the work to do.
  const status = params.get('status') === 'all' ? undefined : (statusOf(params.get('status')) ?? 'open');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const selected = Number(params.get('conversation')) || null;
  const list = useSupportInbox({ ...(status ? { status } : {}), ...(page > 1 ? { page } : {}) });

  const update = (next: Record<string, string | null>) => {
    const query = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null) query.delete(key);
      else query.set(key, value);
    }
    setParams(query);
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Support Inbox
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Conversations customers open with &apos;connect to agent&apos;, latest message first. Your replies show in their chat.
      </p>
      <div className="mt-4 max-w-xs">
        <label htmlFor={`${id}-status`} className={labelClasses}>
          Status
        </label>
        <select
          id={`${id}-status`}
          value={status ?? 'all'}
          onChange={(e) => update({ status: e.target.value, page: null })}
          className={inputClasses}
        >
          <option value="open">Open</option>
          <option value="closed">Closed</option>
          <option value="all">All</option>
        </select>
      </div>
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <div>
          {list.isPending ? (
            <p role="status">Loading conversations...</p>
          ) : list.isError ? (
            <LoadFailed message={apiErrorMessage(list.error, 'Failed to load conversations')} onRetry={() => void list.refetch()} />
          ) : list.data.items.length === 0 ? (
            <EmptyState title="No conversations found." />
          ) : (
            <>
              <DataTable caption="Support conversations" columns={COLUMNS}>
                {list.data.items.map((c) => (
                  <tr
                    key={c.id}
                    className="border-t border-slate-200 dark:border-slate-700"
                    aria-current={c.id === selected ? 'true' : undefined}
                  >
                    <td className="px-3 py-2 break-all">
                      {c.customer.name}
                      <span className="block text-xs text-slate-600 dark:text-slate-300">{c.customer.email}</span>
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{staffDateTime(c.lastMessageAt)}</td>
                    <td className="px-3 py-2">{c.messageCount}</td>
                    <td className="px-3 py-2">
                      {c.unreadCount > 0 ? (
                        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                          {c.unreadCount} unread
                        </span>
                      ) : (
                        '0'
                      )}
                    </td>
                    <td className="px-3 py-2">{c.status === 'open' ? 'Open' : 'Closed'}</td>
                    <td className="px-3 py-2">
                      <Button
                        variant="secondary"
                        onClick={() => update({ conversation: String(c.id) })}
                        aria-label={`Open conversation with ${c.customer.name}`}
                      >
                        Open
                      </Button>
                    </td>
                  </tr>
                ))}
              </DataTable>
              <Pager
                page={list.data.page}
                pageCount={list.data.pageCount}
                onPage={(p) => update({ page: String(p) })}
                label="Conversation pages"
              />
            </>
          )}
        </div>
        <div>
          {selected ? (
            <SupportThreadPanel key={selected} conversationId={selected} />
          ) : (
            <p className="text-sm">Choose a conversation to read and answer it.</p>
          )}
        </div>
      </div>
    </section>
  );
}

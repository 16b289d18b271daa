import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@dawa/shared/admin/audit-actions';
import type { AdminAuditEntry } from '@dawa/shared/admin/audit';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { apiErrorMessage } from '@/lib/api-client';
import { useAuditLog, type AuditLogFilters } from '../api/get-audit-log';
import { LoadFailed, Pager } from '@/components/ui/list-states';
import { DataTable } from '@/components/ui/data-table';

const FILTER_KEYS = ['actorEmail', 'action', 'entityType', 'entityId', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
type Draft = Record<FilterKey, string>;

const FILTER_LABELS: Record<FilterKey, string> = {
  actorEmail: 'Staff email',
  action: 'Action',
  entityType: 'Entity',
  entityId: 'Entity id',
  from: 'From',
  to: 'To',
};

const humanise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' });

function filtersOf(params: URLSearchParams): { draft: Draft; filters: AuditLogFilters } {
  const draft = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as Draft;
  const filters: AuditLogFilters = {};
  for (const key of FILTER_KEYS) if (draft[key]) filters[key] = draft[key];
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return { draft, filters };
}

/** Before and after of a record, side by side (the fields the change touched). */
function Change({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-slate-500 dark:text-slate-400">—</span>;
  return <pre className="max-w-xs overflow-x-auto text-xs whitespace-pre-wrap break-all">{JSON.stringify(value, null, 1)}</pre>;
}

function EntryRow({ entry }: { entry: AdminAuditEntry }) {
  return (
    <tr className="border-t border-slate-200 align-top dark:border-slate-700">
      <td className="px-3 py-2 whitespace-nowrap">
        <time dateTime={entry.occurredAt}>{when.format(new Date(entry.occurredAt))}</time>
      </td>
      <td className="px-3 py-2 break-all">
        {entry.actor.email}
        <span className="block text-xs text-slate-600 dark:text-slate-300">{humanise(entry.actor.role)}</span>
      </td>
      <td className="px-3 py-2">{humanise(entry.action)}</td>
      <td className="px-3 py-2">
        {humanise(entry.entityType)}
        {entry.entityId ? ` #${entry.entityId}` : ''}
      </td>
      <td className="px-3 py-2">
        <Change value={entry.before} />
      </td>
      <td className="px-3 py-2">
        <Change value={entry.after} />
      </td>
    </tr>
  );
}

/** The audit log: every staff change, newest first, filtered by staff member, action, entity and dates. */
export function AuditLogSection() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { draft: applied, filters } = filtersOf(params);
  const [draft, setDraft] = useState<Draft>(applied);
  const log = useAuditLog(filters);

  function apply(next: Draft, page = 1) {
    const query: Record<string, string> = {};
    for (const key of FILTER_KEYS) if (next[key].trim()) query[key] = next[key].trim();
    if (page > 1) query.page = String(page);
    setParams(query);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    apply(draft);
  }

  function clear() {
    const empty = Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])) as Draft;
    setDraft(empty);
    apply(empty);
  }

  const field = (key: FilterKey) => ({
    id: `${id}-${key}`,
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
    className: inputClasses,
  });

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Audit Log
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Every change made by staff, newest first. Records cannot be edited or deleted.</p>
      <form onSubmit={submit} aria-label="Audit log filters" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <label htmlFor={`${id}-actorEmail`} className={labelClasses}>
            {FILTER_LABELS.actorEmail}
          </label>
          <input type="email" {...field('actorEmail')} />
        </div>
        <div>
          <label htmlFor={`${id}-action`} className={labelClasses}>
            {FILTER_LABELS.action}
          </label>
          <select {...field('action')}>
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {humanise(action)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-entityType`} className={labelClasses}>
            {FILTER_LABELS.entityType}
          </label>
          <select {...field('entityType')}>
            <option value="">All entities</option>
            {AUDIT_ENTITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {humanise(type)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-entityId`} className={labelClasses}>
            {FILTER_LABELS.entityId}
          </label>
          <input maxLength={64} {...field('entityId')} />
        </div>
        <div>
          <label htmlFor={`${id}-from`} className={labelClasses}>
            {FILTER_LABELS.from}
          </label>
          <input type="date" {...field('from')} />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={labelClasses}>
            {FILTER_LABELS.to}
          </label>
          <input type="date" {...field('to')} />
        </div>
        <div className="flex gap-2 sm:col-span-2 lg:col-span-3">
          <Button type="submit">Apply Filters</Button>
          <Button variant="secondary" onClick={clear}>
            Clear
          </Button>
        </div>
      </form>
      <div className="mt-6">
        {log.isPending ? (
          <p role="status">Loading the audit log...</p>
        ) : log.isError ? (
          <LoadFailed message={apiErrorMessage(log.error, 'Failed to fetch the audit log')} onRetry={() => void log.refetch()} />
        ) : log.data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-lg font-semibold dark:border-slate-600">No audit records found.</p>
        ) : (
          <>
            <DataTable caption="Audit records" columns={['When', 'Who', 'Action', 'Entity', 'Before', 'After']}>
              {log.data.items.map((entry) => (
                <EntryRow key={entry.id} entry={entry} />
              ))}
            </DataTable>
            <Pager label="Audit log pages" page={log.data.page} pageCount={log.data.pageCount} onPage={(p) => apply(applied, p)} />
          </>
        )}
      </div>
    </section>
  );
}

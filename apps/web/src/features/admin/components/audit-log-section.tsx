import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@dawa/shared/admin/audit-actions';
import type { AdminAuditEntry } from '@dawa/shared/admin/audit';
import { useId } from 'react';
import { FilterBar, useUrlFilters, type FilterField } from '@/components/ui/filter-bar';
import { apiErrorMessage } from '@/lib/api-client';
import { useAuditLog } from '../api/get-audit-log';
import { LoadFailed, Pager } from '@/components/ui/list-states';
import { DataTable } from '@/components/ui/data-table';
import { staffDateTime, staffLabel } from '@/lib/staff/staff-format';

const FILTER_KEYS = ['actorEmail', 'action', 'entityType', 'entityId', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
const FILTER_FIELDS: readonly FilterField<FilterKey>[] = [
  { key: 'actorEmail', label: 'Staff email', kind: 'email' },
  {
    key: 'action',
    label: 'Action',
    kind: 'select',
    allLabel: 'All actions',
    options: AUDIT_ACTIONS.map((value) => ({ value, label: staffLabel(value) })),
  },
  {
    key: 'entityType',
    label: 'Entity',
    kind: 'select',
    allLabel: 'All entities',
    options: AUDIT_ENTITY_TYPES.map((value) => ({ value, label: staffLabel(value) })),
  },
  { key: 'entityId', label: 'Entity id', kind: 'text', maxLength: 64 },
  { key: 'from', label: 'From', kind: 'date' },
  { key: 'to', label: 'To', kind: 'date' },
];

/** Before and after of a record, side by side (the fields the change touched). */
function Change({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-slate-500 dark:text-slate-400">—</span>;
  return <pre className="max-w-xs overflow-x-auto text-xs whitespace-pre-wrap break-all">{JSON.stringify(value, null, 1)}</pre>;
}

function EntryRow({ entry }: { entry: AdminAuditEntry }) {
  return (
    <tr className="border-t border-slate-200 align-top dark:border-slate-700">
      <td className="px-3 py-2 whitespace-nowrap">
        <time dateTime={entry.occurredAt}>{staffDateTime(entry.occurredAt)}</time>
      </td>
      <td className="px-3 py-2 break-all">
        {entry.actor.email}
        <span className="block text-xs text-slate-600 dark:text-slate-300">{staffLabel(entry.actor.role)}</span>
      </td>
      <td className="px-3 py-2">{staffLabel(entry.action)}</td>
      <td className="px-3 py-2">
        {staffLabel(entry.entityType)}
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
  const { values: applied, filters, apply } = useUrlFilters(FILTER_KEYS);
  const log = useAuditLog(filters);

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Audit Log
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Every change made by staff, newest first. Records cannot be edited or deleted.
      </p>
      <FilterBar label="Audit log filters" fields={FILTER_FIELDS} applied={applied} onApply={(values) => apply(values)} />
      <div className="mt-6">
        {log.isPending ? (
          <p role="status">Loading the audit log...</p>
        ) : log.isError ? (
          <LoadFailed message={apiErrorMessage(log.error, 'Failed to fetch the audit log')} onRetry={() => void log.refetch()} />
        ) : log.data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-lg font-semibold dark:border-slate-600">
            No audit records found.
          </p>
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

import { PAYMENT_PROVIDERS, type AdminPayment, type AdminPaymentMismatch } from '@dawa/shared/admin/payments';
import { PAYMENT_ATTEMPT_STATUSES } from '@dawa/shared/commerce/rules';
import { formatInr } from '@dawa/shared/money/format';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { FilterBar, useUrlFilters, type FilterField } from '@/components/ui/filter-bar';
import { LoadFailed, Pager } from '@/components/ui/list-states';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { staffDateTime } from '@/lib/staff/staff-format';
import { downloadPaymentsCsv, useAdminPayments, usePaymentMismatches, useReconcilePayments } from '../api/payments';

const FILTER_KEYS = ['from', 'to', 'provider', 'status'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
type T = ReturnType<typeof useT<'adminPayments'>>;

function filterFields(t: T): readonly FilterField<FilterKey>[] {
  return [
    { key: 'from', label: t('filters.from'), kind: 'date' },
    { key: 'to', label: t('filters.to'), kind: 'date' },
    { key: 'provider', label: t('filters.provider'), kind: 'select', options: PAYMENT_PROVIDERS.map((value) => ({ value, label: t(`provider.${value}`) })) },
    { key: 'status', label: t('filters.status'), kind: 'select', options: PAYMENT_ATTEMPT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })) },
  ];
}

const providerName = (t: T, provider: string | null) =>
  provider === null ? '' : (PAYMENT_PROVIDERS as readonly string[]).includes(provider) ? t(`provider.${provider as (typeof PAYMENT_PROVIDERS)[number]}`) : provider;

/** The ids an operator searches the provider's dashboard by, each labelled; missing ones are left out. */
function ProviderIds({ payment, t }: { payment: AdminPayment; t: T }) {
  const ids: [string, string | null][] = [
    [t('ids.merchant'), payment.merchantTransactionId],
    [t('ids.transaction'), payment.providerTransactionId],
    [t('ids.providerOrder'), payment.providerOrderId],
    [t('ids.refund'), payment.refundTransactionId],
  ];
  return (
    <dl className="text-xs">
      {ids
        .filter((entry): entry is [string, string] => entry[1] !== null)
        .map(([label, value]) => (
          <div key={label}>
            <dt className="inline text-slate-600 dark:text-slate-300">{label}: </dt>
            <dd className="inline font-mono break-all">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function Mismatch({ mismatch, t }: { mismatch: AdminPaymentMismatch; t: T }) {
  return (
    <li className="rounded-lg border border-amber-300 bg-amber-50 p-3 dark:border-amber-800 dark:bg-amber-950">
      <p className="font-semibold">{t(`mismatch.${mismatch.code}`)}</p>
      <p className="text-sm">
        {t('mismatches.order', { number: mismatch.userOrderNumber, id: mismatch.orderId })} · {formatInr(mismatch.amountPaise)}
        {mismatch.provider ? ` · ${providerName(t, mismatch.provider)}` : ''}
        {mismatch.merchantTransactionId ? <span className="font-mono"> · {mismatch.merchantTransactionId}</span> : null}
        {' · '}
        <time dateTime={mismatch.since}>{staffDateTime(mismatch.since)}</time>
      </p>
      <p className="mt-1 text-sm">
        <span className="font-semibold">{t('mismatches.fix')}: </span>
        {t(`fix.${mismatch.code}`)}
      </p>
    </li>
  );
}

function MismatchesPanel({ t }: { t: T }) {
  const id = useId();
  const found = usePaymentMismatches();
  return (
    <section aria-labelledby={id} className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <h3 id={id} className="text-lg font-semibold">
        {t('mismatches.title')}
      </h3>
      {found.isPending ? (
        <p role="status">{t('mismatches.loading')}</p>
      ) : found.isError ? (
        <LoadFailed message={apiErrorMessage(found.error, t('mismatches.loadFailed'))} onRetry={() => void found.refetch()} />
      ) : found.data.items.length === 0 ? (
        <p>{t('mismatches.none')}</p>
      ) : (
        <>
          <ul className="mt-3 space-y-2">
            {found.data.items.map((m) => (
              <Mismatch key={`${m.code}-${m.orderId}-${m.paymentId ?? 'none'}`} mismatch={m} t={t} />
            ))}
          </ul>
          {found.data.truncated ? <p className="mt-2 text-sm">{t('mismatches.truncated')}</p> : null}
        </>
      )}
    </section>
  );
}

/** Admin → Payments (decision 060): attempts with their provider ids, filtered and paged on the server; mismatches and their fixes. */
export function PaymentsSection() {
  const id = useId();
  const t = useT('adminPayments');
  const { values: applied, filters, apply } = useUrlFilters(FILTER_KEYS);
  const list = useAdminPayments(filters);
  const reconcile = useReconcilePayments();
  const [exporting, setExporting] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);

  async function exportCsv() {
    setExporting(true);
    try {
      const { page: _page, ...sameFilters } = filters;
      await downloadPaymentsCsv(sameFilters);
    } catch (error) {
      toast(apiErrorMessage(error, t('exportFailed')), 'error');
    } finally {
      setExporting(false);
    }
  }

  function runReconciliation() {
    setOutcome(null);
    reconcile.mutate(undefined, {
      onSuccess: (r) => setOutcome(t('reconciled', { checked: r.checked, expired: r.expiredOrders.length, refunds: r.refundsTried })),
      onError: (error) => toast(apiErrorMessage(error, t('reconcileFailed')), 'error'),
    });
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {t('title')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button onClick={runReconciliation} disabled={reconcile.isPending}>
            {reconcile.isPending ? t('reconciling') : t('runReconciliation')}
          </Button>
          <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting}>
            {t('exportCsv')}
          </Button>
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('intro')}</p>
      {outcome ? (
        <p role="status" className="mt-2 font-semibold">
          {outcome}
        </p>
      ) : null}
      <MismatchesPanel t={t} />
      <FilterBar label={t('filters.label')} fields={filterFields(t)} applied={applied} onApply={(values) => apply(values)} />
      <div className="mt-6">
        {list.isPending ? (
          <p role="status">{t('loading')}</p>
        ) : list.isError ? (
          <LoadFailed message={apiErrorMessage(list.error, t('loadFailed'))} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-lg font-semibold dark:border-slate-600">{t('empty')}</p>
        ) : (
          <>
            <DataTable
              caption={t('table.caption')}
              columns={[t('table.created'), t('table.for'), t('table.provider'), t('table.state'), t('table.amount'), t('table.ids')]}
            >
              {list.data.items.map((p) => (
                <tr key={p.id} className="border-t border-slate-200 align-top dark:border-slate-700">
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={p.createdAt}>{staffDateTime(p.createdAt)}</time>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {p.userOrderNumber !== null ? t('for.order', { number: p.userOrderNumber }) : t('for.appointment', { id: p.appointmentId ?? '' })}
                  </td>
                  <td className="px-3 py-2">{providerName(t, p.provider)}</td>
                  <td className="px-3 py-2">{t(`status.${p.status}`)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatInr(p.amountPaise)}</td>
                  <td className="px-3 py-2">
                    <ProviderIds payment={p} t={t} />
                  </td>
                </tr>
              ))}
            </DataTable>
            <Pager label={t('pages')} page={list.data.page} pageCount={list.data.pageCount} onPage={(page) => apply(applied, page)} />
          </>
        )}
      </div>
    </section>
  );
}

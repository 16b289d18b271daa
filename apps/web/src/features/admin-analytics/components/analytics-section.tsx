import type { AnalyticsReport, AnalyticsTable } from '@dawa/shared/admin/analytics';
import { formatNumber } from '@dawa/shared/i18n/format';
import { formatInr } from '@dawa/shared/money/format';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { downloadAnalyticsCsv, useAnalytics, type AnalyticsRange } from '../api/get-analytics';
import { BarChart, type Bar, type ChartAxes } from './bar-chart';
import { staffDate, staffLabel as humanise } from '@/lib/staff/staff-format';

/** Rupees on an axis: whole rupees with Indian grouping ('₹1,25,000'); the table keeps the paise. */
const rupees = (value: number) => `₹${formatNumber(Math.round(value), 'en')}`;
const count = (value: number) => formatNumber(Math.round(value), 'en');

interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/** One report table: its chart, the same figures as a table beside it, and its CSV download. */
function ReportTable<Row>({
  title,
  table,
  range,
  report,
  rows,
  columns,
  bars,
  axes,
}: {
  title: string;
  table: AnalyticsTable;
  range: AnalyticsRange;
  report: AnalyticsReport;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  bars: readonly Bar[];
  axes: ChartAxes;
}) {
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadAnalyticsCsv(table, range, `${table}-${report.from}-to-${report.to}.csv`);
    } catch (error) {
      toast(apiErrorMessage(error, 'The download failed. Please try again.'), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {title}
        </h3>
        <Button variant="secondary" onClick={() => void download()} disabled={busy} aria-label={`Download CSV of ${title}`}>
          Download CSV
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">No data in this range.</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <BarChart bars={bars} title={title} axes={axes} />
          {/* A scrolling table is a stop for the keyboard (arrow keys scroll it): axe scrollable-region-focusable. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="max-h-80 overflow-auto" tabIndex={0} role="region" aria-label={`${title}, table`}>
            <table className="w-full text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.header} scope="col" className={`px-2 py-1 ${c.numeric ? 'text-right' : 'text-left'}`}>
                      {c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={i} className="border-t border-slate-200 dark:border-slate-700">
                    {columns.map((c) => (
                      <td key={c.header} className={`px-2 py-1 ${c.numeric ? 'text-right tabular-nums' : ''}`}>
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}

function Summary({ report }: { report: AnalyticsReport }) {
  const s = report.summary;
  const figures: [string, string][] = [
    ['Revenue', formatInr(s.revenuePaise)],
    ['Sales (paid orders)', String(s.sales)],
    ['Orders placed', String(s.orders)],
    ['Average order value', formatInr(s.averageOrderValuePaise)],
    ['New customers', String(s.newCustomers)],
    ['Refunds', `${s.refunds} (${formatInr(s.refundedPaise)})`],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
          <dd className="text-xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Report({ report, range }: { report: AnalyticsReport; range: AnalyticsRange }) {
  const common = { report, range };
  return (
    <div className="space-y-6">
      <Summary report={report} />
      <ReportTable
        {...common}
        title="Sales by day"
        table="salesByDay"
        axes={{ x: 'Day', y: 'Revenue (₹)', format: rupees }}
        rows={report.salesByDay}
        bars={report.salesByDay.map((r) => ({ label: staffDate(r.day), value: r.revenuePaise / 100 }))}
        columns={[
          { header: 'Day', cell: (r) => staffDate(r.day) },
          { header: 'Paid orders', cell: (r) => r.orders, numeric: true },
          { header: 'Revenue', cell: (r) => formatInr(r.revenuePaise), numeric: true },
        ]}
      />
      <ReportTable
        {...common}
        title="Sales by category"
        table="salesByCategory"
        axes={{ x: 'Category', y: 'Revenue (₹)', format: rupees }}
        rows={report.salesByCategory}
        bars={report.salesByCategory.map((r) => ({ label: r.categoryName, value: r.revenuePaise / 100 }))}
        columns={[
          { header: 'Category', cell: (r) => r.categoryName },
          { header: 'Units', cell: (r) => r.units, numeric: true },
          { header: 'Revenue', cell: (r) => formatInr(r.revenuePaise), numeric: true },
        ]}
      />
      <ReportTable
        {...common}
        title="Orders by status"
        table="ordersByStatus"
        axes={{ x: 'Status', y: 'Orders', format: count }}
        rows={report.ordersByStatus}
        bars={report.ordersByStatus.map((r) => ({ label: humanise(r.status), value: r.orders }))}
        columns={[
          { header: 'Status', cell: (r) => humanise(r.status) },
          { header: 'Orders', cell: (r) => r.orders, numeric: true },
        ]}
      />
      <ReportTable
        {...common}
        title="Top products"
        table="topProducts"
        axes={{ x: 'Product', y: 'Revenue (₹)', format: rupees }}
        rows={report.topProducts}
        bars={report.topProducts.map((r) => ({ label: r.productName, value: r.revenuePaise / 100 }))}
        columns={[
          { header: 'Product', cell: (r) => r.productName },
          { header: 'Units', cell: (r) => r.units, numeric: true },
          { header: 'Revenue', cell: (r) => formatInr(r.revenuePaise), numeric: true },
        ]}
      />
      <ReportTable
        {...common}
        title="Promo code use"
        table="promoCodes"
        axes={{ x: 'Promo code', y: 'Orders', format: count }}
        rows={report.promoCodes}
        bars={report.promoCodes.map((r) => ({ label: r.code, value: r.orders }))}
        columns={[
          { header: 'Code', cell: (r) => r.code },
          { header: 'Orders', cell: (r) => r.orders, numeric: true },
          { header: 'Discount given', cell: (r) => formatInr(r.discountPaise), numeric: true },
          { header: 'Revenue', cell: (r) => formatInr(r.revenuePaise), numeric: true },
        ]}
      />
      <ReportTable
        {...common}
        title="Refunds"
        table="refunds"
        axes={{ x: 'Refund', y: 'Amount (₹)', format: rupees }}
        rows={report.refunds}
        bars={report.refunds.map((r) => ({ label: humanise(r.paymentStatus), value: r.amountPaise / 100 }))}
        columns={[
          { header: 'Refund', cell: (r) => humanise(r.paymentStatus) },
          { header: 'Orders', cell: (r) => r.orders, numeric: true },
          { header: 'Amount', cell: (r) => formatInr(r.amountPaise), numeric: true },
        ]}
      />
    </div>
  );
}

/** Analytics & Reports: a date range (India days, default the last 30) and the report the server computes for it. */
export function AnalyticsSection() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const range: AnalyticsRange = {};
  const from = params.get('from');
  const to = params.get('to');
  if (from) range.from = from;
  if (to) range.to = to;
  const [draft, setDraft] = useState({ from: from ?? '', to: to ?? '' });
  const analytics = useAnalytics(range);

  function apply(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (draft.from) next.from = draft.from;
    if (draft.to) next.to = draft.to;
    setParams(next);
  }

  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-semibold">Analytics & Reports</h2>
      <form onSubmit={apply} className="flex flex-wrap items-end gap-3" aria-label="Date range">
        <div>
          <label htmlFor={`${id}-from`} className={labelClasses}>
            From
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className={inputClasses}
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={labelClasses}>
            To
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className={inputClasses}
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </div>
        <Button type="submit">Show Report</Button>
      </form>
      {analytics.data ? (
        <>
          <p className="text-slate-600 dark:text-slate-300">
            From {analytics.data.from} to {analytics.data.to} (India time). Sales are paid orders: online payments received and cash on
            delivery collected; refunded orders are not sales.
          </p>
          <Report report={analytics.data} range={range} />
        </>
      ) : analytics.isError ? (
        <div role="alert" className="space-y-2">
          <p>{apiErrorMessage(analytics.error, 'The report could not be loaded.')}</p>
          <Button variant="secondary" onClick={() => void analytics.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <p role="status">Loading the report…</p>
      )}
    </div>
  );
}

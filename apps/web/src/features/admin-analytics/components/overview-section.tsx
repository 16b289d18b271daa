import { formatInr } from '@dawa/shared/money/format';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { adminPaths } from '@/config/admin-paths';
import { apiErrorMessage } from '@/lib/api-client';
import { useOverview } from '../api/get-analytics';

interface Card {
  label: string;
  value: string;
  /** The section the figure comes from. */
  to: string;
  linkText: string;
}

/** All Dashboards: today's figures, each linking to its section. A pharmacist gets no sales figures from the server. */
export function OverviewSection() {
  const overview = useOverview();
  const o = overview.data;
  const cards: Card[] = [];
  if (o?.todayOrders !== undefined) cards.push({ label: "Today's orders", value: String(o.todayOrders), to: adminPaths.dashboard('orders'), linkText: 'Open orders' });
  if (o?.todayRevenuePaise !== undefined)
    cards.push({ label: "Today's revenue", value: formatInr(o.todayRevenuePaise), to: adminPaths.dashboard('analytics'), linkText: 'Open analytics' });
  if (o) {
    cards.push({ label: 'Orders pending fulfilment', value: String(o.pendingFulfilment), to: adminPaths.dashboard('orders'), linkText: 'Open orders' });
    // Orders held for a pharmacist's review wait on a different person and a different screen than packing.
    cards.push({
      label: 'Orders awaiting prescription review',
      value: String(o.awaitingPrescription),
      to: adminPaths.dashboard('prescriptions'),
      linkText: 'Open the prescription queue',
    });
    cards.push({
      label: `Low-stock products (${o.lowStockThreshold} or fewer left)`,
      value: String(o.lowStockProducts),
      to: `${adminPaths.dashboard('products')}?stock=low`,
      linkText: 'Open low-stock products',
    });
  }
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-semibold">All Dashboards</h2>
      {o ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {cards.map((card) => (
            <li key={card.label} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
              <p className="text-sm text-slate-600 dark:text-slate-300">{card.label}</p>
              <p className="text-3xl font-semibold tabular-nums">{card.value}</p>
              <Link to={card.to} aria-label={`${card.linkText}: ${card.label}`} className="mt-2 inline-block text-teal-800 underline dark:text-teal-300">
                {card.linkText}
              </Link>
            </li>
          ))}
        </ul>
      ) : overview.isError ? (
        <div role="alert" className="space-y-2">
          <p>{apiErrorMessage(overview.error, 'The overview could not be loaded.')}</p>
          <Button variant="secondary" onClick={() => void overview.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <p role="status">Loading…</p>
      )}
    </div>
  );
}

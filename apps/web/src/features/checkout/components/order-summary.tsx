import type { QuoteResponse } from '@dawa/shared/commerce/cart';
import { formatInr } from '@dawa/shared/money/format';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

const rowClasses = 'flex justify-between gap-4 text-sm';

/** The server's quote of the cart: lines (with price changes and problems), promo, subtotal, delivery and total. */
export function OrderSummary({ quote, busy }: { quote: QuoteResponse; busy: boolean }) {
  return (
    <div className={cn(busy && 'opacity-60 transition-opacity')} aria-busy={busy || undefined}>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {quote.lines.map((line) => (
          <li key={`${line.productId}:${line.variantId ?? ''}`} className="py-3 text-sm">
            <div className="flex justify-between gap-4">
              <span>
                <Link to={paths.product(line.slug)} className="font-medium hover:underline">
                  {line.name}
                </Link>
                {line.variantLabel ? <span className="text-slate-600 dark:text-slate-400"> · {line.variantLabel}</span> : null}
                <span className="block text-slate-600 dark:text-slate-400">
                  {formatInr(line.unitPricePaise)} × {line.quantity}
                </span>
              </span>
              <span className="font-medium whitespace-nowrap">{formatInr(line.lineTotalPaise)}</span>
            </div>
            {line.previousUnitPricePaise !== null ? (
              <p className="mt-1 text-amber-800 dark:text-amber-300">
                Price changed from {formatInr(line.previousUnitPricePaise)} to {formatInr(line.unitPricePaise)} since you added it.
              </p>
            ) : null}
            {line.requiresPrescription ? <p className="mt-1 text-amber-800 dark:text-amber-300">Needs a doctor&apos;s prescription</p> : null}
            {line.problem ? <p className="mt-1 font-medium text-red-700 dark:text-red-300">{line.problem}</p> : null}
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-2 border-t border-slate-200 pt-3 dark:border-slate-800">
        <div className={rowClasses}>
          <dt>Subtotal</dt>
          <dd>{formatInr(quote.subtotalPaise)}</dd>
        </div>
        {quote.promo ? (
          <div className={cn(rowClasses, 'text-teal-800 dark:text-teal-300')}>
            <dt>Discount ({quote.promo.code})</dt>
            <dd>−{formatInr(quote.discountPaise)}</dd>
          </div>
        ) : null}
        <div className={rowClasses}>
          <dt>Delivery</dt>
          <dd>{quote.deliveryPaise === 0 ? 'Free' : formatInr(quote.deliveryPaise)}</dd>
        </div>
        <div className={cn(rowClasses, 'border-t border-slate-200 pt-2 text-base font-bold dark:border-slate-800')}>
          <dt>Total</dt>
          <dd>{formatInr(quote.totalPaise)}</dd>
        </div>
      </dl>
      {quote.promoError ? <p className="mt-2 text-sm text-amber-800 dark:text-amber-300">Promo code not applied: {quote.promoError}</p> : null}
    </div>
  );
}

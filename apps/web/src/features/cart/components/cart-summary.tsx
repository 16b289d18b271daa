import type { QuoteResponse } from '@dawa/shared/commerce/cart';
import { formatInr } from '@dawa/shared/money/format';
import type { ReactNode } from 'react';

function Row({ term, children, strong = false }: { term: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between border-t border-slate-200 pt-3 text-base font-bold dark:border-slate-700'
          : 'flex justify-between text-sm'
      }
    >
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Subtotal, promo discount, delivery (₹40 at ₹499 or less, else FREE) and total, as the server computed them. */
export function CartTotals({ quote, itemCount }: { quote: QuoteResponse; itemCount: number }) {
  return (
    <>
      <dl className="space-y-2">
        <Row term={`Subtotal (${itemCount} ${itemCount === 1 ? 'item' : 'items'})`}>{formatInr(quote.subtotalPaise)}</Row>
        {quote.promo && quote.discountPaise > 0 ? (
          <Row term={`Discount (${quote.promo.code})`}>
            <span className="text-emerald-800 dark:text-emerald-300">−{formatInr(quote.discountPaise)}</span>
          </Row>
        ) : null}
        <Row term="Delivery">
          {quote.deliveryPaise === 0 ? (
            <span className="font-semibold text-emerald-800 dark:text-emerald-300">FREE</span>
          ) : (
            formatInr(quote.deliveryPaise)
          )}
        </Row>
        <Row term="Total" strong>
          {formatInr(quote.totalPaise)}
        </Row>
      </dl>
      {quote.deliveryPaise > 0 ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
          Free delivery on orders above {formatInr(quote.freeDeliveryAbovePaise)}.
        </p>
      ) : null}
    </>
  );
}

/** Placeholder rows while the first quote loads. */
export function CartTotalsSkeleton() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">Calculating totals...</span>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="h-4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      ))}
    </div>
  );
}

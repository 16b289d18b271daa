import type { QuoteResponse } from '@dawa/shared/commerce/cart';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/i18n/use-format';

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
  const t = useT('cart');
  const format = useFormat();
  return (
    <>
      <dl className="space-y-2">
        <Row term={t('subtotal', { count: itemCount })}>{format.money(quote.subtotalPaise)}</Row>
        {quote.promo && quote.discountPaise > 0 ? (
          <Row term={t('discount', { code: quote.promo.code })}>
            <span className="text-emerald-800 dark:text-emerald-300">−{format.money(quote.discountPaise)}</span>
          </Row>
        ) : null}
        <Row term={t('delivery')}>
          {quote.deliveryPaise === 0 ? (
            <span className="font-semibold text-emerald-800 dark:text-emerald-300">{t('free')}</span>
          ) : (
            format.money(quote.deliveryPaise)
          )}
        </Row>
        <Row term={t('total')} strong>
          {format.money(quote.totalPaise)}
        </Row>
      </dl>
      {quote.deliveryPaise > 0 ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
          {t('freeAbove', { amount: format.money(quote.freeDeliveryAbovePaise) })}
        </p>
      ) : null}
    </>
  );
}

/** Placeholder rows while the first quote loads. */
export function CartTotalsSkeleton() {
  const t = useT('cart');
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{t('calculating')}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="h-4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      ))}
    </div>
  );
}

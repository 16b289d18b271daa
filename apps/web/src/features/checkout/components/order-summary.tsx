import type { QuoteResponse } from '@dawa/shared/commerce/cart';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/i18n/use-format';
import { usePackLabel } from '@/lib/i18n/use-pack-label';

const rowClasses = 'flex justify-between gap-4 text-sm';

/** The server's quote of the cart: lines (with price changes and problems), promo, subtotal, delivery and total. */
export function OrderSummary({ quote, busy }: { quote: QuoteResponse; busy: boolean }) {
  const t = useT('checkout');
  const format = useFormat();
  const packLabel = usePackLabel();
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
                {line.variantLabel ? <span className="text-slate-600 dark:text-slate-400"> · {packLabel(line.variantLabel)}</span> : null}
                <span className="block text-slate-600 dark:text-slate-400">
                  {format.money(line.unitPricePaise)} × {line.quantity}
                </span>
              </span>
              <span className="font-medium whitespace-nowrap">{format.money(line.lineTotalPaise)}</span>
            </div>
            {line.previousUnitPricePaise !== null ? (
              <p className="mt-1 text-amber-800 dark:text-amber-300">
                {t('line.priceChanged', { from: format.money(line.previousUnitPricePaise), to: format.money(line.unitPricePaise) })}
              </p>
            ) : null}
            {line.requiresPrescription ? <p className="mt-1 text-amber-800 dark:text-amber-300">{t('line.rx')}</p> : null}
            {line.problem ? <p className="mt-1 font-medium text-red-700 dark:text-red-300">{line.problem}</p> : null}
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-2 border-t border-slate-200 pt-3 dark:border-slate-800">
        <div className={rowClasses}>
          <dt>{t('subtotal')}</dt>
          <dd>{format.money(quote.subtotalPaise)}</dd>
        </div>
        {quote.promo ? (
          <div className={cn(rowClasses, 'text-teal-800 dark:text-teal-300')}>
            <dt>{t('discount', { code: quote.promo.code })}</dt>
            <dd>−{format.money(quote.discountPaise)}</dd>
          </div>
        ) : null}
        <div className={rowClasses}>
          <dt>{t('delivery')}</dt>
          <dd>{quote.deliveryPaise === 0 ? t('free') : format.money(quote.deliveryPaise)}</dd>
        </div>
        <div className={cn(rowClasses, 'border-t border-slate-200 pt-2 text-base font-bold dark:border-slate-800')}>
          <dt>{t('total')}</dt>
          <dd>{format.money(quote.totalPaise)}</dd>
        </div>
      </dl>
      {quote.promoError ? (
        <p className="mt-2 text-sm text-amber-800 dark:text-amber-300">{t('promoNotApplied', { reason: quote.promoError })}</p>
      ) : null}
    </div>
  );
}

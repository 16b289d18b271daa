import { formatMoney } from '@dawa/shared/i18n/format';
import { discountPercent } from '@dawa/shared/money/format';
import { cn } from '@/lib/cn';
import { useLanguage, useT } from '@/lib/i18n/use-t';

/** Selling price in rupees; the MRP struck through and the saving when the MRP is higher. */
export function PriceTag({ pricePaise, mrpPaise, size = 'md' }: { pricePaise: number; mrpPaise: number; size?: 'md' | 'lg' }) {
  const t = useT('common');
  const language = useLanguage();
  const off = mrpPaise > pricePaise ? discountPercent(pricePaise, mrpPaise) : 0;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span className={cn('font-bold text-slate-900 dark:text-white', size === 'lg' ? 'text-3xl' : 'text-lg')}>
        {formatMoney(pricePaise, language)}
      </span>
      {mrpPaise > pricePaise ? (
        <>
          <span className={cn('text-slate-600 dark:text-slate-300', size === 'lg' ? 'text-base' : 'text-sm')}>
            <span className="sr-only">{t('product.mrp')}</span>
            <s>{formatMoney(mrpPaise, language)}</s>
          </span>
          {off > 0 ? (
            <span className={cn('font-semibold text-emerald-800 dark:text-emerald-300', size === 'lg' ? 'text-base' : 'text-sm')}>
              {t('product.off', { percent: off })}
            </span>
          ) : null}
        </>
      ) : null}
    </p>
  );
}

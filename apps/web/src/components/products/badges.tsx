import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';

const badge = 'inline-flex items-center rounded-md px-2 py-0.5 text-xs font-semibold';

/** 'Rx': the medicine is sold only against a prescription. */
export function RxBadge({ className }: { className?: string }) {
  const t = useT('common');
  return (
    <span className={cn(badge, 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200', className)} title={t('product.rxRequired')}>
      {t('product.rx')}
      <span className="sr-only">{t('product.rxRequiredSr')}</span>
    </span>
  );
}

export function OutOfStockBadge({ className }: { className?: string }) {
  const t = useT('common');
  return <span className={cn(badge, 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100', className)}>{t('product.outOfStock')}</span>;
}

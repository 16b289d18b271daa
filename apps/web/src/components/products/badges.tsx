import { cn } from '@/lib/cn';

const badge = 'inline-flex items-center rounded-md px-2 py-0.5 text-xs font-semibold';

/** 'Rx': the medicine is sold only against a prescription. */
export function RxBadge({ className }: { className?: string }) {
  return (
    <span className={cn(badge, 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200', className)} title="Prescription required">
      Rx<span className="sr-only"> (prescription required)</span>
    </span>
  );
}

export function OutOfStockBadge({ className }: { className?: string }) {
  return <span className={cn(badge, 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100', className)}>Out of stock</span>;
}

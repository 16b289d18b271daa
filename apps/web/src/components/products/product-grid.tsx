import type { ProductSummary } from '@dawa/shared/catalog/schemas';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { ProductCard } from './product-card';

const gridClasses = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4';

export function ProductGrid({
  products,
  headingLevel = 3,
  className,
  busy = false,
  priorityCount = 0,
}: {
  products: readonly ProductSummary[];
  /** How many first cards are above the fold on a phone (their pictures load first: the page's LCP). */
  priorityCount?: number;
  headingLevel?: 2 | 3;
  className?: string;
  /** True while a newer result is loading (the old one stays visible, dimmed). */
  busy?: boolean;
}) {
  return (
    <ul className={cn(gridClasses, busy && 'opacity-60 transition-opacity', className)} aria-busy={busy || undefined}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while products load, announced as 'Loading products...'. */
export function ProductGridSkeleton({
  count = 8,
  label,
  showLabel = false,
}: {
  count?: number;
  label?: string;
  showLabel?: boolean;
}) {
  const t = useT('common');
  return (
    <div role="status">
      <p className={showLabel ? 'mb-4 text-sm text-slate-600 dark:text-slate-300' : 'sr-only'}>{label ?? t('product.loading')}</p>
      <ul className={gridClasses} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
            <div className="aspect-square w-full animate-pulse bg-slate-100 dark:bg-slate-800" />
            <div className="space-y-2 p-4">
              <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
              <div className="h-3 w-1/2 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
              <div className="h-5 w-1/3 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

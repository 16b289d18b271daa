import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useUiT } from './ui-texts';

/** Page numbers to show: first, last, and the current page with one neighbour each side. */
export function visiblePages(page: number, pageCount: number): Array<number | 'gap'> {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

const itemClasses = 'inline-flex min-w-10 items-center justify-center gap-1 rounded-lg border px-3 py-2 text-sm font-medium';
const idleClasses =
  'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

/**
 * Links to the other pages of a server-paged list. `hrefFor(page)` builds each page's URL so the
 * page number lives in the address bar (shareable, back button works).
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  onNavigate,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  onNavigate?: () => void;
}) {
  const t = useUiT();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} onClick={onNavigate} className={cn(itemClasses, idleClasses)} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('pagination.previous')}
        </Link>
      ) : null}
      {visiblePages(page, pageCount).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-slate-600 dark:text-slate-300" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={hrefFor(p)}
            onClick={onNavigate}
            aria-label={t('pagination.page', { page: p })}
            aria-current={p === page ? 'page' : undefined}
            className={cn(
              itemClasses,
              p === page ? 'border-teal-700 bg-teal-700 text-white dark:border-teal-400 dark:bg-teal-400 dark:text-slate-950' : idleClasses,
            )}
          >
            {p}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} onClick={onNavigate} className={cn(itemClasses, idleClasses)} rel="next">
          {t('pagination.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}

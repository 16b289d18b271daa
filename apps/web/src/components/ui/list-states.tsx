import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useUiT } from './ui-texts';

/** A list that failed to load: the spec's message and its 'Try Again' button. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useUiT();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
      <p className="font-semibold">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {t('list.tryAgain')}
      </Button>
    </div>
  );
}

/** A list with nothing in it: a title and, below it, what the user can do. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-600">
      <p className="text-lg font-semibold">{title}</p>
      {children}
    </div>
  );
}

/** Previous / 'Page X of Y' / Next under a list paged by the server; nothing for a single page. */
export function Pager({ page, pageCount, onPage, label }: { page: number; pageCount: number; onPage: (page: number) => void; label: string }) {
  const t = useUiT();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-center gap-4">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </Button>
      <span aria-live="polite" className="text-sm font-medium">
        {t('pager.pageOf', { page, pageCount })}
      </span>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </Button>
    </nav>
  );
}

import type { ReviewListQueryInput } from '@dawa/shared/reviews/schemas';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { useT } from '@/lib/i18n/use-t';
import { useMyReview } from '../api/get-my-review';
import { useReviewStats } from '../api/get-review-stats';
import { useReviews } from '../api/get-reviews';
import { DEFAULT_REVIEW_FILTERS, ReviewFilters, type ReviewFilterState } from './review-filters';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import { ReviewStatsPanel } from './review-stats';

function toQuery(filters: ReviewFilterState, page: number): ReviewListQueryInput {
  return {
    sortBy: filters.sortBy === 'newest' ? undefined : filters.sortBy,
    rating: filters.rating > 0 ? String(filters.rating) : undefined,
    withImages: filters.withImages ? 'true' : undefined,
    verifiedPurchase: filters.verifiedPurchase ? 'true' : undefined,
    page: page > 1 ? String(page) : undefined,
  };
}

const noteClasses = 'rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm dark:border-slate-700 dark:bg-slate-800';

/** Who may write: visitors are asked to sign in (and come back here); customers get the form, with their review to edit. */
function ReviewFormArea({ productId, onSaved }: { productId: number; onSaved?: (() => void) | undefined }) {
  const { user, restoring } = useSession();
  const location = useLocation();
  const mine = useMyReview(productId, { enabled: user !== null && !restoring });
  const t = useT('reviews');
  if (restoring) {
    return (
      <p role="status" className={noteClasses}>
        {t('checkingSignIn')}
      </p>
    );
  }
  if (!user) {
    return (
      <div className={noteClasses}>
        <p className="font-medium">{t('signInRequired')}</p>
        <Link to={paths.login()} state={{ from: `${location.pathname}${location.search}` }} className={buttonClasses('primary', 'mt-3')}>
          {t('signIn')}
        </Link>
      </div>
    );
  }
  if (mine.isPending) {
    return (
      <p role="status" className={noteClasses}>
        {t('loadingMine')}
      </p>
    );
  }
  // If my earlier review cannot be loaded, the form still works: sending replaces that review.
  return <ReviewForm key={`${productId}:${user.id}`} productId={productId} existing={mine.data?.review ?? null} onSaved={onSaved} />;
}

/** The product page's 'Customer Reviews': statistics, filters, the paged list and the review form. */
export function ProductReviews({ productId, onReviewSaved }: { productId: number; onReviewSaved?: () => void }) {
  const { user } = useSession();
  const [filters, setFilters] = useState(DEFAULT_REVIEW_FILTERS);
  const [page, setPage] = useState(1);
  const stats = useReviewStats(productId);
  const list = useReviews(productId, toQuery(filters, page));
  const filtered = filters.rating > 0 || filters.withImages || filters.verifiedPurchase;
  const t = useT('reviews');

  const changeFilters = (next: ReviewFilterState) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <section
      aria-labelledby="reviews-heading"
      className="mt-12 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="reviews-heading" className="text-xl font-bold">
        {t('heading')}
      </h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-[20rem_1fr]">
        <div>
          {stats.data ? (
            <ReviewStatsPanel stats={stats.data} />
          ) : stats.isPending ? (
            <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
          ) : null}
        </div>
        <ReviewFormArea productId={productId} onSaved={onReviewSaved} />
      </div>

      <div className="mt-8 border-t border-slate-200 pt-6 dark:border-slate-700">
        <ReviewFilters value={filters} onChange={changeFilters} />
        <div className="mt-4" aria-busy={list.isFetching}>
          {list.isPending ? (
            <p role="status" className="py-6 text-sm text-slate-700 dark:text-slate-200">
              {t('loading')}
            </p>
          ) : list.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 py-6">
              <p className="font-medium">{t('loadFailed')}</p>
              <Button variant="secondary" onClick={() => void list.refetch()}>
                {t('retry')}
              </Button>
            </div>
          ) : list.data.items.length === 0 ? (
            <p className="py-6 text-slate-700 dark:text-slate-200">{filtered ? t('noMatch') : t('empty')}</p>
          ) : (
            <>
              <div>
                {list.data.items.map((review) => (
                  <ReviewItem key={review.id} review={review} signedIn={user !== null} />
                ))}
              </div>
              {list.data.pageCount > 1 ? (
                <nav aria-label={t('pages.label')} className="mt-4 flex items-center justify-center gap-3">
                  <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    {t('pages.previous')}
                  </Button>
                  <p className="text-sm">
                    {t('pages.status', { page: list.data.page, pages: list.data.pageCount })}
                  </p>
                  <Button variant="secondary" disabled={page >= list.data.pageCount} onClick={() => setPage(page + 1)}>
                    {t('pages.next')}
                  </Button>
                </nav>
              ) : null}
            </>
          )}
        </div>
      </div>
    </section>
  );
}

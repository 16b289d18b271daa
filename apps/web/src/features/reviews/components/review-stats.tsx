import type { ReviewStats } from '@dawa/shared/reviews/schemas';
import { distributionPercent } from '@dawa/shared/reviews/rules';
import { useT } from '@/lib/i18n/use-t';
import { Stars } from './stars';

const STARS_DESCENDING = [5, 4, 3, 2, 1] as const;

/** Average, total, reviews per star as bars, and the share that would recommend the product. */
export function ReviewStatsPanel({ stats }: { stats: ReviewStats }) {
  const { averageRating, totalReviews, ratingDistribution, recommendationPercentage } = stats;
  const t = useT('reviews');
  return (
    <div aria-label={t('stats.label')} role="group" className="space-y-4">
      <div className="flex items-center gap-4">
        <p className="text-4xl font-bold">{averageRating.toFixed(1)}</p>
        <div>
          <Stars rating={averageRating} />
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {t('stats.basedOn', { count: totalReviews })}
          </p>
        </div>
      </div>
      <ul className="space-y-1.5">
        {STARS_DESCENDING.map((star) => {
          const count = ratingDistribution[star];
          const percent = distributionPercent(count, totalReviews);
          return (
            <li key={star} className="grid grid-cols-[3.5rem_1fr_2.5rem] items-center gap-2 text-sm">
              <span aria-hidden="true">{t('stats.star', { star })}</span>
              <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${percent}%` }} />
              </span>
              <span aria-hidden="true" className="text-right text-slate-700 dark:text-slate-200">
                {count}
              </span>
              <span className="sr-only">{t('stats.row', { stars: t('stars', { count: star }), reviews: t('stats.reviews', { count }), percent })}</span>
            </li>
          );
        })}
      </ul>
      {totalReviews > 0 ? (
        <p className="text-sm font-medium text-teal-800 dark:text-teal-300">{t('stats.recommend', { percent: recommendationPercentage })}</p>
      ) : null}
    </div>
  );
}

import type { Review } from '@dawa/shared/reviews/schemas';
import BadgeCheck from 'lucide-react/icons/badge-check';
import ThumbsUp from 'lucide-react/icons/thumbs-up';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { useMarkHelpful } from '../api/mark-helpful';
import { ReviewPhotos } from './review-photos';
import { Stars } from './stars';

function Points({ title, points, tone }: { title: string; points: string[]; tone: 'pro' | 'con' }) {
  if (points.length === 0) return null;
  return (
    <div>
      <p className={cn('text-sm font-semibold', tone === 'pro' ? 'text-teal-800 dark:text-teal-300' : 'text-rose-800 dark:text-rose-300')}>{title}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700 dark:text-slate-200">
        {points.map((point, i) => (
          <li key={i}>{point}</li>
        ))}
      </ul>
    </div>
  );
}

/** One review: stars, who and when, verified badge, comment, photos, pros and cons, recommendation and the Helpful button. */
export function ReviewItem({ review, signedIn }: { review: Review; signedIn: boolean }) {
  const helpful = useMarkHelpful(review.productId);
  const t = useT('reviews');
  const format = useFormat();
  const errorText = useApiErrorText();
  const onHelpful = () => {
    if (!signedIn) {
      toast(t('item.helpfulSignIn'), 'info');
      return;
    }
    helpful.mutate(review.id, { onError: (error) => toast(errorText(error, t('item.helpfulFailed')), 'error') });
  };
  const headingId = `review-${review.id}`;
  return (
    <article aria-labelledby={headingId} className="border-b border-slate-200 py-5 last:border-b-0 dark:border-slate-700">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <h3 id={headingId} className="font-semibold">
          {review.reviewerName}
          {review.mine ? (
            <>
              {' '}
              <span className="text-xs font-medium text-slate-600 dark:text-slate-300">{t('item.yours')}</span>
            </>
          ) : null}
        </h3>
        <time dateTime={review.createdAt} className="text-sm text-slate-600 dark:text-slate-300">
          {format.date(review.createdAt, 'dateLong')}
        </time>
        {review.verifiedPurchase ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2 py-0.5 text-xs font-medium text-teal-900 dark:bg-teal-950 dark:text-teal-100">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t('item.verified')}
          </span>
        ) : null}
      </div>
      <p className="mt-2 whitespace-pre-line text-slate-800 dark:text-slate-100">{review.comment}</p>
      <ReviewPhotos photos={review.photos} reviewerName={review.reviewerName} />
      {review.pros.length > 0 || review.cons.length > 0 ? (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <Points title={t('pros')} points={review.pros} tone="pro" />
          <Points title={t('cons')} points={review.cons} tone="con" />
        </div>
      ) : null}
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-200">
        {review.wouldRecommend ? t('item.recommends') : t('item.notRecommends')}
      </p>
      {review.mine ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {t('item.foundHelpful', { count: review.helpfulCount })}
        </p>
      ) : (
        <button
          type="button"
          onClick={onHelpful}
          disabled={helpful.isPending}
          aria-pressed={review.helpfulByMe}
          aria-label={t('item.helpfulLabel', { count: review.helpfulCount, name: review.reviewerName })}
          className={cn(
            'mt-3 inline-flex items-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm font-medium disabled:opacity-60',
            review.helpfulByMe
              ? 'border-teal-700 bg-teal-50 text-teal-900 dark:border-teal-400 dark:bg-teal-950 dark:text-teal-50'
              : 'border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800',
          )}
        >
          <ThumbsUp aria-hidden="true" className="size-4" />
          {t('item.helpful', { count: review.helpfulCount })}
        </button>
      )}
    </article>
  );
}

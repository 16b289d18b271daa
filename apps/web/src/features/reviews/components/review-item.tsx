import type { Review } from '@dawa/shared/reviews/schemas';
import BadgeCheck from 'lucide-react/icons/badge-check';
import ThumbsUp from 'lucide-react/icons/thumbs-up';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useMarkHelpful } from '../api/mark-helpful';
import { ReviewPhotos } from './review-photos';
import { Stars } from './stars';

export const HELPFUL_SIGN_IN = 'Please sign in to mark a review as helpful';
const HELPFUL_FAILED = 'Could not mark the review as helpful. Please try again.';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

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
  const onHelpful = () => {
    if (!signedIn) {
      toast(HELPFUL_SIGN_IN, 'info');
      return;
    }
    helpful.mutate(review.id, { onError: (error) => toast(apiErrorMessage(error, HELPFUL_FAILED), 'error') });
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
              <span className="text-xs font-medium text-slate-600 dark:text-slate-300">(your review)</span>
            </>
          ) : null}
        </h3>
        <time dateTime={review.createdAt} className="text-sm text-slate-600 dark:text-slate-300">
          {dateFormat.format(new Date(review.createdAt))}
        </time>
        {review.verifiedPurchase ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2 py-0.5 text-xs font-medium text-teal-900 dark:bg-teal-950 dark:text-teal-100">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            Verified Purchase
          </span>
        ) : null}
      </div>
      <p className="mt-2 whitespace-pre-line text-slate-800 dark:text-slate-100">{review.comment}</p>
      <ReviewPhotos photos={review.photos} reviewerName={review.reviewerName} />
      {review.pros.length > 0 || review.cons.length > 0 ? (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <Points title="Pros" points={review.pros} tone="pro" />
          <Points title="Cons" points={review.cons} tone="con" />
        </div>
      ) : null}
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-200">
        {review.wouldRecommend ? 'Recommends this product' : 'Does not recommend this product'}
      </p>
      {review.mine ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {review.helpfulCount} {review.helpfulCount === 1 ? 'person' : 'people'} found this helpful
        </p>
      ) : (
        <button
          type="button"
          onClick={onHelpful}
          disabled={helpful.isPending}
          aria-pressed={review.helpfulByMe}
          aria-label={`Helpful (${review.helpfulCount}): mark the review by ${review.reviewerName} as helpful`}
          className={cn(
            'mt-3 inline-flex items-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm font-medium disabled:opacity-60',
            review.helpfulByMe
              ? 'border-teal-700 bg-teal-50 text-teal-900 dark:border-teal-400 dark:bg-teal-950 dark:text-teal-50'
              : 'border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800',
          )}
        >
          <ThumbsUp aria-hidden="true" className="size-4" />
          Helpful ({review.helpfulCount})
        </button>
      )}
    </article>
  );
}

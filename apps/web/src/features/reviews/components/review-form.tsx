import { cleanReviewPoints, DEFAULT_REVIEW_RATING, REVIEW_COMMENT_MAX } from '@dawa/shared/reviews/rules';
import type { Review } from '@dawa/shared/reviews/schemas';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { errorTextClasses, FormMessage } from '@/components/ui/field';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { useSubmitReview } from '../api/submit-review';
import { PointsEditor } from './points-editor';
import { ReviewPhotoPicker, type PickedPhoto } from './review-photo-picker';
import { StarRatingInput } from './star-rating-input';
import { CharacterCount } from '@/components/ui/character-count';

/** Entries shown before the customer adds any: one empty line each for pros and cons. */
const startPoints = (points: readonly string[] | undefined) => (points && points.length > 0 ? [...points] : ['']);
/** The photos already on a review, kept unless the customer removes them. */
const keptPhotos = (review: Review | null): PickedPhoto[] => (review?.photos ?? []).map((p) => ({ kind: 'kept', key: p.key, url: p.url }));

/**
 * The signed-in customer's review: rating (default 5), comment (required), pros and cons (empty
 * entries dropped), 'I would recommend this product' (default on). A customer who reviewed the
 * product before edits that review (the server keeps one per customer and product).
 */
export function ReviewForm({ productId, existing, onSaved }: { productId: number; existing: Review | null; onSaved?: () => void }) {
  const id = useId();
  const [rating, setRating] = useState(existing?.rating ?? DEFAULT_REVIEW_RATING);
  const [comment, setComment] = useState(existing?.comment ?? '');
  const [pros, setPros] = useState(() => startPoints(existing?.pros));
  const [cons, setCons] = useState(() => startPoints(existing?.cons));
  const [wouldRecommend, setWouldRecommend] = useState(existing?.wouldRecommend ?? true);
  const [photos, setPhotos] = useState(() => keptPhotos(existing));
  const [commentError, setCommentError] = useState('');
  const [failure, setFailure] = useState('');
  const submit = useSubmitReview(productId, { onSaved });
  const t = useT('reviews');
  const errorText = useApiErrorText();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure('');
    const text = comment.trim();
    if (!text) {
      setCommentError(t('form.commentRequired'));
      return;
    }
    setCommentError('');
    const photoKeys = photos.flatMap((p) => (p.kind === 'kept' ? [p.key] : []));
    const files = photos.flatMap((p) => (p.kind === 'new' ? [p.file] : []));
    submit.mutate(
      {
        body: { rating, comment: text, pros: cleanReviewPoints(pros), cons: cleanReviewPoints(cons), wouldRecommend, photoKeys },
        photos: files,
      },
      {
        onSuccess: (saved) => {
          // What the server kept: trimmed text, without the empty entries; the photos as stored.
          setPros(startPoints(saved.pros));
          setCons(startPoints(saved.cons));
          setComment(saved.comment);
          setPhotos(keptPhotos(saved));
        },
        onError: (error) => setFailure(errorText(error, t('form.submitFailed'))),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="space-y-4">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {existing ? t('form.edit') : t('form.write')}
      </h3>
      <FormMessage tone="error">{failure}</FormMessage>
      <StarRatingInput value={rating} onChange={setRating} />
      <div>
        <label htmlFor={`${id}-comment`} className={labelClasses}>
          {t('form.comment')}
        </label>
        <textarea
          id={`${id}-comment`}
          rows={4}
          required
          maxLength={REVIEW_COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? `${id}-comment-error` : undefined}
          placeholder={t('form.placeholder')}
          className={inputClasses}
        />
        <CharacterCount length={comment.length} max={REVIEW_COMMENT_MAX} />
        {commentError ? (
          <p id={`${id}-comment-error`} className={errorTextClasses}>
            {commentError}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <PointsEditor kind="pro" points={pros} onChange={setPros} />
        <PointsEditor kind="con" points={cons} onChange={setCons} />
      </div>
      <ReviewPhotoPicker photos={photos} onChange={setPhotos} />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-400 accent-teal-700"
          checked={wouldRecommend}
          onChange={(e) => setWouldRecommend(e.target.checked)}
        />
        {t('form.recommend')}
      </label>
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? t('form.submitting') : existing ? t('form.update') : t('form.submit')}
      </Button>
    </form>
  );
}

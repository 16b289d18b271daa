import { REVIEW_SORTS, type ReviewSort } from '@dawa/shared/reviews/rules';
import { useId } from 'react';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { useT } from '@/lib/i18n/use-t';

export interface ReviewFilterState {
  sortBy: ReviewSort;
  /** 0 means every rating. */
  rating: number;
  withImages: boolean;
  verifiedPurchase: boolean;
}

export const DEFAULT_REVIEW_FILTERS: ReviewFilterState = { sortBy: 'newest', rating: 0, withImages: false, verifiedPurchase: false };

const checkboxClasses = 'size-4 rounded border-slate-400 accent-teal-700';

/** Sort select, rating filter and the 'With images' and 'Verified purchase' toggles. */
export function ReviewFilters({ value, onChange }: { value: ReviewFilterState; onChange: (next: ReviewFilterState) => void }) {
  const id = useId();
  const t = useT('reviews');
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div>
        <label htmlFor={`${id}-sort`} className={labelClasses}>
          {t('filters.sort')}
        </label>
        <select
          id={`${id}-sort`}
          className={inputClasses}
          value={value.sortBy}
          onChange={(e) => onChange({ ...value, sortBy: e.target.value as ReviewSort })}
        >
          {REVIEW_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-rating`} className={labelClasses}>
          {t('filters.rating')}
        </label>
        <select id={`${id}-rating`} className={inputClasses} value={value.rating} onChange={(e) => onChange({ ...value, rating: Number(e.target.value) })}>
          <option value={0}>{t('filters.allRatings')}</option>
          {[5, 4, 3, 2, 1].map((star) => (
            <option key={star} value={star}>
              {t('stars', { count: star })}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 pb-2 text-sm">
        <input
          type="checkbox"
          className={checkboxClasses}
          checked={value.withImages}
          onChange={(e) => onChange({ ...value, withImages: e.target.checked })}
        />
        {t('filters.withImages')}
      </label>
      <label className="flex items-center gap-2 pb-2 text-sm">
        <input
          type="checkbox"
          className={checkboxClasses}
          checked={value.verifiedPurchase}
          onChange={(e) => onChange({ ...value, verifiedPurchase: e.target.checked })}
        />
        {t('filters.verified')}
      </label>
    </div>
  );
}

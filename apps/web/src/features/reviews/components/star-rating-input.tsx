import Star from 'lucide-react/icons/star';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';

/** The rating as a radio group of five stars (arrow keys move between them, as in any radio group). */
export function StarRatingInput({ value, onChange, legend }: { value: number; onChange: (rating: number) => void; legend?: string }) {
  const name = useId();
  const t = useT('reviews');
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">{legend ?? t('form.rating')}</legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-600"
          >
            <input type="radio" name={name} value={star} checked={value === star} onChange={() => onChange(star)} className="sr-only" />
            <Star
              aria-hidden="true"
              className={cn('size-7', star <= value ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-slate-400 dark:text-slate-500')}
            />
            <span className="sr-only">{t('stars', { count: star })}</span>
          </label>
        ))}
        <span aria-hidden="true" className="ml-2 text-sm text-slate-700 dark:text-slate-200">
          {t('form.ratingOf', { rating: value })}
        </span>
      </div>
    </fieldset>
  );
}

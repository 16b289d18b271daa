import Star from 'lucide-react/icons/star';
import { useId } from 'react';
import { cn } from '@/lib/cn';

/** The rating as a radio group of five stars (arrow keys move between them, as in any radio group). */
export function StarRatingInput({ value, onChange, legend = 'Your rating' }: { value: number; onChange: (rating: number) => void; legend?: string }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">{legend}</legend>
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
            <span className="sr-only">{`${star} star${star === 1 ? '' : 's'}`}</span>
          </label>
        ))}
        <span aria-hidden="true" className="ml-2 text-sm text-slate-700 dark:text-slate-200">
          {value} of 5
        </span>
      </div>
    </fieldset>
  );
}

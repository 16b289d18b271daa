import Star from 'lucide-react/icons/star';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';

/** Five stars filled up to `rating` (rounded to the nearest whole star), with a sentence for screen readers. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  const t = useT('reviews');
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn('size-4', star <= filled ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-slate-400 dark:text-slate-500')}
        />
      ))}
      <span className="sr-only">{t('outOfFive', { rating: rating.toFixed(rating % 1 === 0 ? 0 : 1) })}</span>
    </span>
  );
}

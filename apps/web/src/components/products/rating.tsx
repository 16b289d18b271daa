import { formatNumber } from '@dawa/shared/i18n/format';
import Star from 'lucide-react/icons/star';
import { useLanguage, useT } from '@/lib/i18n/use-t';

/** "★ 4.3 (120)" with a full sentence for screen readers. */
export function Rating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  // Nothing to show before the first review (the reviews section says 'No reviews yet').
  const t = useT('common');
  const language = useLanguage();
  if (reviewCount === 0) return null;
  const label = t('product.rated', { rating: rating.toFixed(1), count: reviewCount });
  return (
    <p className="flex items-center gap-1 text-sm text-slate-700 dark:text-slate-200">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      <span aria-hidden="true">
        <span className="font-semibold">{rating.toFixed(1)}</span> ({formatNumber(reviewCount, language)})
      </span>
      <span className="sr-only">{label}</span>
    </p>
  );
}

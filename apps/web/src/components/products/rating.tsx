import Star from 'lucide-react/icons/star';

/** "★ 4.3 (120)" with a full sentence for screen readers. */
export function Rating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  // Nothing to show before the first review (the reviews section says 'No reviews yet').
  if (reviewCount === 0) return null;
  const label = `Rated ${rating.toFixed(1)} out of 5 from ${reviewCount} review${reviewCount === 1 ? '' : 's'}`;
  return (
    <p className="flex items-center gap-1 text-sm text-slate-700 dark:text-slate-200">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      <span aria-hidden="true">
        <span className="font-semibold">{rating.toFixed(1)}</span> ({reviewCount.toLocaleString('en-IN')})
      </span>
      <span className="sr-only">{label}</span>
    </p>
  );
}

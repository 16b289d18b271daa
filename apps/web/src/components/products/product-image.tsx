import Pill from 'lucide-react/icons/pill';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** A product photo that falls back to a pill icon when the image cannot be loaded. */
export function ProductImage({
  src,
  alt,
  className,
  loading = 'lazy',
  priority = false,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** The page's largest picture (its LCP): loaded at once and ahead of other images. */
  priority?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={cn('flex items-center justify-center bg-teal-50 text-teal-700 dark:bg-slate-800 dark:text-teal-300', className)}
      >
        <Pill className="size-1/3" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      // Square pack shots: the box is known before the bytes arrive (no layout shift).
      width={400}
      height={400}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      onError={() => setFailedSrc(src)}
      className={cn('bg-white object-contain dark:bg-slate-100', className)}
    />
  );
}

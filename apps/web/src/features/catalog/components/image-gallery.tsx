import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useState } from 'react';
import { ProductImage } from '@/components/products/product-image';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';

/** The product photos: previous/next arrows that wrap around, and thumbnails. */
export function ImageGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const t = useT('product');
  const current = Math.min(index, Math.max(0, count - 1));
  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <div>
      <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-700">
        <ProductImage
          src={images[current]}
          alt={count > 1 ? `${name}, image ${current + 1} of ${count}` : name}
          priority
          className="aspect-square h-auto w-full p-6"
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => step(-1)}
              aria-label={t('gallery.previous')}
              className="absolute top-1/2 left-3 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white dark:bg-slate-800/90 dark:text-slate-100"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => step(1)}
              aria-label={t('gallery.next')}
              className="absolute top-1/2 right-3 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white dark:bg-slate-800/90 dark:text-slate-100"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            <p aria-live="polite" className="sr-only">
              Image {current + 1} of {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto" aria-label={t('gallery.label')}>
          {images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('gallery.show', { index: i + 1, count })}
                aria-pressed={i === current}
                className={cn(
                  'block size-16 overflow-hidden rounded-lg border-2 bg-white',
                  i === current ? 'border-teal-700 dark:border-teal-400' : 'border-slate-200 hover:border-slate-400 dark:border-slate-700',
                )}
              >
                <ProductImage src={src} alt="" className="size-full p-1" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

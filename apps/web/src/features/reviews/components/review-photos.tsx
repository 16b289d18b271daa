import type { ReviewPhoto } from '@dawa/shared/reviews/schemas';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/i18n/use-t';

/** A review's photos as thumbnails; each opens the photo larger in a dialog, with the others a step away. */
export function ReviewPhotos({ photos, reviewerName }: { photos: readonly ReviewPhoto[]; reviewerName: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const t = useT('reviews');
  /** 'Photo 1 of the review by Priya S.': the alt text of a thumbnail and of the large photo. */
  const reviewPhotoAlt = (index: number, name: string) => t('photos.alt', { number: index + 1, name });
  if (photos.length === 0) return null;
  const current = open === null ? undefined : photos[open];
  return (
    <>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('photos.list', { name: reviewerName })}>
        {photos.map((photo, i) => (
          <li key={photo.key}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              className="block overflow-hidden rounded-lg border border-slate-200 hover:border-teal-600 dark:border-slate-700"
            >
              <img src={photo.url} alt={reviewPhotoAlt(i, reviewerName)} loading="lazy" className="size-20 object-cover" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && current ? (
        <Modal title={reviewPhotoAlt(open, reviewerName)} onClose={() => setOpen(null)} className="w-[min(56rem,calc(100vw-2rem))]">
          <img src={current.url} alt={reviewPhotoAlt(open, reviewerName)} className="mx-auto max-h-[70vh] w-auto rounded-lg" />
          {photos.length > 1 ? (
            <div className="mt-4 flex justify-between">
              <Button variant="secondary" onClick={() => setOpen((open + photos.length - 1) % photos.length)}>
                <ChevronLeft aria-hidden="true" className="size-4" />
                {t('photos.previous')}
              </Button>
              <Button variant="secondary" onClick={() => setOpen((open + 1) % photos.length)}>
                {t('photos.next')}
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </div>
          ) : null}
        </Modal>
      ) : null}
    </>
  );
}

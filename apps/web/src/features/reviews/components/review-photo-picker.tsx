import { REVIEW_PHOTO_MESSAGES, REVIEW_PHOTO_TYPES, REVIEW_PHOTOS_MAX, reviewPhotoProblem } from '@dawa/shared/reviews/rules';
import ImagePlus from 'lucide-react/icons/image-plus';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { errorTextClasses, hintTextClasses } from '@/components/ui/field';
import { labelClasses } from '@/components/ui/form-styles';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';

/** A photo of the review being written: one already on the review (kept by its key) or a new file to send. */
export type PickedPhoto = { kind: 'kept'; key: string; url: string } | { kind: 'new'; file: File; url: string };

/**
 * 'Add photos' for a review: up to 3, with previews and remove buttons. Files of another type or
 * over 5 MB are turned away here with a clear message; the server still checks every byte.
 */
export function ReviewPhotoPicker({ photos, onChange }: { photos: readonly PickedPhoto[]; onChange: (next: PickedPhoto[]) => void }) {
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const created = useRef(new Set<string>());
  const t = useT('reviews');
  // The shared rule answers in English (the server's words too); the picker says it in the page's language.
  const problemText = (problem: string) =>
    problem === REVIEW_PHOTO_MESSAGES.wrongType ? t('photos.wrongType') : problem === REVIEW_PHOTO_MESSAGES.tooLarge ? t('photos.tooLarge') : problem;

  // Previews of new files are object URLs: released once a photo leaves the list, and when the form goes.
  useEffect(() => {
    const live = new Set(photos.map((p) => p.url));
    for (const url of created.current) {
      if (!live.has(url)) {
        URL.revokeObjectURL(url);
        created.current.delete(url);
      }
    }
  }, [photos]);
  useEffect(() => {
    const urls = created.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared, so choosing the same file again (after removing it) fires another change.
    event.target.value = '';
    const found: string[] = [];
    const accepted: PickedPhoto[] = [];
    for (const file of files) {
      const problem = reviewPhotoProblem(file);
      if (problem) {
        found.push(t('photos.problem', { file: file.name, problem: problemText(problem) }));
      } else if (photos.length + accepted.length >= REVIEW_PHOTOS_MAX) {
        if (!found.includes(t('photos.tooMany'))) found.push(t('photos.tooMany'));
      } else {
        const url = URL.createObjectURL(file);
        created.current.add(url);
        accepted.push({ kind: 'new', file, url });
      }
    }
    setProblems(found);
    if (accepted.length > 0) onChange([...photos, ...accepted]);
  }

  const remove = (index: number) => {
    setProblems([]);
    onChange(photos.filter((_, i) => i !== index));
  };
  const full = photos.length >= REVIEW_PHOTOS_MAX;

  return (
    <fieldset aria-describedby={`${id}-rule`}>
      <legend className={labelClasses}>{t('photos.legend')}</legend>
      <p id={`${id}-rule`} className={cn(hintTextClasses, 'mt-0')}>
        {t('photos.rule')}
      </p>
      {photos.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-3">
          {photos.map((photo, i) => (
            <li key={photo.url} className="relative">
              <img
                src={photo.url}
                alt={t('photos.preview', { number: i + 1 })}
                className="size-20 rounded-lg border border-slate-200 object-cover dark:border-slate-700"
              />
              <button
                type="button"
                onClick={() => remove(i)}
                aria-label={t('photos.remove', { number: i + 1 })}
                className="absolute -top-2 -right-2 inline-flex size-7 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <p className={hintTextClasses}>
          {t('photos.full', { max: REVIEW_PHOTOS_MAX })}
        </p>
      ) : (
        <label className={buttonClasses('secondary', 'mt-2 cursor-pointer focus-within:ring-2 focus-within:ring-teal-600')}>
          <ImagePlus aria-hidden="true" className="size-4" />
          {t('photos.add')}
          <input
            type="file"
            multiple
            accept={REVIEW_PHOTO_TYPES.join(',')}
            onChange={onPick}
            aria-describedby={`${id}-rule`}
            className="sr-only"
          />
        </label>
      )}
      {problems.length > 0 ? (
        <div role="alert" className={errorTextClasses}>
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}

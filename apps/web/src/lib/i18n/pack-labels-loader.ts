import type { UiLanguage } from '@dawa/shared/i18n/languages';

type PackLabelIn = (language: UiLanguage, label: string) => string;
/** A promise React's `use` reads at once when settled (it looks at `status` and `value`). */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

let loading: TrackedPromise<PackLabelIn> | undefined;

/**
 * The Hindi pack-label vocabulary (shared pack-labels.ts), loaded with a Hindi page's texts rather
 * than with the app: English labels show as written, so English pages never download it and the home
 * page's first JavaScript stays within its budget. Later calls share the promise.
 */
export function loadPackLabels(): Promise<PackLabelIn> {
  if (!loading) {
    const promise: TrackedPromise<PackLabelIn> = import('@dawa/shared/i18n/pack-labels').then((module) => module.packLabelIn);
    void promise.then(
      (packLabelIn) => {
        promise.status = 'fulfilled';
        promise.value = packLabelIn;
      },
      // A failed download (offline) may be tried again by the next render.
      () => {
        loading = undefined;
      },
    );
    loading = promise;
  }
  return loading;
}

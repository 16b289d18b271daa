import { use, type ReactNode } from 'react';
import { loadCatalogue, loadedCatalogue } from '@/lib/i18n/catalogues';
import { useLanguage } from '@/lib/i18n/use-t';

/**
 * Renders its children once the 'drugInfo' texts have arrived, suspending until then. The wait is
 * the last thing this component does: a component that suspends in useT() on its first render and
 * has hooks after it can fail when React replays it (React error 467), so the children's useT()
 * only ever finds the texts loaded.
 */
export function TextsReady({ children }: { children: ReactNode }) {
  const language = useLanguage();
  if (!loadedCatalogue(language, 'drugInfo')) use(loadCatalogue(language, 'drugInfo'));
  return children;
}

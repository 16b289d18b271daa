import { LOCALES, type UiLanguage } from '@dawa/shared/i18n/languages';
import type { Namespace } from '@dawa/shared/i18n/namespaces';
import { createElement, type ReactNode } from 'react';
import { FixedLanguageContext } from './fixed-language-context';
import { useCataloguesReady } from './use-t';

/**
 * Shows `children` in `language` whatever the page's language: the staff dashboard is English by
 * design (decision 038), so the building blocks inside it (Cancel, paging, form checks) say English
 * there while the header around it keeps the visitor's choice. Waits until `namespaces` are in, in
 * that language, so nothing inside suspends on them; `lang` tells screen readers the change.
 */
export function FixedLanguage({
  language,
  namespaces = [],
  children,
}: {
  language: UiLanguage;
  namespaces?: readonly Namespace[];
  children: ReactNode;
}) {
  useCataloguesReady(namespaces, language);
  return createElement(
    FixedLanguageContext.Provider,
    { value: language },
    createElement('div', { lang: LOCALES[language], className: 'contents' }, children),
  );
}

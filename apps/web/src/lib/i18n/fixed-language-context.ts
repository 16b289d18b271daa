import type { UiLanguage } from '@dawa/shared/i18n/languages';
import { createContext } from 'react';

/** A language that a part of the page keeps whatever the visitor chose (null: the chosen one); set by FixedLanguage. */
export const FixedLanguageContext = createContext<UiLanguage | null>(null);

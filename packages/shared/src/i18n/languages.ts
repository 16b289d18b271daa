/**
 * The languages the shop is translated into (the spec's `language` setting lists more; those stay
 * hidden until someone translates them, decision 038). English is the default and the source.
 * No zod here: the web's first bundle imports this file.
 */
export const UI_LANGUAGES = ['en', 'hi'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: UiLanguage = 'en';

/** The Intl locale of each language: both Indian, so amounts group as ₹1,23,456.50 in either. */
export const LOCALES: Record<UiLanguage, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name in itself, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<UiLanguage, string> = { en: 'English', hi: 'हिन्दी' };

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);
}

/** A stored `language` setting as a shown language: one not translated yet falls back to English. */
export function uiLanguageOf(setting: string | null | undefined): UiLanguage {
  return isUiLanguage(setting) ? setting : DEFAULT_LANGUAGE;
}

import { LANGUAGE_NAMES, LOCALES, UI_LANGUAGES, isUiLanguage, type UiLanguage } from '@dawa/shared/i18n/languages';
import { useId } from 'react';
import { useT } from '@/lib/i18n/use-t';

/**
 * The header's language choice: a native select (keyboard and screen readers know it), labelled
 * 'Language' in the page's language, each option written in its own language and script.
 */
export function LanguageSwitch({ language, onChange }: { language: UiLanguage; onChange: (language: UiLanguage) => void }) {
  const t = useT('common');
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      {/* No globe icon: the option names say what this is, and an icon would cost the first bundle 0.2 kB. */}
      <select
        id={id}
        value={language}
        onChange={(event) => isUiLanguage(event.target.value) && onChange(event.target.value)}
        className="h-10 appearance-none rounded-lg border border-transparent bg-transparent px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus:border-teal-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:[&>option]:bg-slate-900"
      >
        {UI_LANGUAGES.map((option) => (
          <option key={option} value={option} lang={LOCALES[option]}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </>
  );
}

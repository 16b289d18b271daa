import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { useT } from '@/lib/i18n/use-t';
import { useTheme, type Theme } from '../hooks/use-theme';

/** Switches between the light and dark theme; the label says what a press will do. `onToggle` hears the new theme (to save it). */
export function ThemeToggle({ onToggle }: { onToggle?: (theme: Theme) => void }) {
  const { theme, toggleTheme } = useTheme();
  const t = useT('common');
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = t('header.switchTheme', { theme: next === 'dark' ? t('header.themeDark') : t('header.themeLight') });
  return (
    <button
      type="button"
      onClick={() => {
        toggleTheme();
        onToggle?.(next);
      }}
      aria-label={label}
      title={label}
      className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {theme === 'dark' ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
    </button>
  );
}

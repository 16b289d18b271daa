import type { Suggestion } from '@dawa/shared/catalog/schemas';
import { formatMoney } from '@dawa/shared/i18n/format';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { useCategoryText } from '@/lib/i18n/use-category-text';

/**
 * The header search's drop-down: the suggestions (a listbox the combobox input drives) with 'View
 * all results', or 'No medicines found' with a search of all products. A chunk of its own, loaded
 * on the box's first focus (header-search.tsx).
 */
export function SuggestionsPopup({
  listboxId,
  items,
  activeIndex,
  query,
  onPick,
  onHover,
  onViewAll,
  onSearchAll,
}: {
  listboxId: string;
  /** Empty when there is nothing to suggest. */
  items: readonly Suggestion[];
  activeIndex: number;
  query: string;
  onPick: (item: Suggestion) => void;
  onHover: (index: number) => void;
  onViewAll: () => void;
  onSearchAll: () => void;
}) {
  const t = useT('common');
  const categoryText = useCategoryText();
  const language = useLanguage();
  return (
    <div className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900">
      {items.length > 0 ? (
        <>
          <ul id={listboxId} role="listbox" aria-label={t('search.suggestions')} className="max-h-[60vh] overflow-y-auto py-1">
            {items.map((item, index) => (
              // Keyboard use goes through the combobox input (aria-activedescendant); a click picks the item.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={item.id}
                id={`${listboxId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => onHover(index)}
                onClick={() => onPick(item)}
                className={cn(
                  'flex cursor-pointer items-center justify-between gap-3 px-4 py-2',
                  index === activeIndex && 'bg-teal-50 dark:bg-slate-800',
                )}
              >
                <span className="min-w-0">
                  <span className="block truncate text-sm font-semibold text-slate-900 dark:text-white">{item.name}</span>
                  <span className="block truncate text-xs text-slate-600 dark:text-slate-300">
                    {item.brand} · {categoryText.name(item.category)}
                  </span>
                </span>
                <span className="shrink-0 text-sm font-semibold text-slate-900 dark:text-white">
                  {formatMoney(item.pricePaise, language)}
                </span>
              </li>
            ))}
          </ul>
          <div className="border-t border-slate-200 px-4 py-2 dark:border-slate-700">
            <Link
              to={paths.search({ query })}
              onClick={onViewAll}
              className="text-sm font-semibold text-teal-800 hover:underline dark:text-teal-300"
            >
              {t('search.viewAll')}
            </Link>
          </div>
        </>
      ) : (
        <div role="status" className="px-4 py-4 text-sm">
          <p className="font-medium text-slate-900 dark:text-white">{t('search.noneFound')}</p>
          <button type="button" onClick={onSearchAll} className="mt-2 font-semibold text-teal-800 hover:underline dark:text-teal-300">
            {t('search.searchAll')}
          </button>
        </div>
      )}
    </div>
  );
}

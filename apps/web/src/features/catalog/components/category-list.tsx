import SearchIcon from 'lucide-react/icons/search';
import { useState } from 'react';
import { Link } from 'react-router';
import { inputClasses } from '@/components/ui/form-styles';
import { useT } from '@/lib/i18n/use-t';
import { useCategories } from '../api/get-categories';
import { CategoryIcon } from './category-icon';
import { useCategoryText } from '@/lib/i18n/use-category-text';

/** /categories: every category, filtered by a search over name and description. */
export function CategoryList() {
  const { data, isPending, isError, refetch } = useCategories();
  const [filter, setFilter] = useState('');
  const t = useT('catalog');
  const categoryText = useCategoryText();
  const needle = filter.trim().toLowerCase();
  // Searched in the words shown (Hindi on a Hindi page) and in English, which shoppers type too.
  const categories = (data?.categories ?? []).filter(
    (c) =>
      !needle ||
      [c.name, c.description, categoryText.name(c), categoryText.description(c)].some((text) => text.toLowerCase().includes(needle)),
  );

  return (
    <>
      <div className="relative mt-6 max-w-md">
        <label htmlFor="category-filter" className="sr-only">
          {t('categories.search')}
        </label>
        <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
        <input
          id="category-filter"
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t('categories.search')}
          className={`${inputClasses} pl-9`}
        />
      </div>
      <div className="mt-8">
        {isPending ? (
          <p role="status" className="text-slate-600 dark:text-slate-300">
            {t('categories.loading')}
          </p>
        ) : isError ? (
          <div role="alert">
            <p className="text-slate-800 dark:text-slate-100">{t('categories.failed')}</p>
            <button type="button" onClick={() => void refetch()} className="mt-2 font-semibold text-teal-800 underline dark:text-teal-300">
              {t('categories.retry')}
            </button>
          </div>
        ) : categories.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-200">{t('categories.none')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link
                  to={category.path}
                  className="flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-teal-600 hover:shadow-md dark:border-slate-700 dark:bg-slate-900 dark:hover:border-teal-400"
                >
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-700 dark:bg-teal-950 dark:text-teal-300">
                    <CategoryIcon icon={category.icon} className="size-6" />
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900 dark:text-white">{categoryText.name(category)}</span>
                    <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{categoryText.description(category)}</span>
                    <span className="mt-2 block text-xs font-medium text-teal-800 dark:text-teal-300">
                      {t('productCount', { count: category.productCount })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

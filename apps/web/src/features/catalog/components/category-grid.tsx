import type { Category } from '@dawa/shared/catalog/schemas';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n/use-t';
import { useCategories } from '../api/get-categories';
import { CategoryIcon } from './category-icon';
import { useCategoryText } from '@/lib/i18n/use-category-text';

/** Category tiles linking to each category page. */
export function CategoryTiles({ categories }: { categories: readonly Category[] }) {
  const categoryText = useCategoryText();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {categories.map((category) => (
        <li key={category.slug}>
          <Link
            to={category.path}
            className="flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm transition hover:border-teal-600 hover:shadow-md dark:border-slate-700 dark:bg-slate-900 dark:hover:border-teal-400"
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-teal-50 text-teal-700 dark:bg-teal-950 dark:text-teal-300">
              <CategoryIcon icon={category.icon} className="size-6" />
            </span>
            <span className="text-sm font-semibold text-slate-900 dark:text-white">{categoryText.name(category)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function TilesSkeleton() {
  const t = useT('home');
  return (
    <div role="status">
      <span className="sr-only">{t('categories.loading')}</span>
      <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {Array.from({ length: 14 }, (_, i) => (
          <li key={i} className="h-28 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
        ))}
      </ul>
    </div>
  );
}

/** The home page's category grid (GET /api/categories). */
export function CategoryGrid() {
  const { data, isPending, isError } = useCategories();
  const t = useT('home');
  if (isPending) return <TilesSkeleton />;
  if (isError) return <p className="text-slate-700 dark:text-slate-200">{t('categories.failed')}</p>;
  return <CategoryTiles categories={data.categories} />;
}

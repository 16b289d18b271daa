import { PageMeta } from '@/components/ui/page-meta';
import { CategoryList } from '@/features/catalog/components/category-list';
import { useT } from '@/lib/i18n/use-t';

export default function CategoriesRoute() {
  const t = useT('catalog');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta title={t('categories.title')} description={t('categories.meta')} />
      <h1 className="text-2xl font-bold sm:text-3xl">{t('categories.title')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('categories.intro')}</p>
      <CategoryList />
    </div>
  );
}

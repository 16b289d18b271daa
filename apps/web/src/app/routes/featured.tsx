import { PageMeta } from '@/components/ui/page-meta';
import { FeaturedProductsList } from '@/features/catalog/components/featured-products';
import { useT } from '@/lib/i18n/use-t';

export default function FeaturedRoute() {
  const t = useT('catalog');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta title={t('featured.title')} description={t('featured.meta')} />
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{t('featured.title')}</h1>
      <FeaturedProductsList />
    </div>
  );
}

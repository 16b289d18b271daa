import { ProductGrid } from '@/components/products/product-grid';
import { useT } from '@/lib/i18n/use-t';
import { useRelatedProducts } from '../api/get-related-products';

/** Up to 4 products from the same category. A failed request hides the section; a render crash is caught by its boundary. */
export function RelatedProducts({ idOrSlug }: { idOrSlug: string }) {
  const { data } = useRelatedProducts(idOrSlug);
  const t = useT('catalog');
  // Loading, failed or empty: the section is simply absent (the product page does not depend on it).
  if (!data || data.items.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-14">
      <h2 id="related-heading" className="mb-6 text-2xl font-bold">
        {t('related')}
      </h2>
      <ProductGrid products={data.items} />
    </section>
  );
}

import { ProductGrid } from '@/components/products/product-grid';
import { useRelatedProducts } from '../api/get-related-products';

/** Up to 4 products from the same category. A failure hides the section; the page stays. */
export function RelatedProducts({ productId }: { productId: string }) {
  const { data, isError, error } = useRelatedProducts(productId);
  // Hand the failure to the section error boundary, which hides just this section.
  if (isError) throw error;
  if (!data || data.items.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-14">
      <h2 id="related-heading" className="mb-6 text-2xl font-bold">
        Related Products
      </h2>
      <ProductGrid products={data.items} />
    </section>
  );
}

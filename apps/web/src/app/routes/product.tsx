import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { productQueryOptions } from '@/features/catalog/api/get-product';
import { relatedProductsQueryOptions } from '@/features/catalog/api/get-related-products';
import { ProductDetails } from '@/features/catalog/components/product-details';
import { servedSettings } from '@/lib/served-settings';

// Below the fold: its code loads with the product page only when the product has an active ingredient.
const DrugInfoSection = lazy(() =>
  import('@/features/drug-knowledge/components/drug-info-section').then((m) => ({ default: m.DrugInfoSection })),
);

// Far below the fold too: its code loads when the reviews' slot nears the screen, not with the page.
const ProductReviews = lazy(() => import('@/features/reviews/components/product-reviews').then((m) => ({ default: m.ProductReviews })));

export default function ProductRoute() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  // The related products show below the loaded product: ask for them now, beside the product.
  usePrefetchQuery(relatedProductsQueryOptions(id));
  return (
    <ProductDetails
      productId={id}
      drugInfo={(product) => (
        <Suspense fallback={null}>
          <DrugInfoSection productId={product.id} />
        </Suspense>
      )}
      // Reviews switched off in System Settings: the section is not shown (the API refuses new ones too).
      reviews={
        servedSettings().features.reviews
          ? (product) => (
              <ProductReviews
                productId={product.id}
                // A new review changes the rating and count shown beside the product name.
                onReviewSaved={() => void queryClient.invalidateQueries({ queryKey: productQueryOptions(id).queryKey })}
              />
            )
          : undefined
      }
    />
  );
}

import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { ProductActionsProvider, type ProductActions, type PurchaseActionsProps } from '@/components/products/product-actions';
import type { ProductSummary } from '@dawa/shared/catalog/schemas';

// Only the product page has these: kept out of the app shell every first visit downloads.
const ProductPagePurchaseActions = lazy(() => import('./purchase-actions'));
// The cards' buttons are not part of any page's first paint: their code (and the wishlist toggle's,
// the add-to-cart call's) loads once the first screen is up, usually before the cards' data arrives.
const loadCardActions = () => import('./card-actions');
const LazyCardActions = lazy(loadCardActions);

function CardActions({ product }: { product: ProductSummary }) {
  return (
    // The button's height is kept while its code loads, so the cards do not grow under the reader.
    <Suspense fallback={<div className="h-15" aria-hidden="true" />}>
      <LazyCardActions product={product} />
    </Suspense>
  );
}

function PurchaseActions(props: PurchaseActionsProps) {
  return (
    <Suspense fallback={<div className="h-11" aria-hidden="true" />}>
      <ProductPagePurchaseActions {...props} />
    </Suspense>
  );
}

const actions: ProductActions = { CardActions, PurchaseActions };

/** Gives every product card and the product page the cart and wishlist controls (features the shared cards may not import). */
export function AppProductActions({ children }: { children: ReactNode }) {
  useEffect(() => void loadCardActions(), []);
  return <ProductActionsProvider value={actions}>{children}</ProductActionsProvider>;
}

import { lazy, Suspense, type ReactNode } from 'react';
import { ProductActionsProvider, type ProductActions, type PurchaseActionsProps } from '@/components/products/product-actions';
import type { ProductSummary } from '@dawa/shared/catalog/schemas';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { WishlistHeart } from '@/features/wishlist/components/wishlist-heart';

// Only the product page has these: kept out of the app shell every first visit downloads.
const ProductPagePurchaseActions = lazy(() => import('./purchase-actions'));

function CardActions({ product }: { product: ProductSummary }) {
  return (
    <>
      {/* Over the picture's top-right corner, beside (not inside) the card's link. */}
      <WishlistHeart product={product} className="absolute top-2 right-2" />
      <div className="px-4 pb-4">
        <AddToCartButton product={product} className="w-full" />
      </div>
    </>
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
  return <ProductActionsProvider value={actions}>{children}</ProductActionsProvider>;
}

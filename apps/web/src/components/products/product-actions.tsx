import type { ProductDetail, ProductSummary, ProductVariant } from '@dawa/shared/catalog/schemas';
import { createContext, useContext, type ComponentType } from 'react';

/** What the product page's purchase panel hands to its buy buttons. */
export interface PurchaseActionsProps {
  product: ProductDetail;
  /** The chosen pack (undefined for a product without packs). */
  variant: ProductVariant | undefined;
  quantity: number;
  /** Units of the chosen pack in stock. */
  stock: number;
  inStock: boolean;
  /** Only 'Add to Cart' (the phone's buy bar), not Buy Now, the wishlist or the prescription note. */
  compact?: boolean;
}

/**
 * The buying controls of product cards and the product page (add to cart, wishlist). They belong
 * to the cart and wishlist features, which the shared cards and the catalogue may not import: the
 * app provides them here (app/product-actions.tsx) and the cards render whatever is provided.
 */
export interface ProductActions {
  CardActions: ComponentType<{ product: ProductSummary }>;
  PurchaseActions: ComponentType<PurchaseActionsProps>;
}

const ProductActionsContext = createContext<ProductActions | null>(null);

export const ProductActionsProvider = ProductActionsContext.Provider;

/** The provided buying controls, or null outside the app (component tests of a grid, say). */
export function useProductActions(): ProductActions | null {
  return useContext(ProductActionsContext);
}

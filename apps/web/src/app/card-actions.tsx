import type { ProductSummary } from '@dawa/shared/catalog/schemas';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { WishlistHeart } from '@/features/wishlist/components/wishlist-heart';

/** A product card's wishlist heart and 'Add to Cart' (a chunk of its own: product-actions.tsx). */
export default function CardActions({ product }: { product: ProductSummary }) {
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

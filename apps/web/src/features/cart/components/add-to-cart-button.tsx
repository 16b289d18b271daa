import type { ProductSummary } from '@dawa/shared/catalog/schemas';
import { MAX_LINE_QUANTITY } from '@dawa/shared/commerce/rules';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { Button } from '@/components/ui/button';
import { addToCart } from '../hooks/add-to-cart';

/**
 * 'Add to Cart' on a product card: one unit of the product's first pack (the server prices it and
 * the cart learns the stock from the quote: a listing never fetches each product's details).
 */
export function AddToCartButton({ product, className }: { product: ProductSummary; className?: string }) {
  if (!product.inStock) {
    return (
      <Button variant="secondary" disabled className={className} aria-label={`Out of stock: ${product.name}`}>
        Out of stock
      </Button>
    );
  }
  return (
    <Button
      className={className}
      aria-label={`Add to Cart: ${product.name}`}
      onClick={() =>
        addToCart({
          productId: product.id,
          variantId: null,
          quantity: 1,
          seenPricePaise: product.pricePaise,
          name: product.name,
          slug: product.slug,
          image: product.image,
          variantLabel: product.packSize,
          maxQuantity: MAX_LINE_QUANTITY,
        })
      }
    >
      <ShoppingCart aria-hidden="true" className="size-4" />
      Add to Cart
    </Button>
  );
}

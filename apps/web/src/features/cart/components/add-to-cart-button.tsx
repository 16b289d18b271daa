import type { ProductSummary } from '@dawa/shared/catalog/schemas';
import { MAX_LINE_QUANTITY } from '@dawa/shared/commerce/rules';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import { addToCart } from '../hooks/add-to-cart';

/**
 * 'Add to Cart' on a product card: one unit of the product's first pack (the server prices it and
 * the cart learns the stock from the quote: a listing never fetches each product's details).
 */
export function AddToCartButton({ product, className }: { product: ProductSummary; className?: string }) {
  const t = useT('common');
  if (!product.inStock) {
    return (
      <Button variant="secondary" disabled className={className} aria-label={t('product.outOfStockNamed', { name: product.name })}>
        {t('product.outOfStock')}
      </Button>
    );
  }
  return (
    <Button
      className={className}
      aria-label={t('product.addToCartNamed', { name: product.name })}
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
      {t('product.addToCart')}
    </Button>
  );
}

import { MAX_LINE_QUANTITY } from '@dawa/shared/commerce/rules';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Zap from 'lucide-react/icons/zap';
import { useNavigate } from 'react-router';
import type { PurchaseActionsProps } from '@/components/products/product-actions';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { addToCart } from '../hooks/add-to-cart';
import { cartStore, isSameLine, type StoredCartLine } from '../store/cart-store';
import { useT } from '@/lib/i18n/use-t';

function lineOf({ product, variant, quantity, stock }: PurchaseActionsProps): StoredCartLine {
  return {
    productId: product.id,
    variantId: variant?.id ?? null,
    quantity,
    seenPricePaise: variant?.pricePaise ?? product.pricePaise,
    name: product.name,
    slug: product.slug,
    image: product.images[0] ?? product.image,
    variantLabel: variant?.label ?? product.packSize,
    maxQuantity: Math.min(Math.max(stock, 1), MAX_LINE_QUANTITY),
  };
}

/** 'Add to Cart' and 'Buy Now' of the product page (only the first in the buy bar), for the chosen pack and quantity; disabled when out of stock. */
export function PurchaseButtons(props: PurchaseActionsProps) {
  const navigate = useNavigate();
  const { inStock } = props;
  const t = useT('common');

  const buyNow = () => {
    const line = lineOf(props);
    addToCart(line);
    // Straight to checkout whenever the item is in the cart (even if the stock capped this add).
    if (cartStore.lines().some((l) => isSameLine(l, line))) void navigate(paths.checkout());
  };

  return (
    <>
      <Button disabled={!inStock} onClick={() => addToCart(lineOf(props))}>
        <ShoppingCart aria-hidden="true" className="size-4" />
        {t('product.addToCart')}
      </Button>
      {props.compact ? null : (
        <Button variant="secondary" disabled={!inStock} onClick={buyNow}>
          <Zap aria-hidden="true" className="size-4" />
          {t('product.buyNow')}
        </Button>
      )}
    </>
  );
}

/** Under the buy buttons of a prescription medicine: it can go in the cart, and ordering needs a prescription. */
export function PrescriptionCartNote() {
  const t = useT('product');
  return (
    <p className="w-full text-sm text-rose-900 dark:text-rose-200">
      <strong>{t('rx.title')}</strong> {t('purchase.rxNote')}
    </p>
  );
}

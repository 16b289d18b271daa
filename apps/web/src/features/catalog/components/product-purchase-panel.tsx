import type { ProductDetail, ProductVariant } from '@dawa/shared/catalog/schemas';
import { useProductActions } from '@/components/products/product-actions';
import { QuantitySelector } from './quantity-selector';
import { useT } from '@/lib/i18n/use-t';

/**
 * Where a customer decides how many of the chosen pack to buy. The buttons (Add to Cart, Buy Now,
 * the wishlist) belong to the cart and wishlist features: the app provides them through
 * `ProductActionsProvider`, so the catalogue does not import those features.
 */
export function ProductPurchasePanel({
  product,
  variant,
  quantity,
  stock,
  inStock,
  onQuantityChange,
}: {
  product: ProductDetail;
  variant: ProductVariant | undefined;
  quantity: number;
  stock: number;
  inStock: boolean;
  onQuantityChange: (quantity: number) => void;
}) {
  const actions = useProductActions();
  const t = useT('product');
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <p
        className={
          inStock ? 'text-sm font-semibold text-emerald-800 dark:text-emerald-300' : 'text-sm font-semibold text-red-700 dark:text-red-300'
        }
      >
        {inStock ? t('stock.in') : t('stock.out')}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-4">
        <QuantitySelector value={quantity} stock={stock} disabled={!inStock} onChange={onQuantityChange} />
        {actions ? (
          <div className="flex flex-wrap items-center gap-3">
            <actions.PurchaseActions product={product} variant={variant} quantity={quantity} stock={stock} inStock={inStock} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

import { SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@/config/paths';
import { QuantitySelector } from './quantity-selector';

/**
 * Where a customer decides how many to buy. Online ordering (cart, checkout, wishlist) arrives with
 * later issues; until then this panel shows the quantity and says honestly how to order.
 */
export function ProductPurchasePanel({
  quantity,
  stock,
  inStock,
  onQuantityChange,
}: {
  quantity: number;
  stock: number;
  inStock: boolean;
  onQuantityChange: (quantity: number) => void;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <p
        className={
          inStock ? 'text-sm font-semibold text-emerald-800 dark:text-emerald-300' : 'text-sm font-semibold text-red-700 dark:text-red-300'
        }
      >
        {inStock ? 'In stock' : 'Out of stock'}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-4">
        <QuantitySelector value={quantity} stock={stock} disabled={!inStock} onChange={onQuantityChange} />
        {/* Cart issue: 'Add to Cart' and 'Buy Now' go here (disabled when out of stock), and the
            wishlist toggle next to them. They take `quantity` from this panel. */}
      </div>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
        Online ordering opens soon — call{' '}
        <a href={SUPPORT_PHONE_TEL} className="font-semibold text-teal-800 underline dark:text-teal-300">
          {SUPPORT_PHONE_DISPLAY}
        </a>{' '}
        to order.
      </p>
    </div>
  );
}

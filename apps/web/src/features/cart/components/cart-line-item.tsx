import type { QuotedLine } from '@dawa/shared/commerce/cart';
import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useId } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '@/components/products/product-image';
import { paths } from '@/config/paths';
import { cartStore, type StoredCartLine } from '../store/cart-store';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/i18n/use-format';
import { usePackLabel } from '@/lib/i18n/use-pack-label';

const stepButton =
  'inline-flex size-9 items-center justify-center text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * One line of the cart: picture, name, pack, unit price, quantity controls (minus disabled at 1,
 * plus disabled at the stock or the per-order limit), line total and Remove. `quoted` is the server's pricing of the line
 * (absent while the first quote loads: the price the customer saw is shown meanwhile).
 */
export function CartLineItem({ line, quoted }: { line: StoredCartLine; quoted: QuotedLine | undefined }) {
  const quantityId = useId();
  const t = useT('cart');
  const format = useFormat();
  const packLabel = usePackLabel();
  const name = quoted?.name || line.name || t('line.item');
  const pack = quoted?.variantLabel ?? line.variantLabel;
  const unitPaise = quoted?.unitPricePaise ?? line.seenPricePaise;
  // The stock and the product's per-order limit (10 packs of a prescription medicine by default) both cap the plus button.
  const max = Math.min(line.maxQuantity, quoted ? Math.max(Math.min(quoted.stock, quoted.maxPerOrder), 1) : line.maxQuantity);
  const atLimit = quoted !== undefined && line.quantity >= quoted.maxPerOrder && !quoted.problem;
  const key = { productId: line.productId, variantId: line.variantId };
  const setQuantity = (quantity: number) => {
    if (Number.isFinite(quantity)) cartStore.setQuantity(key, Math.min(quantity, Math.max(max, 1)));
  };

  return (
    <li className="flex gap-4 py-5">
      {/* Decorative: the name beside it is the link. */}
      <ProductImage
        src={quoted?.image || line.image}
        alt=""
        className="size-20 shrink-0 rounded-lg border border-slate-200 bg-white p-1 sm:size-24 dark:border-slate-700"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h2 className="text-base font-semibold">
            <Link to={paths.product(quoted?.slug || line.slug)} className="hover:text-teal-800 hover:underline dark:hover:text-teal-300">
              {name}
            </Link>
          </h2>
          {pack ? <p className="text-sm text-slate-600 dark:text-slate-300">{t('line.pack', { pack: packLabel(pack) })}</p> : null}
          <p className="text-sm text-slate-700 dark:text-slate-200">{t('line.each', { price: format.money(unitPaise) })}</p>
          {quoted?.previousUnitPricePaise != null ? (
            <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
              {t('line.priceChanged', { from: format.money(quoted.previousUnitPricePaise), to: format.money(quoted.unitPricePaise) })}
            </p>
          ) : null}
          {quoted?.requiresPrescription ? <p className="text-sm font-medium text-rose-800 dark:text-rose-300">{t('line.rx')}</p> : null}
          {quoted?.problem ? <p className="text-sm font-semibold text-red-700 dark:text-red-300">{quoted.problem}</p> : null}
          {atLimit ? <p className="text-sm text-slate-600 dark:text-slate-300">{t('line.limit', { max: quoted.maxPerOrder })}</p> : null}
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-3 sm:flex-col sm:items-end">
          <div className="inline-flex items-center overflow-hidden rounded-lg border border-slate-300 dark:border-slate-600">
            <button
              type="button"
              className={stepButton}
              aria-label={t('line.decrease', { name })}
              disabled={line.quantity <= 1}
              onClick={() => setQuantity(line.quantity - 1)}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <label htmlFor={quantityId} className="sr-only">
              {t('line.quantity', { name })}
            </label>
            <input
              id={quantityId}
              type="number"
              inputMode="numeric"
              min={1}
              max={Math.max(max, line.quantity)}
              value={line.quantity}
              onChange={(e) => setQuantity(e.target.valueAsNumber)}
              className="h-9 w-12 border-x border-slate-300 bg-white text-center text-sm text-slate-900 [appearance:textfield] dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 [&::-webkit-inner-spin-button]:appearance-none"
            />
            <button
              type="button"
              className={stepButton}
              aria-label={t('line.increase', { name })}
              disabled={line.quantity >= max}
              onClick={() => setQuantity(line.quantity + 1)}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
          <p className="text-base font-semibold">
            <span className="sr-only">{t('line.total')} </span>
            {format.money(quoted?.lineTotalPaise ?? unitPaise * line.quantity)}
          </p>
          <button
            type="button"
            onClick={() => cartStore.remove(key)}
            aria-label={t('line.removeNamed', { name })}
            className="inline-flex items-center gap-1 rounded text-sm font-medium text-red-700 hover:underline dark:text-red-300"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('line.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}

import type { QuotedLine } from '@dawa/shared/commerce/cart';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PinDeliveryCheck } from '@/components/delivery/delivery-estimate';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Button, buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { PageMeta } from '@/components/ui/page-meta';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-client';
import { useCartQuote } from '../api/get-cart-quote';
import { cartStore, toApiLines, useCartLines, type StoredCartLine } from '../store/cart-store';
import { promoStore, useAppliedPromo } from '../store/promo-store';
import { CartLineItem } from './cart-line-item';
import { CartTotals, CartTotalsSkeleton } from './cart-summary';
import { PromoBox } from './promo-box';

export const CART_EMPTY = 'Your cart is empty';
/** The texts of clearing the cart (confirmation, then a toast with Undo). */
export const CLEAR_CART_TEXTS = {
  button: 'Clear cart',
  title: 'Clear cart',
  question: (n: number) => `Remove all ${n} ${n === 1 ? 'item' : 'items'} from your cart?`,
  keep: 'Keep items',
  confirm: 'Yes, clear cart',
  cleared: 'Your cart was cleared.',
  undo: 'Undo',
} as const;
export const CART_PROBLEMS = 'Some items cannot be ordered as they are. Please change or remove them to continue.';
export const PRESCRIPTION_NOTICE =
  'Your cart has medicines that need a prescription. We cannot yet take a prescription online, so these items cannot be ordered here for now: please remove them to check out, or call us to order them.';

function EmptyCart() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <ShoppingBag aria-hidden="true" className="size-14 text-teal-700 dark:text-teal-300" />
      <h1 className="mt-4 text-2xl font-bold">{CART_EMPTY}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">Browse our medicines and health products and add what you need.</p>
      <Link to={paths.categories()} className={buttonClasses('primary', 'mt-6')}>
        Continue shopping
      </Link>
    </div>
  );
}

/** The quoted line of a stored one (same position when the quote is of the current lines, else by product and pack). */
function quotedFor(line: StoredCartLine, index: number, quoted: readonly QuotedLine[] | undefined): QuotedLine | undefined {
  const atIndex = quoted?.[index];
  if (atIndex && atIndex.productId === line.productId && (line.variantId === null || atIndex.variantId === line.variantId)) return atIndex;
  return quoted?.find((q) => q.productId === line.productId && (line.variantId === null || q.variantId === line.variantId));
}

/**
 * /cart: the lines with their controls, the promo box and the server's totals (POST /api/cart/quote:
 * today's prices, stock, discount, delivery). Checkout opens only for a cart that can be ordered.
 */
export function CartPage() {
  const lines = useCartLines();
  const promo = useAppliedPromo();
  const apiLines = useMemo(() => toApiLines(lines), [lines]);
  const quote = useCartQuote(apiLines, promo?.code);
  const blockedReasonId = useId();
  const current = quote.data && !quote.isPlaceholderData ? quote.data : undefined;
  const itemCount = lines.reduce((sum, l) => sum + l.quantity, 0);
  const [confirmingClear, setConfirmingClear] = useState(false);

  /** Empties the cart after the customer confirmed; the toast's Undo puts the same lines (and promo code) back. */
  function clearWithUndo() {
    const kept = lines;
    const keptPromo = promo;
    setConfirmingClear(false);
    cartStore.clear();
    toast(CLEAR_CART_TEXTS.cleared, 'info', {
      label: CLEAR_CART_TEXTS.undo,
      run: () => {
        cartStore.replace(kept);
        if (keptPromo) promoStore.apply(keptPromo);
      },
    });
  }

  // The quote of the current lines teaches the stored cart today's names, packs and stock.
  useEffect(() => {
    if (current) cartStore.reconcile(lines, current.lines);
  }, [current, lines]);
  // A code the server no longer accepts for this cart (an item left, the deal ended) comes off, with its reason.
  useEffect(() => {
    if (current?.promoError && promo) promoStore.reject(`${promo.code} was removed: ${current.promoError}`);
  }, [current, promo]);
  useEffect(() => {
    if (lines.length === 0) promoStore.clear();
  }, [lines.length]);

  if (lines.length === 0) {
    return (
      <>
        <PageMeta title="Shopping Cart" description={CART_EMPTY} />
        <EmptyCart />
      </>
    );
  }

  const data = quote.data;
  const blockedReason = !data
    ? null
    : data.hasProblems
      ? CART_PROBLEMS
      : data.needsPrescription
        ? 'Medicines that need a prescription cannot be ordered online yet.'
        : null;
  const canCheckout = !!current && !quote.isFetching && blockedReason === null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta title="Shopping Cart" description={`Your cart: ${itemCount} ${itemCount === 1 ? 'item' : 'items'}.`} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">Shopping Cart</h1>
        <Button variant="ghost" onClick={() => setConfirmingClear(true)}>
          {CLEAR_CART_TEXTS.button}
        </Button>
      </div>

      {confirmingClear ? (
        <Modal
          title={CLEAR_CART_TEXTS.title}
          role="alertdialog"
          description={CLEAR_CART_TEXTS.question(itemCount)}
          onClose={() => setConfirmingClear(false)}
        >
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setConfirmingClear(false)}>
              {CLEAR_CART_TEXTS.keep}
            </Button>
            <Button variant="danger" onClick={clearWithUndo}>
              {CLEAR_CART_TEXTS.confirm}
            </Button>
          </div>
        </Modal>
      ) : null}

      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <section aria-label="Items in your cart">
          {data?.needsPrescription ? (
            <p
              role="note"
              className="mb-4 rounded-xl border border-rose-200 bg-rose-50 p-4 text-sm text-rose-950 dark:border-rose-900 dark:bg-rose-950 dark:text-rose-100"
            >
              {PRESCRIPTION_NOTICE}
            </p>
          ) : null}
          {data?.hasProblems ? (
            <p
              role="alert"
              className="mb-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
            >
              {CART_PROBLEMS}
            </p>
          ) : null}
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white px-4 dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
            {lines.map((line, index) => (
              <CartLineItem key={`${line.productId}:${line.variantId ?? ''}`} line={line} quoted={quotedFor(line, index, data?.lines)} />
            ))}
          </ul>
          <Link
            to={paths.categories()}
            className="mt-4 inline-block text-sm font-semibold text-teal-800 hover:underline dark:text-teal-300"
          >
            Continue shopping
          </Link>
        </section>

        <aside
          aria-labelledby="summary-heading"
          className="h-fit space-y-5 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 id="summary-heading" className="text-lg font-bold">
            Order Summary
          </h2>
          <div aria-busy={quote.isFetching || undefined}>
            {quote.isError && !data ? (
              <ErrorPanel message={apiErrorMessage(quote.error, 'Could not work out your totals.')} onRetry={() => void quote.refetch()} />
            ) : data ? (
              <CartTotals quote={data} itemCount={itemCount} />
            ) : (
              <CartTotalsSkeleton />
            )}
          </div>
          <PinDeliveryCheck />
          <PromoBox lines={apiLines} />
          {canCheckout ? (
            <Link to={paths.checkout()} className={buttonClasses('primary', 'w-full py-3 text-base')}>
              Proceed to Checkout
            </Link>
          ) : (
            <>
              <Button disabled className="w-full py-3 text-base" aria-describedby={blockedReason ? blockedReasonId : undefined}>
                Proceed to Checkout
              </Button>
              {blockedReason ? (
                <p id={blockedReasonId} className="text-sm text-slate-700 dark:text-slate-200">
                  {blockedReason}
                </p>
              ) : null}
            </>
          )}
        </aside>
      </div>
    </div>
  );
}

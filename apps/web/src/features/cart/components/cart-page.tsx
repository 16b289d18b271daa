import type { QuotedLine } from '@dawa/shared/commerce/cart';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PinDeliveryCheck } from '@/components/delivery/delivery-estimate';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Button, buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { PageMeta } from '@/components/ui/page-meta';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useCartQuote } from '../api/get-cart-quote';
import { cartStore, toApiLines, useCartLines, type StoredCartLine } from '../store/cart-store';
import { promoStore, useAppliedPromo } from '../store/promo-store';
import { CartLineItem } from './cart-line-item';
import { CartTotals, CartTotalsSkeleton } from './cart-summary';
import { PromoBox } from './promo-box';
import { useT } from '@/lib/i18n/use-t';
import { useApiErrorText } from '@/lib/i18n/api-error-text';

function EmptyCart() {
  const t = useT('cart');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <ShoppingBag aria-hidden="true" className="size-14 text-teal-700 dark:text-teal-300" />
      <h1 className="mt-4 text-2xl font-bold">{t('empty')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('empty.text')}</p>
      <Link to={paths.categories()} className={buttonClasses('primary', 'mt-6')}>
        {t('continue')}
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
 * today's prices, stock, discount, delivery). Checkout opens only for a cart that can be ordered; a
 * prescription medicine says what checkout will ask and shows the prescriptions on file that cover it.
 */
export function CartPage({
  safetyNotice,
  prescriptionsOnFile,
}: {
  safetyNotice?: ReactNode;
  /** Another feature's list of the customer's prescriptions covering the cart, shown when it holds a prescription medicine. */
  prescriptionsOnFile?: ReactNode;
} = {}) {
  const lines = useCartLines();
  const promo = useAppliedPromo();
  const apiLines = useMemo(() => toApiLines(lines), [lines]);
  const quote = useCartQuote(apiLines, promo?.code);
  const blockedReasonId = useId();
  const current = quote.data && !quote.isPlaceholderData ? quote.data : undefined;
  const itemCount = lines.reduce((sum, l) => sum + l.quantity, 0);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const t = useT('cart');
  const errorText = useApiErrorText();

  /** Empties the cart after the customer confirmed; the toast's Undo puts the same lines (and promo code) back. */
  function clearWithUndo() {
    const kept = lines;
    const keptPromo = promo;
    setConfirmingClear(false);
    cartStore.clear();
    toast(t('clear.done'), 'info', {
      label: t('clear.undo'),
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
    if (current?.promoError && promo) promoStore.reject(t('promo.removed', { code: promo.code, reason: current.promoError }));
  }, [current, promo, t]);
  // A code that came with the saved cart from another device learns its discount and words from the quote.
  useEffect(() => {
    const quoted = current?.promo;
    if (
      quoted &&
      promo?.code === quoted.code &&
      (promo.description !== quoted.description || promo.discountPaise !== quoted.discountPaise)
    ) {
      promoStore.apply(quoted);
    }
  }, [current, promo]);
  useEffect(() => {
    if (lines.length === 0) promoStore.clear();
  }, [lines.length]);

  if (lines.length === 0) {
    return (
      <>
        <PageMeta title={t('title')} description={t('empty')} />
        <EmptyCart />
      </>
    );
  }

  const data = quote.data;
  // Prescription medicines do not block: checkout asks for the prescription, and the server checks it.
  const blockedReason = data?.hasProblems ? t('problems') : null;
  const rxNames = data?.lines.filter((l) => l.requiresPrescription).map((l) => l.name) ?? [];
  const canCheckout = !!current && !quote.isFetching && blockedReason === null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta title={t('title')} description={t('meta.items', { count: itemCount })} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('title')}</h1>
        <Button variant="ghost" onClick={() => setConfirmingClear(true)}>
          {t('clear.button')}
        </Button>
      </div>

      {confirmingClear ? (
        <Modal
          title={t('clear.title')}
          role="alertdialog"
          description={t('clear.question', { count: itemCount })}
          onClose={() => setConfirmingClear(false)}
        >
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setConfirmingClear(false)}>
              {t('clear.keep')}
            </Button>
            <Button variant="danger" onClick={clearWithUndo}>
              {t('clear.confirm')}
            </Button>
          </div>
        </Modal>
      ) : null}

      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <section aria-label={t('items.label')}>
          {safetyNotice}
          {data?.needsPrescription ? (
            <div
              role="note"
              className="mb-4 space-y-3 rounded-xl border border-rose-200 bg-rose-50 p-4 text-sm text-rose-950 dark:border-rose-900 dark:bg-rose-950 dark:text-rose-100"
            >
              <p>{t('rx.notice', { count: rxNames.length, names: rxNames.join(', ') })}</p>
              {prescriptionsOnFile}
            </div>
          ) : null}
          {data?.hasProblems ? (
            <p
              role="alert"
              className="mb-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
            >
              {t('problems')}
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
            {t('continue')}
          </Link>
        </section>

        <aside
          aria-labelledby="summary-heading"
          className="h-fit space-y-5 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 id="summary-heading" className="text-lg font-bold">
            {t('summary')}
          </h2>
          <div aria-busy={quote.isFetching || undefined}>
            {quote.isError && !data ? (
              <ErrorPanel message={errorText(quote.error, t('totals.failed'))} onRetry={() => void quote.refetch()} />
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
              {t('checkout')}
            </Link>
          ) : (
            <>
              <Button disabled className="w-full py-3 text-base" aria-describedby={blockedReason ? blockedReasonId : undefined}>
                {t('checkout')}
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

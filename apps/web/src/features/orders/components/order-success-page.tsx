import { deliveryDaysForPin } from '@dawa/shared/commerce/delivery-zones';
import type { OrderDetail } from '@dawa/shared/commerce/orders';
import Banknote from 'lucide-react/icons/banknote';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import CircleX from 'lucide-react/icons/circle-x';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { MedicineWarnings } from '@/components/medicines/medicine-warnings';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useDismissOrder } from '../api/dismiss-order';
import { useOrder } from '../api/get-order';
import { OrderDocuments } from './order-documents';
import { useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/i18n/use-format';
import { usePackLabel } from '@/lib/i18n/use-pack-label';
import { useDeliveryDays } from '@/components/delivery/use-delivery-days';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import type { Translate } from '@dawa/shared/i18n/messages';
import type { CatalogueOf } from '@dawa/shared/i18n/namespaces';

type OrdersT = Translate<CatalogueOf<'orders'>>;

/** What the page says about an order in each state: a placed order is a success only once it is paid for or to be paid in cash. */
function headlineOf(order: OrderDetail, t: OrdersT): { title: string; text: string; tone: 'success' | 'waiting' | 'problem' } {
  const number = String(order.userOrderNumber);
  switch (order.status) {
    case 'pending':
      return { title: t('awaitingPayment.title'), text: t('awaitingPayment.text', { number }), tone: 'waiting' };
    case 'unpaid':
      return { title: t('unpaid.title'), text: t('unpaid.text', { number }), tone: 'problem' };
    case 'awaiting_prescription':
      return { title: t('awaitingRx.title'), text: t('awaitingRx.text', { number }), tone: 'waiting' };
    case 'cancelled':
      if (order.prescriptionReview?.rejections.length) {
        const refund =
          order.paymentStatus === 'refunded'
            ? t('rxRejected.refunded')
            : order.paymentStatus === 'refund_pending'
              ? t('rxRejected.refundPending')
              : '';
        // Two sentences: a space between them (and none after the first when there is no refund to tell).
        return {
          title: t('rxRejected.title'),
          text: [t('rxRejected.text', { number }), refund].filter(Boolean).join(' '),
          tone: 'problem',
        };
      }
      return {
        title: t('cancelled.title'),
        text:
          order.paymentStatus === 'refunded'
            ? t('cancelled.refunded', { number })
            : order.paymentStatus === 'refund_pending'
              ? t('cancelled.refundPending', { number })
              : t('cancelled.text', { number }),
        tone: 'problem',
      };
    default:
      return { title: t('success.title'), text: t('success.number', { number }), tone: 'success' };
  }
}

const HEADLINE_ICONS = { success: CircleCheck, waiting: Clock, problem: CircleX } as const;

/** The spec's four steps after an order. */
const NEXT_STEPS = [
  { title: 'next.confirmed', text: 'next.confirmedText' },
  { title: 'next.processing', text: 'next.processingText' },
  { title: 'next.outForDelivery', text: 'next.outForDeliveryText' },
  { title: 'next.delivered', text: 'next.deliveredText' },
] as const;

const panel = 'rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900';

function OrderDetails({ order }: { order: OrderDetail }) {
  const t = useT('orders');
  const format = useFormat();
  const packLabel = usePackLabel();
  return (
    <>
      {order.paymentMethod === 'cod' ? (
        <div className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
          <Banknote aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            <strong className="block">{t('cod.title')}</strong>
            {t('cod.notice', { amount: format.money(order.totalAmountPaise) })}
          </p>
        </div>
      ) : order.paymentStatus === 'paid' ? (
        // An online payment gets the same page as cash, saying what was paid and how.
        <div className="flex items-start gap-3 rounded-xl border border-teal-300 bg-teal-50 p-4 text-teal-950 dark:border-teal-700 dark:bg-teal-950 dark:text-teal-50">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            <strong className="block">{t('paid.title')}</strong>
            {t('paid.notice', { amount: format.money(order.totalAmountPaise), method: t(`method.${order.paymentMethod}`) })}
          </p>
        </div>
      ) : null}
      <section aria-labelledby="order-items" className={panel}>
        <h2 id="order-items" className="text-lg font-bold">
          {t('items.heading')}
        </h2>
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {order.items.map((item) => (
            <li key={`${item.productId}:${item.variantId ?? ''}`} className="flex justify-between gap-4 py-3 text-sm">
              <span>
                <span className="font-medium">{item.productName}</span>
                {item.variantLabel ? <span className="text-slate-600 dark:text-slate-400"> · {packLabel(item.variantLabel)}</span> : null}
                <span className="block text-slate-600 dark:text-slate-400">{t('items.quantity', { quantity: item.quantity })}</span>
              </span>
              <span className="text-right whitespace-nowrap">
                <span className="block text-slate-600 dark:text-slate-400">
                  {format.money(item.priceAtPurchasePaise)} × {item.quantity}
                </span>
                <span className="font-medium">{format.money(item.priceAtPurchasePaise * item.quantity)}</span>
              </span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm dark:border-slate-800">
          {order.discountPaise > 0 ? (
            <div className="flex justify-between">
              <dt>{order.promoCode ? t('discountCode', { code: order.promoCode }) : t('discount')}</dt>
              <dd>−{format.money(order.discountPaise)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between">
            <dt>{t('delivery')}</dt>
            <dd>{order.deliveryPaise === 0 ? t('free') : format.money(order.deliveryPaise)}</dd>
          </div>
          <div className="flex justify-between text-base font-bold">
            <dt>{t('total')}</dt>
            <dd>{format.money(order.totalAmountPaise)}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="order-address" className={panel}>
        <h2 id="order-address" className="text-lg font-bold">
          {t('address.heading')}
        </h2>
        <address className="mt-2 text-sm not-italic">
          {order.shippingName ? <span className="block font-medium">{order.shippingName}</span> : null}
          <span className="block">{order.shippingStreet}</span>
          <span className="block">{[order.shippingCity, order.shippingState, order.shippingZip].filter(Boolean).join(', ')}</span>
          {order.phone ? <span className="block">{order.phone}</span> : null}
        </address>
      </section>
    </>
  );
}

/** Hides an unpaid order from the list, then goes to the orders. */
function DismissButton({ order }: { order: OrderDetail }) {
  const navigate = useNavigate();
  const dismiss = useDismissOrder();
  const t = useT('orders');
  const errorText = useApiErrorText();
  return (
    <Button
      variant="ghost"
      disabled={dismiss.isPending}
      onClick={() =>
        dismiss.mutate(order.id, {
          onSuccess: ({ message }) => {
            toast(message);
            void navigate(paths.profile('orders'));
          },
          onError: (error) => toast(errorText(error, t('dismiss.failed')), 'error'),
        })
      }
    >
      {t('dismiss')}
    </Button>
  );
}

function Navigation({ orderId }: { orderId: string }) {
  const t = useT('orders');
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Link to={paths.profile('orders', orderId)} className={buttonClasses('primary')}>
        {t('nav.track')}
      </Link>
      <Link to={paths.profile('orders')} className={buttonClasses('secondary')}>
        {t('nav.all')}
      </Link>
      <Link to={paths.home()} className={buttonClasses('ghost')}>
        {t('nav.continue')}
      </Link>
    </div>
  );
}

/**
 * /order-success/{orderId}: tells the truth about the order. A paid (or cash) order gets the spec's
 * success page; one waiting for its payment or whose payment failed says so and offers to pay
 * (`payment`, composed by the route from the checkout feature); a cancelled one says it is cancelled;
 * an order that is not the customer's, or does not exist, is 'Order not found'.
 */
export function OrderSuccessPage({
  orderId,
  payment,
}: {
  orderId: string;
  payment?: (order: OrderDetail, refresh: () => void) => ReactNode;
}) {
  const order = useOrder(orderId);
  const data = order.data;
  const t = useT('orders');
  const deliveryDays = useDeliveryDays();
  // The promise checkout made for the shipping PIN (one table, commerce/delivery-zones.ts), not a fixed '2-3 days'.
  const deliveredIn = (pin: string) => {
    const { min, max } = deliveryDaysForPin(pin);
    return deliveryDays.days(min, max);
  };
  if (order.isPending) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <PageMeta title={t('meta.title')} description={t('meta.description')} />
        <p role="status" className="text-center text-slate-600 dark:text-slate-300">
          {t('loading')}
        </p>
      </div>
    );
  }
  if (!data) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 text-center">
        <PageMeta title={t('notFound')} description={t('notFound.meta')} />
        <CircleAlert aria-hidden="true" className="mx-auto size-14 text-slate-500" />
        <h1 className="text-3xl font-bold">{missing ? t('notFound') : t('loadFailed')}</h1>
        <p className="text-slate-700 dark:text-slate-300">{missing ? t('notFound.text') : t('loadFailed.text')}</p>
        {missing ? null : <Button onClick={() => void order.refetch()}>{t('tryAgain')}</Button>}
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.profile('orders')} className={buttonClasses('secondary')}>
            {t('nav.all')}
          </Link>
          <Link to={paths.home()} className={buttonClasses('ghost')}>
            {t('nav.continue')}
          </Link>
        </div>
      </div>
    );
  }
  const headline = headlineOf(data, t);
  const Icon = HEADLINE_ICONS[headline.tone];
  const waitsForPayment = data.status === 'pending' || data.status === 'unpaid';
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <PageMeta title={headline.title} description={headline.text} />
      <div className="text-center">
        <Icon
          aria-hidden="true"
          className={`mx-auto size-14 ${headline.tone === 'success' ? 'text-teal-700 dark:text-teal-300' : headline.tone === 'waiting' ? 'text-amber-600 dark:text-amber-300' : 'text-red-700 dark:text-red-300'}`}
        />
        <h1 className="mt-3 text-3xl font-bold">{headline.title}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{headline.text}</p>
      </div>
      {waitsForPayment && payment ? (
        <section aria-labelledby="pay-order" className={panel}>
          <h2 id="pay-order" className="mb-3 text-lg font-bold">
            {t('payment.heading')}
          </h2>
          {payment(data, () => void order.refetch())}
          {data.canPayAgain ? (
            <div className="mt-3">
              <DismissButton order={data} />
            </div>
          ) : null}
        </section>
      ) : null}
      {data.medicineWarnings?.length ? <MedicineWarnings warnings={data.medicineWarnings} place="order" /> : null}
      {data.prescriptionReview?.rejections.length ? (
        <section aria-labelledby="rx-rejections" className={panel}>
          <h2 id="rx-rejections" className="text-lg font-bold">
            {t('rxRejections.heading')}
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
            {data.prescriptionReview.rejections.map((r) => (
              <li key={r.productName}>
                <strong>{r.productName}</strong>: {r.reason}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
            {t('rxRejections.before')}{' '}
            <Link to={paths.prescriptions()} className="font-semibold underline">
              {t('rxRejections.link')}
            </Link>{' '}
            {t('rxRejections.after')}
          </p>
        </section>
      ) : null}
      <OrderDetails order={data} />
      {data.hasInvoice || data.creditNoteNumber ? (
        <section aria-labelledby="order-documents" className={panel}>
          <h2 id="order-documents" className="text-lg font-bold">
            {t('documents.heading')}
          </h2>
          {data.creditNoteNumber ? (
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              {t('documents.creditNoteText', { creditNote: data.creditNoteNumber })}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-3">
            <OrderDocuments order={data} />
          </div>
        </section>
      ) : null}
      {headline.tone === 'success' ? (
        <section aria-labelledby="whats-next" className={panel}>
          <h2 id="whats-next" className="text-lg font-bold">
            {t('next.heading')}
          </h2>
          <ol className="mt-3 space-y-3">
            {NEXT_STEPS.map((step, i) => (
              <li key={step.title} className="flex gap-3 text-sm">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-teal-700 font-bold text-white dark:bg-teal-400 dark:text-slate-950"
                >
                  {i + 1}
                </span>
                <span>
                  <strong className="block">{t(step.title)}</strong>
                  <span className="text-slate-600 dark:text-slate-300">
                    {step.text === 'next.deliveredText' ? t(step.text, { days: deliveredIn(data.shippingZip) }) : t(step.text)}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <Navigation orderId={orderId} />
    </div>
  );
}

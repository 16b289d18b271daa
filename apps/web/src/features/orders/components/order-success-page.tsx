import type { OrderDetail } from '@dawa/shared/commerce/orders';
import { formatInr } from '@dawa/shared/money/format';
import Banknote from 'lucide-react/icons/banknote';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import CircleX from 'lucide-react/icons/circle-x';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { useDismissOrder } from '../api/dismiss-order';
import { useOrder } from '../api/get-order';

export const ORDER_SUCCESS_TITLE = 'Order Placed Successfully!';
export const COD_NOTICE = 'Pay when your order is delivered';
export const ORDER_NOT_FOUND_TITLE = 'Order not found';
export const AWAITING_PAYMENT_TITLE = 'Waiting for Your Payment';
export const UNPAID_TITLE = 'Payment Not Completed';
export const CANCELLED_TITLE = 'Order Cancelled';
export const AWAITING_PRESCRIPTION_TITLE = 'Awaiting prescription verification';
export const PRESCRIPTION_REJECTED_TITLE = 'Prescription not approved';

/** What the page says about an order in each state: a placed order is a success only once it is paid for or to be paid in cash. */
function headlineOf(order: OrderDetail): { title: string; text: string; tone: 'success' | 'waiting' | 'problem' } {
  const n = `Order #${order.userOrderNumber}`;
  switch (order.status) {
    case 'pending':
      return { title: AWAITING_PAYMENT_TITLE, text: `${n} is placed and its items are reserved for 30 minutes. Pay to confirm it.`, tone: 'waiting' };
    case 'unpaid':
      return {
        title: UNPAID_TITLE,
        text: `${n} was not paid, and nothing was taken. Pay again (we check the items are still in stock) or remove it from your orders.`,
        tone: 'problem',
      };
    case 'awaiting_prescription':
      return {
        title: AWAITING_PRESCRIPTION_TITLE,
        text: `${n} is placed and its items are reserved. A pharmacist is checking your prescription; the order is confirmed once it is approved.`,
        tone: 'waiting',
      };
    case 'cancelled':
      if (order.prescriptionReview?.rejections.length) {
        return {
          title: PRESCRIPTION_REJECTED_TITLE,
          text: `${n} was cancelled because our pharmacist could not approve your prescription.${
            order.paymentStatus === 'refunded' ? ' Your payment has been refunded.' : order.paymentStatus === 'refund_pending' ? ' Your refund is on its way.' : ''
          }`,
          tone: 'problem',
        };
      }
      return {
        title: CANCELLED_TITLE,
        text:
          order.paymentStatus === 'refunded'
            ? `${n} was cancelled and your payment has been refunded.`
            : order.paymentStatus === 'refund_pending'
              ? `${n} was cancelled; your refund is on its way.`
              : `${n} was cancelled.`,
        tone: 'problem',
      };
    default:
      return { title: ORDER_SUCCESS_TITLE, text: n, tone: 'success' };
  }
}

const HEADLINE_ICONS = { success: CircleCheck, waiting: Clock, problem: CircleX } as const;

/** The spec's four steps after an order. */
const NEXT_STEPS = [
  { title: 'Order Confirmed', text: 'Our pharmacist checks your order and confirms it.' },
  { title: 'Processing', text: 'Your medicines are picked, checked and packed.' },
  { title: 'Out for Delivery', text: 'A delivery partner brings the parcel to your door.' },
  { title: 'Delivered', text: 'Your order arrives, usually within 2-3 business days.' },
] as const;

const panel = 'rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900';

function OrderDetails({ order }: { order: OrderDetail }) {
  return (
    <>
      {order.paymentMethod === 'cod' ? (
        <div className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
          <Banknote aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            <strong className="block">Cash on Delivery</strong>
            {COD_NOTICE}: {formatInr(order.totalAmountPaise)}.
          </p>
        </div>
      ) : null}
      <section aria-labelledby="order-items" className={panel}>
        <h2 id="order-items" className="text-lg font-bold">
          Items
        </h2>
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {order.items.map((item) => (
            <li key={`${item.productId}:${item.variantId ?? ''}`} className="flex justify-between gap-4 py-3 text-sm">
              <span>
                <span className="font-medium">{item.productName}</span>
                {item.variantLabel ? <span className="text-slate-600 dark:text-slate-400"> · {item.variantLabel}</span> : null}
                <span className="block text-slate-600 dark:text-slate-400">Quantity: {item.quantity}</span>
              </span>
              <span className="text-right whitespace-nowrap">
                <span className="block text-slate-600 dark:text-slate-400">
                  {formatInr(item.priceAtPurchasePaise)} × {item.quantity}
                </span>
                <span className="font-medium">{formatInr(item.priceAtPurchasePaise * item.quantity)}</span>
              </span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm dark:border-slate-800">
          {order.discountPaise > 0 ? (
            <div className="flex justify-between">
              <dt>Discount{order.promoCode ? ` (${order.promoCode})` : ''}</dt>
              <dd>−{formatInr(order.discountPaise)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between">
            <dt>Delivery</dt>
            <dd>{order.deliveryPaise === 0 ? 'Free' : formatInr(order.deliveryPaise)}</dd>
          </div>
          <div className="flex justify-between text-base font-bold">
            <dt>Total</dt>
            <dd>{formatInr(order.totalAmountPaise)}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="order-address" className={panel}>
        <h2 id="order-address" className="text-lg font-bold">
          Delivery Address
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
          onError: (error) => toast(apiErrorMessage(error, 'Failed to remove the order'), 'error'),
        })
      }
    >
      Remove from my orders
    </Button>
  );
}

const NAVIGATION = (orderId: string) => (
  <div className="flex flex-wrap justify-center gap-3">
    <Link to={paths.profile('orders', orderId)} className={buttonClasses('primary')}>
      Track Order
    </Link>
    <Link to={paths.profile('orders')} className={buttonClasses('secondary')}>
      View All Orders
    </Link>
    <Link to={paths.home()} className={buttonClasses('ghost')}>
      Continue Shopping
    </Link>
  </div>
);

/**
 * /order-success/{orderId}: tells the truth about the order. A paid (or cash) order gets the spec's
 * success page; one waiting for its payment or whose payment failed says so and offers to pay
 * (`payment`, composed by the route from the checkout feature); a cancelled one says it is cancelled;
 * an order that is not the customer's, or does not exist, is 'Order not found'.
 */
export function OrderSuccessPage({ orderId, payment }: { orderId: string; payment?: (order: OrderDetail, refresh: () => void) => ReactNode }) {
  const order = useOrder(orderId);
  const data = order.data;
  if (order.isPending) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <PageMeta title="Your order" description="Your Dawa order." />
        <p role="status" className="text-center text-slate-600 dark:text-slate-300">
          Loading your order...
        </p>
      </div>
    );
  }
  if (!data) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 text-center">
        <PageMeta title={ORDER_NOT_FOUND_TITLE} description="This order could not be found." />
        <CircleAlert aria-hidden="true" className="mx-auto size-14 text-slate-500" />
        <h1 className="text-3xl font-bold">{missing ? ORDER_NOT_FOUND_TITLE : 'Failed to load order'}</h1>
        <p className="text-slate-700 dark:text-slate-300">
          {missing ? 'There is no order with this number in your account.' : 'Please check your connection and try again.'}
        </p>
        {missing ? null : <Button onClick={() => void order.refetch()}>Try Again</Button>}
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.profile('orders')} className={buttonClasses('secondary')}>
            View All Orders
          </Link>
          <Link to={paths.home()} className={buttonClasses('ghost')}>
            Continue Shopping
          </Link>
        </div>
      </div>
    );
  }
  const headline = headlineOf(data);
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
            Payment
          </h2>
          {payment(data, () => void order.refetch())}
          {data.canPayAgain ? (
            <div className="mt-3">
              <DismissButton order={data} />
            </div>
          ) : null}
        </section>
      ) : null}
      {data.prescriptionReview?.rejections.length ? (
        <section aria-labelledby="rx-rejections" className={panel}>
          <h2 id="rx-rejections" className="text-lg font-bold">
            Why the prescription was not approved
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
            {data.prescriptionReview.rejections.map((r) => (
              <li key={r.productName}>
                <strong>{r.productName}</strong>: {r.reason}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
            You can{' '}
            <Link to={paths.prescriptions()} className="font-semibold underline">
              upload a new prescription
            </Link>{' '}
            and order again.
          </p>
        </section>
      ) : null}
      <OrderDetails order={data} />
      {headline.tone === 'success' ? (
        <section aria-labelledby="whats-next" className={panel}>
          <h2 id="whats-next" className="text-lg font-bold">
            What&apos;s Next?
          </h2>
          <ol className="mt-3 space-y-3">
            {NEXT_STEPS.map((step, i) => (
              <li key={step.title} className="flex gap-3 text-sm">
                <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-teal-700 font-bold text-white dark:bg-teal-400 dark:text-slate-950">
                  {i + 1}
                </span>
                <span>
                  <strong className="block">{step.title}</strong>
                  <span className="text-slate-600 dark:text-slate-300">{step.text}</span>
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {NAVIGATION(orderId)}
    </div>
  );
}

import type { OrderDetail } from '@dawa/shared/commerce/orders';
import { formatInr } from '@dawa/shared/money/format';
import Banknote from 'lucide-react/icons/banknote';
import CircleCheck from 'lucide-react/icons/circle-check';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useOrder } from '../api/get-order';

export const ORDER_SUCCESS_TITLE = 'Order Placed Successfully!';
export const COD_NOTICE = 'Pay when your order is delivered';

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

/**
 * /order-success/{orderId}: the order placed, its items, total and address, what happens next, and
 * the way to track it. If the order cannot be loaded the page still confirms it by its id.
 */
export function OrderSuccessPage({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  const data = order.data;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <PageMeta title="Order Placed" description="Your Dawa order has been placed." />
      <div className="text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-teal-700 dark:text-teal-300" />
        <h1 className="mt-3 text-3xl font-bold">{ORDER_SUCCESS_TITLE}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{data ? `Order #${data.userOrderNumber}` : `Order ID: ${orderId}`}</p>
      </div>
      {order.isPending ? (
        <p role="status" className="text-center text-slate-600 dark:text-slate-300">
          Loading your order...
        </p>
      ) : data ? (
        <OrderDetails order={data} />
      ) : null}
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
    </div>
  );
}

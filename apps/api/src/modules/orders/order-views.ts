import { CANCEL_REASON_TEXTS, storedCancelReason } from '@dawa/shared/commerce/cancel-reasons';
import type { OrderDetail, OrderItem, OrderSummary, TrackingEvent, TrackingRecord } from '@dawa/shared/commerce/orders';
import { customerMayCancel } from '@dawa/shared/commerce/cancellation-window';
import { businessDays, deliveryDaysForPin } from '@dawa/shared/commerce/delivery-zones';
import { hasInvoice } from '@dawa/shared/commerce/order-state';
import { orderProgressPercent, PHARMACY_NAME, trackingStatusLabel } from '@dawa/shared/commerce/rules';
import { isTrackingTextKey } from '@dawa/shared/commerce/tracking-text';
import type { OrderEventRow, OrderItemRow, OrderRow, OrderWithPayment } from './orders.repository.ts';
import { packShotUrl } from '../catalog/catalog.service.ts';

/** The cancellation window of System Settings at a moment; without one, only the order machine decides. */
export interface CancelWindow {
  hours: number | null;
  now: Date;
}
const OPEN_WINDOW = (): CancelWindow => ({ hours: null, now: new Date() });

const SHOWN_TIME_ZONE = 'Asia/Kolkata';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SHOWN_TIME_ZONE });
/** A date as customers in India read it: '12 March 2026'. */
export const formatDate = (date: Date) => dateFormat.format(date);

/**
 * '1-2 business days' (the shipping PIN's zone, as checkout promised), 'Not delivered: the order was
 * cancelled', or 'Delivered on 12 March 2026' once delivered (the date of the Delivered event).
 */
export function estimatedDelivery(
  order: Pick<OrderRow, 'status' | 'updatedAt' | 'shippingZip'>,
  eventsNewestFirst: readonly OrderEventRow[],
): string {
  // A cancelled order is not coming: no promise on it.
  if (order.status === 'cancelled') return CANCEL_REASON_TEXTS.notDelivered;
  if (order.status !== 'delivered') {
    const { min, max } = deliveryDaysForPin(order.shippingZip);
    return businessDays(min, max);
  }
  const delivered = eventsNewestFirst.find((e) => e.status === 'Delivered');
  return `Delivered on ${formatDate(delivered?.createdAt ?? order.updatedAt)}`;
}

/** The courier's number once the parcel has left: the stored one, else one derived from the order id. */
function trackingNumberOf(order: OrderRow): string | null {
  if (order.status !== 'shipped' && order.status !== 'out_for_delivery' && order.status !== 'delivered') return null;
  return order.trackingNumber ?? `DAWA${String(order.id).padStart(8, '0')}`;
}

function toItem(row: OrderItemRow): OrderItem {
  return {
    productId: row.productId,
    variantId: row.variantId,
    productName: row.productName,
    variantLabel: row.variantLabel,
    image: row.imageUrls[0] ?? packShotUrl(row.slug, 1),
    quantity: row.quantity,
    priceAtPurchasePaise: row.unitPricePaise,
    lineTotalPaise: row.lineTotalPaise,
  };
}

export function toOrderDetail(
  order: OrderWithPayment,
  items: readonly OrderItemRow[],
  eventsNewestFirst: readonly OrderEventRow[],
  window: CancelWindow = OPEN_WINDOW(),
): OrderDetail {
  return {
    id: order.id,
    userOrderNumber: order.userOrderNumber,
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    orderDate: order.createdAt.toISOString(),
    items: items.map(toItem),
    subtotalPaise: order.subtotalPaise,
    discountPaise: order.discountPaise,
    deliveryPaise: order.deliveryPaise,
    totalAmountPaise: order.totalPaise,
    promoCode: order.promoCode,
    shippingName: order.shippingName,
    shippingStreet: order.shippingStreet,
    shippingCity: order.shippingCity,
    shippingState: order.shippingState,
    shippingZip: order.shippingZip,
    shippingCountry: order.shippingCountry,
    phone: order.contactPhone,
    note: order.note,
    gstNumber: order.gstNumber,
    wantsInvoice: order.wantsInvoice,
    transactionId: order.transactionId,
    estimatedDelivery: estimatedDelivery(order, eventsNewestFirst),
    cancelReason: storedCancelReason(order.cancelReason, order.cancelReasonNote),
    canCancel: customerMayCancel(order, window.hours, window.now),
    hasInvoice: hasInvoice(order),
    creditNoteNumber: order.creditNoteNumber,
    canPayAgain: order.status === 'unpaid',
  };
}

export function toOrderSummary(order: OrderWithPayment, items: readonly OrderItemRow[]): OrderSummary {
  return {
    id: order.id,
    userOrderNumber: order.userOrderNumber,
    status: order.status,
    orderDate: order.createdAt.toISOString(),
    productNames: items.map((item) => item.productName),
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    transactionId: order.transactionId,
    totalAmountPaise: order.totalPaise,
    hasInvoice: hasInvoice(order),
    creditNoteNumber: order.creditNoteNumber,
    canPayAgain: order.status === 'unpaid',
  };
}

export function toTrackingRecord(
  order: OrderRow,
  eventsNewestFirst: readonly OrderEventRow[],
  window: CancelWindow = OPEN_WINDOW(),
): TrackingRecord {
  return {
    orderId: order.id,
    userOrderNumber: order.userOrderNumber,
    status: trackingStatusLabel(order.status),
    progressPercent: orderProgressPercent(order.status),
    estimatedDelivery: estimatedDelivery(order, eventsNewestFirst),
    deliveryDays: deliveryDaysForPin(order.shippingZip),
    cancelReason: storedCancelReason(order.cancelReason, order.cancelReasonNote),
    trackingNumber: trackingNumberOf(order),
    currentLocation: order.currentLocation ?? (order.status === 'cancelled' ? 'Cancelled' : PHARMACY_NAME),
    orderDate: order.createdAt.toISOString(),
    totalAmountPaise: order.totalPaise,
    canCancel: customerMayCancel(order, window.hours, window.now),
    events: eventsNewestFirst.map(toTrackingEvent),
  };
}

/** A stored timeline entry as the API answers it: its codes (a key this version does not know goes as null) and the English sentence. */
export function toTrackingEvent(e: OrderEventRow): TrackingEvent {
  const key = isTrackingTextKey(e.messageKey) ? e.messageKey : null;
  return {
    date: e.createdAt.toISOString(),
    status: e.status,
    location: e.location,
    description: e.description,
    messageKey: key,
    messageParams: key ? e.messageParams : {},
  };
}

import { hasInvoice } from '@dawa/shared/commerce/order-state';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrderAction,
  type AdminOrderDetail,
  type AdminOrderListResponse,
  type AdminOrdersQuery,
} from '@dawa/shared/admin/orders';
import { ORDER_NOT_FOUND_MESSAGE } from '@dawa/shared/commerce/orders';
import type { OrderState } from '@dawa/shared/commerce/order-state';
import { pageCount } from '@dawa/shared/http/pagination';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { documentsOf } from './invoice-issue.ts';
import { findEventsOf, findItemsOf } from './orders.repository.ts';
import { toTrackingEvent } from './order-views.ts';
import * as staffOrders from './staff-orders.repository.ts';

/** The staff's read side of orders (Orders/Prescriptions section): every customer's orders, and one in full. */

/** India Standard Time is UTC+05:30 all year: a date filter means an IST day. */
const startOfIstDay = (day: string) => new Date(`${day}T00:00:00+05:30`);
const DAY_MS = 24 * 60 * 60 * 1000;

/** '#12', 'Order #12' or '12' searches by order id or customer order number; anything else is an e-mail. */
function searchFilter(search: string | undefined): Pick<staffOrders.AdminOrderFilters, 'number' | 'email'> {
  const q = search?.trim() ?? '';
  if (!q) return {};
  const number = /^(?:order\s*)?#?\s*(\d{1,9})$/i.exec(q)?.[1];
  if (number) return { number: Number(number) };
  return { email: q.toLowerCase() };
}

export async function listStaffOrders(db: Database, query: AdminOrdersQuery): Promise<AdminOrderListResponse> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? ADMIN_ORDERS_PAGE_SIZE;
  const { rows, total } = await staffOrders.findAdminOrderPage(
    db,
    {
      status: query.status,
      paymentStatus: query.paymentStatus,
      paymentMethod: query.paymentMethod,
      from: query.from ? startOfIstDay(query.from) : undefined,
      until: query.to ? new Date(startOfIstDay(query.to).getTime() + DAY_MS) : undefined,
      ...searchFilter(query.search),
    },
    { limit: pageSize, offset: (page - 1) * pageSize },
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      userOrderNumber: r.userOrderNumber,
      customerEmail: r.accountEmail,
      customerName: `${r.firstName} ${r.lastName}`.trim(),
      status: r.status,
      paymentStatus: r.paymentStatus,
      paymentMethod: r.paymentMethod,
      totalPaise: r.totalPaise,
      createdAt: r.createdAt.toISOString(),
      version: r.version,
    })),
    total,
    page,
    pageSize,
    pageCount: pageCount(total, pageSize),
  };
}

/** The customer an order's mails go to. */
export const customerOfOrder = (db: Database, orderId: number) => staffOrders.findCustomerOf(db, orderId);

export async function staffOrderDetail(
  db: Database,
  orderId: number,
  allowedActionsOf: (order: OrderState) => AdminOrderAction[],
): Promise<AdminOrderDetail> {
  const found = await staffOrders.findAdminOrder(db, orderId);
  if (!found) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  const { order } = found;
  const [items, events, paid, documents] = await Promise.all([
    findItemsOf(db, [orderId]),
    findEventsOf(db, [orderId]),
    staffOrders.findPaymentsOf(db, orderId),
    documentsOf(db, orderId),
  ]);
  return {
    id: order.id,
    userOrderNumber: order.userOrderNumber,
    customerEmail: found.accountEmail,
    customerName: `${found.firstName} ${found.lastName}`.trim(),
    customerPhone: order.contactPhone,
    shippingAddress: [order.shippingName, order.shippingStreet, order.shippingCity, order.shippingState, order.shippingZip]
      .filter(Boolean)
      .join(', '),
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    subtotalPaise: order.subtotalPaise,
    discountPaise: order.discountPaise,
    deliveryPaise: order.deliveryPaise,
    totalPaise: order.totalPaise,
    createdAt: order.createdAt.toISOString(),
    version: order.version,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    items: items.map((i) => ({
      name: i.variantLabel ? `${i.productName} (${i.variantLabel})` : i.productName,
      quantity: i.quantity,
      unitPricePaise: i.unitPricePaise,
      lineTotalPaise: i.lineTotalPaise,
    })),
    payments: paid.map((p) => ({
      id: p.id,
      provider: p.provider,
      status: p.status,
      amountPaise: p.amountPaise,
      transactionId: p.providerTransactionId ?? p.merchantTransactionId,
      createdAt: p.createdAt.toISOString(),
    })),
    events: events.map(toTrackingEvent),
    allowedActions: allowedActionsOf(order),
    hasInvoice: hasInvoice({ ...order, invoiceNumber: documents.invoice?.invoiceNumber ?? null }),
    creditNoteNumber: documents.creditNote?.creditNoteNumber ?? null,
  };
}

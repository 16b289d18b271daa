import { hasInvoice } from '@dawa/shared/commerce/order-state';
import {
  ORDER_NOT_FOUND_MESSAGE,
  type OrderDetail,
  type OrderListResponse,
  type TrackingListResponse,
  type TrackingRecord,
} from '@dawa/shared/commerce/orders';
import { ORDERS_PAGE_SIZE } from '@dawa/shared/commerce/rules';
import { pageCount } from '@dawa/shared/http/pagination';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../accounts/access-token.ts';
import { recordAudit, type AuditContext } from '../audit/audit.service.ts';
import { buildInvoiceDocument, sellerOf, type InvoiceDocument, type SellerDetails } from './invoice-document.ts';
import { documentsOf, invoiceFactsOf, InvoiceNotIssuable, issueInvoice } from './invoice-issue.ts';
import type { UiLanguage } from '@dawa/shared/i18n/languages';
import { detailOf } from './order-detail.ts';
import { moveOrder } from './order-transitions.ts';
import { toOrderSummary, toTrackingRecord, type CancelWindow } from './order-views.ts';
import * as repo from './orders.repository.ts';

// pdf-lib and fontkit (with the Hindi font) load on the first invoice, not with the app.
const loadInvoicePdf = () => import('./invoice-pdf.ts');

export const ONLY_PROVIDER_MARKS_PAID = 'Only the payment provider can mark an order paid.';
export const NO_INVOICE_YET = 'The tax invoice is issued once the order is paid.';
export const NO_INVOICE_UNPAID = 'There is no invoice for this order: it was never paid.';
export const NO_INVOICE_CANCELLED = 'There is no invoice for this order: it was cancelled before one was issued.';
export const NO_CREDIT_NOTE = 'There is no credit note for this order: only a cancelled or refunded order with an issued invoice has one.';

/** Owners see their orders, admins every order; for anyone else the order does not exist (404, never 403). */
const canSee = (user: AuthUser, order: { userId: number }) => order.userId === user.id || user.role === 'admin';

/** An invoice ready to send: its PDF bytes, a file name and its number. */
export interface InvoiceFile {
  fileName: string;
  pdf: Uint8Array;
  /** The document's number (the credit note's for a credit note). */
  invoiceNumber: string;
}

/** The customer's orders: list, detail, tracking, the cash-on-delivery choice and the invoice. */
export interface OrdersServiceOptions {
  /** The seller printed on invoices (config SELLER_*, or the demo store's). */
  seller: SellerDetails;
  /** Before the financial year in invoice numbers. */
  invoicePrefix: string;
  /** System Settings' cancellation window: canCancel follows the same rule the cancel route enforces. */
  cancellationWindowHours: () => Promise<number | null>;
  /** The customer's language setting: their invoice's labels are drawn in it (staff download the same invoice). */
  languageOf?: (userId: number) => Promise<UiLanguage>;
  now?: () => Date;
}

/** The demo store's invoice settings and no cancellation window (tests, tools that need no real seller). */
export const DEMO_INVOICE_OPTIONS: OrdersServiceOptions = {
  seller: sellerOf({}),
  invoicePrefix: 'DAWA',
  cancellationWindowHours: async () => null,
};

export function createOrdersService(db: Database, options: OrdersServiceOptions = DEMO_INVOICE_OPTIONS) {
  const now = options.now ?? (() => new Date());
  const cancelWindow = async (): Promise<CancelWindow> => ({ hours: await options.cancellationWindowHours(), now: now() });

  /** The order's GST invoice as a PDF, issued (numbered) on first request; 409 before payment, 404 for an order never paid. */
  async function invoiceOf(order: repo.OrderWithPayment): Promise<InvoiceFile> {
    const refusal = order.status === 'cancelled' ? notFound(NO_INVOICE_CANCELLED) : notFound(NO_INVOICE_UNPAID);
    if (!hasInvoice(order)) {
      if (order.status === 'pending') throw new AppError('conflict', NO_INVOICE_YET);
      throw refusal;
    }
    const issued = await issueInvoice(db, order, options.invoicePrefix, now()).catch((error: unknown) => {
      // Cancelled between the read and the lock: as if asked just after.
      if (error instanceof InvoiceNotIssuable) throw notFound(NO_INVOICE_CANCELLED);
      throw error;
    });
    const document = buildInvoiceDocument(await invoiceFactsOf(db, order, issued), options.seller);
    return {
      fileName: `invoice-${order.userOrderNumber}.pdf`,
      pdf: await render(order, document),
      invoiceNumber: issued.invoiceNumber,
    };
  }

  /** The credit note of a cancelled or refunded order whose invoice was issued; 404 for any other order. */
  async function creditNoteOf(order: repo.OrderWithPayment): Promise<InvoiceFile> {
    const { invoice, creditNote } = await documentsOf(db, order.id);
    if (!invoice || !creditNote) throw notFound(NO_CREDIT_NOTE);
    const document = buildInvoiceDocument(await invoiceFactsOf(db, order, invoice), options.seller, creditNote);
    return {
      fileName: `credit-note-${order.userOrderNumber}.pdf`,
      pdf: await render(order, document),
      invoiceNumber: creditNote.creditNoteNumber,
    };
  }

  async function render(order: repo.OrderWithPayment, document: InvoiceDocument): Promise<Uint8Array> {
    const language = (await options.languageOf?.(order.userId)) ?? 'en';
    return (await loadInvoicePdf()).renderInvoicePdf(document, language);
  }

  /** A staff download, audit-logged with the document's number. */
  async function forStaff(staff: AuditContext, orderId: number, kind: 'invoice' | 'creditNote'): Promise<InvoiceFile> {
    const order = await repo.findOrder(db, orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    const file = kind === 'invoice' ? await invoiceOf(order) : await creditNoteOf(order);
    await inTransaction(db, (tx) =>
      recordAudit(tx, {
        ...staff,
        action: 'view',
        entityType: 'order',
        entityId: orderId,
        before: null,
        after: { [kind]: file.invoiceNumber },
      }),
    );
    return file;
  }

  async function visibleOrder(user: AuthUser, orderId: number): Promise<repo.OrderWithPayment> {
    const order = await repo.findOrder(db, orderId);
    if (!order || !canSee(user, order)) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    return order;
  }

  async function lockVisibleOrder(tx: Database, user: AuthUser, orderId: number): Promise<repo.OrderRow> {
    const order = await repo.lockOrder(tx, orderId);
    if (!order || !canSee(user, order)) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    return order;
  }

  async function trackingOf(conn: Database, orderId: number): Promise<TrackingRecord> {
    const order = await repo.findOrder(conn, orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    return toTrackingRecord(order, await repo.findEventsOf(conn, [orderId]), await cancelWindow());
  }

  /** One page of the customer's orders, newest first: a count, the page, and the lines of its orders (three queries). */
  async function page<T>(userId: number, pageNumber: number, build: (orders: repo.OrderWithPayment[]) => Promise<T[]>) {
    const total = await repo.countOrders(db, userId);
    const orders =
      total === 0 ? [] : await repo.findOrderPage(db, userId, { limit: ORDERS_PAGE_SIZE, offset: (pageNumber - 1) * ORDERS_PAGE_SIZE });
    return {
      items: await build(orders),
      total,
      page: pageNumber,
      pageSize: ORDERS_PAGE_SIZE,
      pageCount: pageCount(total, ORDERS_PAGE_SIZE),
    };
  }

  return {
    /** GET /api/orders?page=: 10 orders a page, newest first. */
    async listOrders(userId: number, pageNumber = 1): Promise<OrderListResponse> {
      return page(userId, pageNumber, async (orders) => {
        const items = repo.byOrder(
          await repo.findItemsOf(
            db,
            orders.map((o) => o.id),
          ),
        );
        return orders.map((order) => toOrderSummary(order, items.get(order.id) ?? []));
      });
    },

    /** GET /api/orders/{orderId}: the owner's (or an admin's) view of one order. */
    async getOrder(user: AuthUser, orderId: number): Promise<OrderDetail> {
      return detailOf(db, await visibleOrder(user, orderId), await cancelWindow());
    },

    /** GET /api/tracking?page=: tracking cards, 10 a page, newest order first, events newest first. */
    async listTracking(userId: number, pageNumber = 1): Promise<TrackingListResponse> {
      return page(userId, pageNumber, async (orders) => {
        const events = repo.byOrder(
          await repo.findEventsOf(
            db,
            orders.map((o) => o.id),
          ),
        );
        const window = await cancelWindow();
        return orders.map((order) => toTrackingRecord(order, events.get(order.id) ?? [], window));
      });
    },

    /** GET /api/orders/{orderId}/tracking. */
    async getTracking(user: AuthUser, orderId: number): Promise<TrackingRecord> {
      const order = await visibleOrder(user, orderId);
      return toTrackingRecord(order, await repo.findEventsOf(db, [orderId]), await cancelWindow());
    },

    /** The tracking card of one order (the cancel flow answers it after its change). */
    trackingOf: (orderId: number) => trackingOf(db, orderId),

    /** PATCH /api/orders/{orderId}/dismiss: hides an unpaid order from the customer's list (nothing else changes). */
    async dismiss(user: AuthUser, orderId: number): Promise<{ success: true; message: string }> {
      return inTransaction(db, async (tx) => {
        const order = await lockVisibleOrder(tx, user, orderId);
        await moveOrder(tx, order, { type: 'dismiss' }, new Date());
        return { success: true as const, message: `Order #${order.userOrderNumber} was removed from your orders.` };
      });
    },

    /**
     * PATCH /api/orders/{orderId}/payment-status: a cash-on-delivery order is to be paid at the door
     * (idempotent). Online orders are settled only by their payment provider.
     */
    async chooseCashOnDelivery(user: AuthUser, orderId: number): Promise<OrderDetail> {
      await inTransaction(db, async (tx) => {
        const order = await lockVisibleOrder(tx, user, orderId);
        if (order.paymentMethod !== 'cod') throw new AppError('forbidden', ONLY_PROVIDER_MARKS_PAID);
        await moveOrder(tx, order, { type: 'choose_cod' }, new Date());
      });
      return detailOf(db, await visibleOrder(user, orderId), await cancelWindow());
    },

    /**
     * GET /api/orders/{orderId}/invoice.pdf: the GST tax invoice of an order; none before payment (409),
     * none for an order never paid (404). The first download issues it (decision 030).
     */
    async invoice(user: AuthUser, orderId: number): Promise<InvoiceFile> {
      return invoiceOf(await visibleOrder(user, orderId));
    },

    /** The same invoice for staff (Orders/Prescriptions' 'Download invoice'): any order's, each download audit-logged. */
    invoiceForStaff: (staff: AuditContext, orderId: number) => forStaff(staff, orderId, 'invoice'),

    /** GET /api/orders/{orderId}/credit-note.pdf: the credit note that reversed the order's invoice (404 when there is none). */
    async creditNote(user: AuthUser, orderId: number): Promise<InvoiceFile> {
      return creditNoteOf(await visibleOrder(user, orderId));
    },

    /** The same credit note for staff, each download audit-logged. */
    creditNoteForStaff: (staff: AuditContext, orderId: number) => forStaff(staff, orderId, 'creditNote'),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

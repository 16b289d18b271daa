import { financialYearOf, formatCreditNoteNumber, formatInvoiceNumber } from '@dawa/shared/commerce/gst';
import { mayIssueInvoice } from '@dawa/shared/commerce/order-state';
import { inTransaction, type Database } from '../../db/client.ts';
import { allocateBatches, batchesOfItems } from '../catalog/stock-batches.service.ts';
import type { InvoiceFacts } from './invoice-document.ts';
import * as invoices from './invoice.repository.ts';
import { packLinesOf } from './order-transitions.ts';
import * as repo from './orders.repository.ts';

export type IssuedInvoice = invoices.InvoiceRow;
export type IssuedCreditNote = invoices.CreditNoteRow;

/** The order was given up between the invoice's request and its lock (a cancellation won the race). */
export class InvoiceNotIssuable extends Error {}

/**
 * The order's invoice, issued on first request in one transaction under the order's lock: its lines'
 * HSN codes and GST rates are fixed from the catalogue, a confirmed order not yet packed gets its
 * batches now (first expiry first out; packing then takes nothing more), and the next number of the
 * financial year's gap-free series is given. Later requests find the same invoice.
 */
export async function issueInvoice(db: Database, order: { id: number }, prefix: string, now: Date): Promise<IssuedInvoice> {
  const existing = await invoices.findInvoice(db, order.id);
  if (existing) return existing;
  return inTransaction(db, async (tx) => {
    const locked = await repo.lockOrder(tx, order.id);
    if (!locked) throw new Error(`order ${order.id} vanished`);
    const again = await invoices.findInvoice(tx, order.id);
    if (again) return again;
    if (!mayIssueInvoice(locked)) throw new InvoiceNotIssuable(`order ${order.id} is ${locked.status}`);
    await invoices.fixTaxClassesOf(tx, order.id);
    if (locked.status === 'confirmed') await allocateBatches(tx, await packLinesOf(tx, order.id), now);
    const financialYear = financialYearOf(now);
    const sequence = await invoices.nextInvoiceSequence(tx, financialYear);
    const issued = await invoices.insertInvoice(tx, {
      orderId: order.id,
      financialYear,
      sequence,
      invoiceNumber: formatInvoiceNumber(prefix, financialYear, sequence),
      issuedAt: now,
    });
    // A delivered order refunded before anyone asked for its invoice: the invoice is due, and reversed at once.
    if (locked.paymentStatus === 'refund_pending' || locked.paymentStatus === 'refunded') await issueCreditNote(tx, order, 'refunded', now);
    return issued;
  });
}

/**
 * The credit note of a given-up order, in the caller's transaction with the order's lock held (the
 * cancellation's or the refund's): when the order's invoice was issued, the next number of the
 * financial year's credit note series, linked to that invoice; the invoice itself stays. It reverses
 * the whole invoice, so it prints the invoice's lines, taxable values and GST split. None without an
 * invoice (nothing to reverse); the same one when asked again.
 */
export async function issueCreditNote(
  tx: Database,
  order: { id: number },
  reason: IssuedCreditNote['reason'],
  now: Date,
): Promise<IssuedCreditNote | null> {
  const invoice = await invoices.findInvoice(tx, order.id);
  if (!invoice) return null;
  const existing = await invoices.findCreditNote(tx, order.id);
  if (existing) return existing;
  const financialYear = financialYearOf(now);
  const sequence = await invoices.nextCreditNoteSequence(tx, financialYear);
  return invoices.insertCreditNote(tx, {
    orderId: order.id,
    financialYear,
    sequence,
    creditNoteNumber: formatCreditNoteNumber(invoice.invoiceNumber, financialYear, sequence),
    reason,
    issuedAt: now,
  });
}

/** The order's invoice and credit note once issued (null each when not). */
export async function documentsOf(
  db: Database,
  orderId: number,
): Promise<{ invoice: IssuedInvoice | null; creditNote: IssuedCreditNote | null }> {
  const [invoice, creditNote] = await Promise.all([invoices.findInvoice(db, orderId), invoices.findCreditNote(db, orderId)]);
  return { invoice, creditNote };
}

/** What the invoice prints of an order: its lines with tax classes and batches, the buyer, the money. */
export async function invoiceFactsOf(db: Database, order: repo.OrderWithPayment, invoice: IssuedInvoice): Promise<InvoiceFacts> {
  const items = await repo.findItemsOf(db, [order.id]);
  const batches = await batchesOfItems(
    db,
    items.map((i) => i.id),
  );
  return {
    invoiceNumber: invoice.invoiceNumber,
    issuedAt: invoice.issuedAt,
    orderDate: order.createdAt,
    userOrderNumber: order.userOrderNumber,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    transactionId: order.transactionId,
    buyer: {
      name: order.shippingName,
      street: order.shippingStreet,
      city: order.shippingCity,
      state: order.shippingState,
      zip: order.shippingZip,
      country: order.shippingCountry,
      phone: order.contactPhone,
      email: order.contactEmail,
      gstin: order.gstNumber,
    },
    items: items.map((item) => ({
      name: item.variantLabel ? `${item.productName} (${item.variantLabel})` : item.productName,
      // Issued invoices have their classes fixed; the fallbacks only cover a line added since (none are).
      hsnCode: item.hsnCode ?? '3004',
      gstRatePercent: item.gstRatePercent ?? 12,
      quantity: item.quantity,
      unitPricePaise: item.unitPricePaise,
      lineTotalPaise: item.lineTotalPaise,
      discountPaise: item.discountPaise,
      batches: batches.filter((b) => b.orderItemId === item.id),
    })),
    discountPaise: order.discountPaise,
    deliveryPaise: order.deliveryPaise,
    promoCode: order.promoCode,
    totalPaise: order.totalPaise,
  };
}

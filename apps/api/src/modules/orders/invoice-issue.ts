import { financialYearOf, formatInvoiceNumber } from '@dawa/shared/commerce/gst';
import { inTransaction, type Database } from '../../db/client.ts';
import { allocateBatches, batchesOfItems } from '../catalog/stock-batches.service.ts';
import type { InvoiceFacts } from './invoice-document.ts';
import * as invoices from './invoice.repository.ts';
import { packLinesOf } from './order-transitions.ts';
import * as repo from './orders.repository.ts';

export type IssuedInvoice = invoices.InvoiceRow;

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
    await invoices.fixTaxClassesOf(tx, order.id);
    if (locked.status === 'confirmed') await allocateBatches(tx, await packLinesOf(tx, order.id), now);
    const financialYear = financialYearOf(now);
    const sequence = await invoices.nextInvoiceSequence(tx, financialYear);
    return invoices.insertInvoice(tx, {
      orderId: order.id,
      financialYear,
      sequence,
      invoiceNumber: formatInvoiceNumber(prefix, financialYear, sequence),
      issuedAt: now,
    });
  });
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
      batches: batches.filter((b) => b.orderItemId === item.id),
    })),
    discountPaise: order.discountPaise,
    deliveryPaise: order.deliveryPaise,
    promoCode: order.promoCode,
    totalPaise: order.totalPaise,
  };
}

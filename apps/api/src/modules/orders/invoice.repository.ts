import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { creditNotes, creditNoteSeries, invoices, invoiceSeries, orderItems, products } from '../../db/schema/index.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

export async function findInvoice(db: Database, orderId: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row ?? null;
}

/**
 * The next number of a financial year's series. The upsert takes the series row's lock until the
 * transaction ends, so two invoices issued at once get consecutive numbers, and a rolled-back issue
 * gives its number back: the series has no gaps.
 */
export async function nextInvoiceSequence(tx: Database, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceSeries)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceSeries.financialYear, set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceSeries.lastNumber });
  if (!row) throw new Error('invoice series not advanced');
  return row.lastNumber;
}

export async function insertInvoice(tx: Database, row: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [inserted] = await tx.insert(invoices).values(row).returning();
  if (!inserted) throw new Error('invoice not inserted');
  return inserted;
}

/** Copies each line's HSN code and GST rate from its product, once (lines that have theirs keep them). */
export async function fixTaxClassesOf(tx: Database, orderId: number): Promise<void> {
  await tx
    .update(orderItems)
    .set({ hsnCode: sql`${products.hsnCode}`, gstRatePercent: sql`${products.gstRatePercent}` })
    .from(products)
    .where(and(eq(orderItems.orderId, orderId), eq(products.id, orderItems.productId), isNull(orderItems.hsnCode)));
}

export async function findCreditNote(db: Database, orderId: number): Promise<CreditNoteRow | null> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
  return row ?? null;
}

/** The next number of a financial year's credit note series (gap-free, as nextInvoiceSequence). */
export async function nextCreditNoteSequence(tx: Database, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(creditNoteSeries)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({ target: creditNoteSeries.financialYear, set: { lastNumber: sql`${creditNoteSeries.lastNumber} + 1` } })
    .returning({ lastNumber: creditNoteSeries.lastNumber });
  if (!row) throw new Error('credit note series not advanced');
  return row.lastNumber;
}

export async function insertCreditNote(tx: Database, row: typeof creditNotes.$inferInsert): Promise<CreditNoteRow> {
  const [inserted] = await tx.insert(creditNotes).values(row).returning();
  if (!inserted) throw new Error('credit note not inserted');
  return inserted;
}

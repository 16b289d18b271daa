import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderDetailSchema } from '@dawa/shared/admin/orders';
import { financialYearOf } from '@dawa/shared/commerce/gst';
import { OrderListResponseSchema, OrderResponseSchema } from '@dawa/shared/commerce/orders';
import { creditNotes, creditNoteSeries, orderItems } from '../../src/db/schema/index.ts';
import { createVerifiedUser } from '../helpers/accounts.ts';
import { pdfTextLines } from '../helpers/pdf-text.ts';
import { createAccount, type Account } from '../admin/staff-helpers.ts';
import { chargeCard, createPaymentsTestApp, orderRow, placeOrder as placeOnlineOrder, type PaymentsTestApp } from '../payments/helpers.ts';
import { addProduct, addPromo, placeOrder, type Customer } from './commerce-helpers.ts';

let t: PaymentsTestApp;
let customer: Customer;
let admin: Account;
const fy = financialYearOf(new Date());

beforeAll(async () => {
  t = await createPaymentsTestApp();
  customer = await createVerifiedUser(t, { firstName: 'Asha', lastName: 'Verma' });
  admin = await createAccount(t, 'admin');
});
afterAll(() => t.close());

async function pdfLines(url: string, headers: Record<string, string>) {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfTextLines(res.rawPayload);
}

function lineWith(lines: string[], ...fragments: string[]): string {
  const found = lines.find((line) => fragments.every((f) => line.includes(f)));
  expect(found, `no line with ${fragments.join(' + ')} in:\n${lines.join('\n')}`).toBeDefined();
  return found ?? '';
}

async function cancel(orderId: number, headers = customer.headers) {
  return t.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}/cancel`, headers, payload: { reason: 'changed_mind' } });
}

async function orderDetail(orderId: number) {
  const res = await t.app.inject({ url: `/api/orders/${orderId}`, headers: customer.headers });
  expect(res.statusCode, res.body).toBe(200);
  return OrderResponseSchema.parse(res.json()).order;
}

/** A cash order of a ₹112 pain reliever ×2 (12 %) and a ₹118 supplement (18 %), 25 % off pain relief. */
let orderCount = 0;
async function mixedRateOrder() {
  orderCount += 1;
  const painId = await addProduct(t, {
    name: `Painol 500 ${orderCount}`,
    pricePaise: 112_00,
    mrpPaise: 112_00,
    categorySlug: 'pain-relief',
  });
  const vitId = await addProduct(t, {
    name: `Vitamax C ${orderCount}`,
    pricePaise: 118_00,
    mrpPaise: 118_00,
    categorySlug: 'vitamins-supplements',
  });
  return placeOrder(
    t,
    customer,
    [
      { productId: painId, quantity: 2 },
      { productId: vitId, quantity: 1 },
    ],
    { promoCode: 'PAINCAT25' },
  );
}

describe('GST when a category promo meets lines of different rates', () => {
  beforeAll(() => addPromo(t, { code: 'PAINCAT25', percentOff: 25, categorySlugs: ['pain-relief'], scopeLabel: 'Pain Relief products' }));

  it("takes the discount off the pain reliever's line only: the supplement's taxable value is its full price", async () => {
    const placed = await mixedRateOrder();
    expect(placed.order.discountPaise).toBe(56_00);
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    expect(items.map((i) => [i.productName, i.discountPaise])).toEqual([
      ['Painol 500 1', 56_00],
      ['Vitamax C 1', 0],
    ]);

    const lines = await pdfLines(`/api/orders/${placed.orderId}/invoice.pdf`, customer.headers);
    // ₹224 − ₹56 = ₹168 at 12 %: ₹150 taxable + ₹9 + ₹9. The supplement stays ₹118 at 18 %: ₹100 + ₹9 + ₹9.
    expect(lineWith(lines, 'Painol 500')).toMatch(/ 2 ₹112\.00 ₹150\.00 12% ₹9\.00 ₹9\.00 ₹168\.00$/);
    expect(lineWith(lines, 'Vitamax C')).toMatch(/ 1 ₹118\.00 ₹100\.00 18% ₹9\.00 ₹9\.00 ₹118\.00$/);
    expect(lineWith(lines, 'Discount (PAINCAT25), taken off the lines it covers')).toContain('-₹56.00');
    expect(lineWith(lines, 'Total (GST included)')).toMatch(/₹326\.00$/);
  });
});

describe('cancelling an order whose invoice was issued: the invoice stays, a credit note reverses it', () => {
  it('issues a numbered credit note in the cancellation, linked to the invoice, with the same lines and GST split', async () => {
    const placed = await mixedRateOrder();
    const invoiceLines = await pdfLines(`/api/orders/${placed.orderId}/invoice.pdf`, customer.headers);
    const invoiceNumber = /DAWA\/\d{4}-\d{2}\/\d{6}/.exec(lineWith(invoiceLines, 'Invoice no.'))?.[0] ?? '';
    expect(invoiceNumber).not.toBe('');
    expect((await orderDetail(placed.orderId)).creditNoteNumber).toBeNull();

    expect((await cancel(placed.orderId)).statusCode).toBe(200);
    // Issued by the cancellation itself, before anyone asks for it.
    const [note] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, placed.orderId));
    expect(note).toMatchObject({ creditNoteNumber: `DAWA-CN/${fy}/000001`, reason: 'cancelled' });

    const detail = await orderDetail(placed.orderId);
    expect(detail).toMatchObject({ status: 'cancelled', hasInvoice: true, creditNoteNumber: `DAWA-CN/${fy}/000001` });
    const list = OrderListResponseSchema.parse((await t.app.inject({ url: '/api/orders', headers: customer.headers })).json());
    expect(list.items.find((o) => o.id === placed.orderId)).toMatchObject({ hasInvoice: true, creditNoteNumber: `DAWA-CN/${fy}/000001` });

    // The invoice is still there, with its own number and the batches it printed (their units are back on the shelf).
    const kept = await pdfLines(`/api/orders/${placed.orderId}/invoice.pdf`, customer.headers);
    expect(lineWith(kept, 'Invoice no.')).toContain(invoiceNumber);
    for (const name of ['Painol 500', 'Vitamax C']) expect(lineWith(kept, name)).toBe(lineWith(invoiceLines, name));
    expect(kept.join('\n')).toContain('TAX INVOICE');

    const noteLines = await pdfLines(`/api/orders/${placed.orderId}/credit-note.pdf`, customer.headers);
    const text = noteLines.join('\n');
    expect(text).toContain('CREDIT NOTE');
    expect(text).not.toContain('TAX INVOICE');
    expect(lineWith(noteLines, 'Credit note no.')).toContain(`DAWA-CN/${fy}/000001`);
    expect(lineWith(noteLines, 'Against invoice')).toContain(invoiceNumber);
    expect(lineWith(noteLines, 'Reason')).toContain('Order cancelled');
    for (const name of ['Painol 500', 'Vitamax C']) expect(lineWith(noteLines, name)).toBe(lineWith(invoiceLines, name));
    for (const total of ['Taxable value', 'CGST ₹', 'SGST ₹', 'Total (GST included)'])
      expect(lineWith(noteLines, total)).toBe(lineWith(invoiceLines, total));

    // Admins see and download the same credit note (audit-logged like the invoice).
    const adminDetail = AdminOrderDetailSchema.parse(
      (await t.app.inject({ url: `/api/admin/orders/${placed.orderId}`, headers: admin.headers })).json(),
    );
    expect(adminDetail).toMatchObject({ hasInvoice: true, creditNoteNumber: `DAWA-CN/${fy}/000001` });
    expect(lineWith(await pdfLines(`/api/admin/orders/${placed.orderId}/credit-note.pdf`, admin.headers), 'Credit note no.')).toContain(
      `DAWA-CN/${fy}/000001`,
    );

    // Someone else's order does not exist for this customer.
    const stranger = await createVerifiedUser(t);
    expect((await t.app.inject({ url: `/api/orders/${placed.orderId}/credit-note.pdf`, headers: stranger.headers })).statusCode).toBe(404);
  });

  it('numbers the next credit note next, for a paid order cancelled by staff, with its refund', async () => {
    const { order } = await placeOnlineOrder(t, customer.headers, { method: 'card', quantity: 1, unitPricePaise: 200_00 });
    expect((await chargeCard(t, customer.headers, order.id, '4242 4242 4242 4242')).statusCode).toBe(200);
    await t.app.services.payments.sweep(new Date(Date.now() + 5_000));
    await pdfLines(`/api/orders/${order.id}/invoice.pdf`, customer.headers);
    const version = (await orderRow(t.database.db, order.id)).version;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: admin.headers,
      payload: { action: 'cancel', version },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderDetail(order.id)).toMatchObject({ status: 'cancelled', hasInvoice: true, creditNoteNumber: `DAWA-CN/${fy}/000002` });
    expect(lineWith(await pdfLines(`/api/orders/${order.id}/credit-note.pdf`, customer.headers), 'Payment')).toContain('Card');
  });

  it('gives no invoice and no credit note to an order cancelled before its invoice was issued', async () => {
    const placed = await placeOrder(t, customer, [{ productId: await addProduct(t), quantity: 1 }]);
    expect((await orderDetail(placed.orderId)).hasInvoice).toBe(true);
    expect((await cancel(placed.orderId)).statusCode).toBe(200);
    expect(await orderDetail(placed.orderId)).toMatchObject({ hasInvoice: false, creditNoteNumber: null });
    expect((await t.app.inject({ url: `/api/orders/${placed.orderId}/invoice.pdf`, headers: customer.headers })).statusCode).toBe(404);
    const res = await t.app.inject({ url: `/api/orders/${placed.orderId}/credit-note.pdf`, headers: customer.headers });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatch(/no credit note/);
  });

  it('cancels nothing when the credit note cannot be issued: one transaction', async () => {
    const placed = await placeOrder(t, customer, [{ productId: await addProduct(t), quantity: 1 }]);
    await pdfLines(`/api/orders/${placed.orderId}/invoice.pdf`, customer.headers);
    // Another order's credit note already holds the number this one would get next: the insert fails.
    const [series] = await t.database.db.select().from(creditNoteSeries).where(eq(creditNoteSeries.financialYear, fy));
    const next = (series?.lastNumber ?? 0) + 1;
    const other = await placeOrder(t, customer, [{ productId: await addProduct(t), quantity: 1 }]);
    await pdfLines(`/api/orders/${other.orderId}/invoice.pdf`, customer.headers);
    await t.database.db
      .insert(creditNotes)
      .values({
        orderId: other.orderId,
        creditNoteNumber: `DAWA-CN/${fy}/${String(next).padStart(6, '0')}`,
        financialYear: fy,
        sequence: next,
        reason: 'cancelled',
      });

    expect((await cancel(placed.orderId)).statusCode).not.toBe(200);
    expect(await orderRow(t.database.db, placed.orderId)).toMatchObject({ status: 'confirmed', cancelledAt: null });
    const [after] = await t.database.db.select().from(creditNoteSeries).where(eq(creditNoteSeries.financialYear, fy));
    expect(after?.lastNumber).toBe(series?.lastNumber);
  });
});

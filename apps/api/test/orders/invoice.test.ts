import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearOf } from '@dawa/shared/commerce/gst';
import { invoices, orderItemBatches, orderItems, stockBatches } from '../../src/db/schema/index.ts';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { pdfTextLines } from '../helpers/pdf-text.ts';
import { createAccount, type Account } from '../admin/staff-helpers.ts';
import { placeOrder as placePendingOrder, createPaymentsTestApp, orderRow, type PaymentsTestApp } from '../payments/helpers.ts';
import { ADDRESS, addProduct, placeOrder, type Customer } from './commerce-helpers.ts';

let t: PaymentsTestApp;
let customer: Customer;
let admin: Account;

beforeAll(async () => {
  t = await createPaymentsTestApp();
  customer = await createVerifiedUser(t, { firstName: 'Asha', lastName: 'Verma' });
  admin = await createAccount(t, 'admin');
});
afterAll(() => t.close());

async function downloadInvoice(orderId: number, headers = customer.headers) {
  const res = await t.app.inject({ url: `/api/orders/${orderId}/invoice.pdf`, headers });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { bytes: res.rawPayload, lines: await pdfTextLines(res.rawPayload) };
}

/** The one line of the extracted text that contains every fragment (fails with the whole text when none does). */
function lineWith(lines: string[], ...fragments: string[]): string {
  const found = lines.find((line) => fragments.every((f) => line.includes(f)));
  expect(found, `no line with ${fragments.join(' + ')} in:\n${lines.join('\n')}`).toBeDefined();
  return found ?? '';
}

async function batchesOfProduct(productId: number) {
  return t.database.db.select().from(stockBatches).where(eq(stockBatches.productId, productId)).orderBy(asc(stockBatches.expiryDate));
}

const fy = financialYearOf(new Date());

describe('GET /api/orders/{id}/invoice.pdf: the GST tax invoice', () => {
  it('prints an intra-state invoice with CGST + SGST, HSN, both batches of a line, ₹ amounts, Hindi and the amount in words', async () => {
    // ₹112.00 at 12 % is ₹100.00 taxable + ₹12.00 GST; 10 in stock are seeded as batches of 4 (older) and 6.
    const productId = await addProduct(t, {
      name: 'Invoicol 500 Tablet',
      pricePaise: 112_00,
      mrpPaise: 112_00,
      stockQuantity: 10,
      categorySlug: 'pain-relief',
    });
    const [older, newer] = await batchesOfProduct(productId);
    expect([older?.quantity, newer?.quantity]).toEqual([4, 6]);
    const order = await placeOrder(t, customer, [{ productId, quantity: 5 }]); // cash on delivery, Karnataka

    const { bytes, lines } = await downloadInvoice(order.orderId);
    const text = lines.join('\n');
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('कर बीजक');
    expect(text).toContain('दवा');
    expect(lineWith(lines, 'Invoice no.')).toContain(`DAWA/${fy}/000001`);
    expect(text).toContain('GSTIN: 29AABCD1234E1Z5');
    expect(text).toContain('Drug licence nos.: KA-B20-000000, KA-B21-000000');
    expect(text).toContain('DEMO STORE');
    expect(lineWith(lines, 'Place of supply')).toContain('Karnataka (29)');
    expect(lines.some((l) => l.includes('IGST'))).toBe(false);
    // # Item HSN Batch/Expiry Qty Rate Taxable GST% CGST SGST Amount: the line spans both batches, oldest first.
    const row = lineWith(lines, 'Invoicol 500 Tablet');
    expect(row).toMatch(/3004 A\d{6} Exp \d{2}\/\d{4} × 4 5 ₹112\.00 ₹500\.00 12% ₹30\.00 ₹30\.00 ₹560\.00$/);
    expect(lineWith(lines, `${older?.batchNumber} Exp`, '× 4')).toBeTruthy();
    expect(lineWith(lines, `${newer?.batchNumber} Exp`, '× 1')).toBeTruthy();
    expect(lineWith(lines, 'Taxable value')).toMatch(/₹500\.00$/);
    expect(lineWith(lines, 'CGST ₹')).toMatch(/CGST ₹30\.00$/);
    expect(lineWith(lines, 'SGST ₹')).toMatch(/SGST ₹30\.00$/);
    expect(lineWith(lines, 'Total (GST included)')).toMatch(/₹560\.00$/);
    expect(lineWith(lines, 'Amount in words')).toContain('Rupees Five Hundred Sixty Only');

    // Issuing took the units first expiry first out, and fixed the line's tax class.
    expect((await batchesOfProduct(productId)).map((b) => b.quantity)).toEqual([0, 5]);
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.orderId));
    expect(item).toMatchObject({ hsnCode: '3004', gstRatePercent: 12 });

    // A second download is the same invoice: same number, nothing taken again.
    const again = await downloadInvoice(order.orderId);
    expect(lineWith(again.lines, 'Invoice no.')).toContain(`DAWA/${fy}/000001`);
    expect((await batchesOfProduct(productId)).map((b) => b.quantity)).toEqual([0, 5]);
  });

  it('charges IGST for a delivery to another state, delivery included at the line rate, and numbers it next', async () => {
    // A supplement (HSN 2106, 18 %): ₹118.00 = ₹100.00 + ₹18.00; below ₹499 the ₹40 delivery is charged.
    const productId = await addProduct(t, {
      name: 'Vitamax C Chewable',
      pricePaise: 118_00,
      mrpPaise: 118_00,
      categorySlug: 'vitamins-supplements',
    });
    const order = await placeOrder(t, customer, [{ productId, quantity: 2 }], {
      address: { ...ADDRESS, city: 'Pune', state: 'Maharashtra', postalCode: '411001' },
    });

    const { lines } = await downloadInvoice(order.orderId);
    expect(lineWith(lines, 'Invoice no.')).toContain(`DAWA/${fy}/000002`);
    expect(lineWith(lines, 'Place of supply')).toContain('Maharashtra (27)');
    expect(lines.some((l) => /\b[CS]GST\b/.test(l))).toBe(false);
    expect(lineWith(lines, 'Vitamax C Chewable')).toMatch(/2106 A\d{6} Exp \d{2}\/\d{4} 2 ₹118\.00 ₹200\.00 18% ₹36\.00 ₹236\.00$/);
    // ₹40.00 × 100 / 118 = ₹33.898… → ₹33.90 taxable, ₹6.10 IGST.
    expect(lineWith(lines, 'Delivery charges')).toMatch(/₹33\.90 18% ₹6\.10 ₹40\.00$/);
    expect(lineWith(lines, 'IGST ₹')).toMatch(/IGST ₹42\.10$/);
    expect(lineWith(lines, 'Taxable value')).toMatch(/₹233\.90$/);
    expect(lineWith(lines, 'Total (GST included)')).toMatch(/₹276\.00$/);
    expect(lineWith(lines, 'Amount in words')).toContain('Rupees Two Hundred Seventy Six Only');
  });

  it('packs first expiry first out, prints the packed batch, and gives the units back when a packed order is cancelled', async () => {
    const productId = await addProduct(t, { pricePaise: 100_00, stockQuantity: 10 });
    const packed = await placeOrder(t, customer, [{ productId, quantity: 3 }]);
    const step = async (orderId: number, action: 'pack' | 'cancel') => {
      const version = (await orderRow(t.database.db, orderId)).version;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/status`,
        headers: admin.headers,
        payload: { action, version },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await step(packed.orderId, 'pack');
    const [older] = await batchesOfProduct(productId);
    expect((await batchesOfProduct(productId)).map((b) => b.quantity)).toEqual([1, 6]);
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, packed.orderId));
    const allocation = await t.database.db
      .select()
      .from(orderItemBatches)
      .where(eq(orderItemBatches.orderItemId, item?.id ?? 0));
    expect(allocation.map((a) => [a.batchNumber, a.quantity])).toEqual([[older?.batchNumber, 3]]);
    // An admin downloads the customer's invoice through the same route.
    const { lines } = await downloadInvoice(packed.orderId, admin.headers);
    expect(lineWith(lines, 'Testolin')).toContain(`${older?.batchNumber} Exp`);

    await step(packed.orderId, 'cancel');
    expect((await batchesOfProduct(productId)).map((b) => b.quantity)).toEqual([4, 6]);
    // The issued invoice printed the batch: its record stays for the invoice and its credit note (issue 21.8).
    const kept = await t.database.db
      .select()
      .from(orderItemBatches)
      .where(eq(orderItemBatches.orderItemId, item?.id ?? 0));
    expect(kept.map((a) => [a.batchNumber, a.quantity])).toEqual([[older?.batchNumber, 3]]);
  });

  it('draws the labels in Hindi for a customer who chose हिन्दी, the amounts, ₹ and tax lines as before, within the columns', async () => {
    const hindi = await createVerifiedUser(t, { firstName: 'Sunita', lastName: 'Rao' });
    const saved = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: hindi.headers, payload: { language: 'hi' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const productId = await addProduct(t, {
      name: 'Hindolin 500 Tablet',
      pricePaise: 112_00,
      mrpPaise: 112_00,
      categorySlug: 'pain-relief',
    });
    const order = await placeOrder(t, hindi, [{ productId, quantity: 5 }]); // cash on delivery, Karnataka

    const { lines } = await downloadInvoice(order.orderId, hindi.headers);
    const text = lines.join('\n');
    // The PDF text is read in glyph order: a vowel sign drawn before its consonant (ि) or a reph comes out
    // moved, so the Hindi checked word for word here is the labels without those; the rest by its line.
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('कर बीजक');
    expect(lineWith(lines, 'बीजक नं.')).toMatch(new RegExp(`DAWA/${fy}/\\d{6}`));
    expect(lineWith(lines, 'बीजक की तारीख')).toMatch(/\d{1,2} [\u0900-\u097F]+ \d{4}/);
    expect(lineWith(lines, 'Karnataka (29)')).toMatch(/स् ?थान Karnataka \(29\)/);
    expect(lineWith(lines, 'भुगतान कैश ऑन')).toContain('पर भुगतान)');
    // Every column header whole (none cut short with '…'), in Hindi beside the tax terms printed in Latin letters.
    expect(lineWith(lines, 'आइटम', 'HSN')).toMatch(/^# आइटम HSN बैच \/ एक्सपायरी मात्रा दर कर योग्य GST % CGST SGST \S+$/);
    expect(text).not.toContain('…');
    expect(lineWith(lines, 'Hindolin 500 Tablet')).toMatch(
      /3004 A\d{6} Exp \d{2}\/\d{4} 5 ₹112\.00 ₹500\.00 12% ₹30\.00 ₹30\.00 ₹560\.00$/,
    );
    expect(lineWith(lines, 'कर योग्य मूल्य')).toMatch(/₹500\.00$/);
    expect(lineWith(lines, 'CGST ₹')).toMatch(/CGST ₹30\.00$/);
    expect(lineWith(lines, 'SGST ₹')).toMatch(/SGST ₹30\.00$/);
    expect(lineWith(lines, 'कुल (GST')).toMatch(/₹560\.00$/);
    expect(lineWith(lines, 'Rupees Five Hundred Sixty Only')).toMatch(/^[\u0900-\u097F ]+: Rupees/);
    expect(text).toContain('यह कंप्यूटर से बना बीजक है, इस पर हस्ताक्षर की');
    for (const english of [
      'Invoice no.',
      'Place of supply',
      'Billed and shipped to',
      'Taxable value',
      'Amount in words',
      'Cash on Delivery',
    ]) {
      expect(text).not.toContain(english);
    }

    // Staff download the customer's invoice: the same, in the customer's language.
    const staffCopy = await downloadInvoice(order.orderId, admin.headers);
    expect(lineWith(staffCopy.lines, 'कुल (GST')).toMatch(/₹560\.00$/);
    expect(staffCopy.lines.join('\n')).not.toContain('Taxable value');
  });

  it('keeps the English labels whole in their columns for an English customer', async () => {
    const productId = await addProduct(t, { pricePaise: 112_00, mrpPaise: 112_00 });
    const order = await placeOrder(t, customer, [{ productId, quantity: 1 }]);
    const { lines } = await downloadInvoice(order.orderId);
    expect(lineWith(lines, 'Item', 'HSN')).toBe('# Item HSN Batch / Expiry Qty Rate Taxable GST % CGST SGST Amount');
    expect(lineWith(lines, 'Payment')).toContain('Cash on Delivery (Pay on delivery)');
    expect(lines.join('\n')).not.toContain('…');
  });

  it('refuses the invoice of an order waiting for its payment (409) and numbers nothing', async () => {
    const before = await t.database.db.select().from(invoices);
    const { order } = await placePendingOrder(t, customer.headers, { method: 'phonepe' });
    const res = await t.app.inject({ url: `/api/orders/${order.id}/invoice.pdf`, headers: customer.headers });
    expectError(res, 409, 'The tax invoice is issued once the order is paid.');
    expect(await t.database.db.select().from(invoices)).toEqual(before);
  });

  it("answers 404 for another customer's order", async () => {
    const stranger = await createVerifiedUser(t);
    const productId = await addProduct(t);
    const order = await placeOrder(t, customer, [{ productId, quantity: 1 }]);
    expectError(await t.app.inject({ url: `/api/orders/${order.orderId}/invoice.pdf`, headers: stranger.headers }), 404);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressListResponseSchema, AddressSchema } from '@dawa/shared/commerce/address';
import { CreateOrderResponseSchema, OrderResponseSchema } from '@dawa/shared/commerce/orders';
import { addresses, orderEvents, orderItems, orders, products, promoCodes, promoRedemptions } from '../../src/db/schema/index.ts';
import { createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addProduct, addPromo, ADDRESS, createOrder, orderBody, placeOrder, rowCount, stockOf, variantsOf } from './commerce-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Rows of every table a checkout writes, to prove a refused one wrote nothing. */
const writtenRows = async () => ({
  orders: await rowCount(t, orders),
  items: await rowCount(t, orderItems),
  events: await rowCount(t, orderEvents),
  redemptions: await rowCount(t, promoRedemptions),
  addresses: await rowCount(t, addresses),
});

describe('POST /api/orders/create', () => {
  it('places a cash-on-delivery order priced by the server: confirmed, cod_pending, Order Placed and Order Confirmed', async () => {
    const customer = await createVerifiedUser(t);
    const id = await addProduct(t, { pricePaise: 15_000, stockQuantity: 20 });
    const res = await createOrder(t, customer, await orderBody(t, customer, [{ productId: id, quantity: 2 }]));
    expect(res.statusCode, res.body).toBe(201);
    const body = CreateOrderResponseSchema.parse(res.json());
    expect(body.message).toBe('Order placed successfully');
    expect(body.order).toMatchObject({
      userOrderNumber: 1,
      status: 'confirmed',
      paymentMethod: 'cod',
      paymentStatus: 'cod_pending',
      subtotalPaise: 30_000,
      deliveryPaise: 4_000,
      totalAmountPaise: 34_000,
      shippingStreet: '12 MG Road',
      shippingCity: 'Bengaluru',
      shippingZip: '560001',
      // Bengaluru is a metro: the promise checkout made for 560001, not a fixed '2-3 days'.
      estimatedDelivery: '1-2 business days',
      canCancel: true,
    });
    expect(body.order.items).toEqual([
      expect.objectContaining({ productId: id, quantity: 2, priceAtPurchasePaise: 15_000, lineTotalPaise: 30_000 }),
    ]);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, body.orderId)).orderBy(orderEvents.id);
    expect(events.map((e) => e.status)).toEqual(['Order Placed', 'Order Confirmed']);
  });

  it('leaves an online order pending until the payment provider answers', async () => {
    const customer = await createVerifiedUser(t);
    const id = await addProduct(t);
    const order = await placeOrder(t, customer, [{ productId: id, quantity: 1 }], { paymentMethod: 'phonepe' });
    expect(order.order).toMatchObject({ status: 'pending', paymentStatus: 'pending', paymentMethod: 'phonepe' });
  });

  it('numbers each customer’s orders 1, 2, 3', async () => {
    const customer = await createVerifiedUser(t);
    const id = await addProduct(t);
    const numbers = [];
    for (let i = 0; i < 3; i++) numbers.push((await placeOrder(t, customer, [{ productId: id, quantity: 1 }])).order.userOrderNumber);
    expect(numbers).toEqual([1, 2, 3]);
  });

  it('takes the units from stock (the chosen pack’s, or the product’s own)', async () => {
    const customer = await createVerifiedUser(t);
    const plain = await addProduct(t, { stockQuantity: 10 });
    const packed = await addProduct(t, {
      variants: [
        { label: 'Strip', sku: `CK-${Date.now()}-S`, pricePaise: 5_000, mrpPaise: 6_000, stock: 8 },
        { label: 'Box', sku: `CK-${Date.now()}-B`, pricePaise: 20_000, mrpPaise: 24_000, stock: 4 },
      ],
    });
    const [, box] = await variantsOf(t, packed);
    await placeOrder(t, customer, [
      { productId: plain, quantity: 3 },
      { productId: packed, variantId: box?.id ?? 0, quantity: 2 },
    ]);
    expect(await stockOf(t, plain)).toBe(7);
    expect((await variantsOf(t, packed)).map((v) => v.stock)).toEqual([8, 2]);
  });

  it('refuses a total that differs from the server’s, saying the new total, and writes nothing', async () => {
    const customer = await createVerifiedUser(t);
    const id = await addProduct(t, { pricePaise: 20_000, mrpPaise: 30_000, stockQuantity: 10 });
    const body = await orderBody(t, customer, [{ productId: id, quantity: 1, seenPricePaise: 20_000 }]);
    await t.database.db.update(products).set({ pricePaise: 25_000 }).where(eq(products.id, id));
    const before = await writtenRows();
    expectError(
      await createOrder(t, customer, body),
      409,
      'Prices have changed since you filled your cart. The new total is ₹290.00. Please review your order.',
    );
    expect(await writtenRows()).toEqual(before);
    expect(await stockOf(t, id)).toBe(10);
  });

  it('refuses a prescription medicine without an attached prescription with a clear 422, and takes no stock', async () => {
    const customer = await createVerifiedUser(t);
    const rx = await addProduct(t, {
      name: `Rxomycin ${Date.now()} Tablet`,
      requiresPrescription: true,
      categorySlug: 'prescription',
      stockQuantity: 5,
    });
    const body = await orderBody(t, customer, [{ productId: rx, quantity: 1 }]);
    const error = expectError(await createOrder(t, customer, body), 422);
    expect(error.code).toBe('prescription_required');
    expect(error.message).toMatch(
      /^Rxomycin \d+ Tablet needs a prescription\. Please attach a prescription to place this order\.$/,
    );
    expect(await stockOf(t, rx)).toBe(5);
  });

  it("answers 409 out_of_stock: 'Sorry, … is out of stock' and 'Only N left of …', rolling back the other lines", async () => {
    const customer = await createVerifiedUser(t);
    const plenty = await addProduct(t, { stockQuantity: 50 });
    const few = await addProduct(t, { name: `Fewzol ${Date.now()} Syrup`, stockQuantity: 2 });
    const body = await orderBody(t, customer, [
      { productId: plenty, quantity: 5 },
      { productId: few, quantity: 3 },
    ]);
    const before = await writtenRows();
    const error = expectError(await createOrder(t, customer, body), 409);
    expect(error.code).toBe('out_of_stock');
    expect(error.message).toMatch(/^Only 2 left of Fewzol \d+ Syrup$/);
    expect(await stockOf(t, plenty)).toBe(50);
    expect(await writtenRows()).toEqual(before);

    await t.database.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, few));
    const body2 = await orderBody(t, customer, [{ productId: few, quantity: 1 }]);
    expect(expectError(await createOrder(t, customer, body2), 409).message).toMatch(/^Sorry, Fewzol \d+ Syrup is out of stock$/);
  });

  it('applies a promo code, counts its use and records the redemption', async () => {
    const customer = await createVerifiedUser(t);
    const pain = await addProduct(t, { pricePaise: 50_000, categorySlug: 'pain-relief' });
    const [before] = await t.database.db.select({ n: promoCodes.timesUsed }).from(promoCodes).where(eq(promoCodes.code, 'PAIN20'));
    const order = await placeOrder(t, customer, [{ productId: pain, quantity: 1 }], { promoCode: 'PAIN20' });
    // Delivery follows the subtotal before the promo (₹500 > ₹499: free).
    expect(order.order).toMatchObject({
      subtotalPaise: 50_000,
      discountPaise: 10_000,
      deliveryPaise: 0,
      totalAmountPaise: 40_000,
      promoCode: 'PAIN20',
    });
    const [after] = await t.database.db.select({ n: promoCodes.timesUsed }).from(promoCodes).where(eq(promoCodes.code, 'PAIN20'));
    expect(after?.n).toBe((before?.n ?? 0) + 1);
    expect(await t.database.db.select().from(promoRedemptions).where(eq(promoRedemptions.orderId, order.orderId))).toHaveLength(1);
  });

  it('refuses a promo code that does not apply, with its reason', async () => {
    const customer = await createVerifiedUser(t);
    const id = await addProduct(t, { categorySlug: 'antacids' });
    const body = await orderBody(t, customer, [{ productId: id, quantity: 1 }]);
    expectError(
      await createOrder(t, customer, { ...body, promoCode: 'DIAB15' }),
      400,
      'DIAB15 applies only to Diabetes Care products. Add one to your cart to use it.',
    );
    expectError(await createOrder(t, customer, { ...body, promoCode: 'NOPE' }), 400, 'Invalid promo code');
  });

  it('stops at a code’s usage limit even when it was fine when the cart was priced', async () => {
    await addPromo(t, { code: 'LASTONE', usageLimit: 1 });
    const first = await createVerifiedUser(t);
    const second = await createVerifiedUser(t);
    const id = await addProduct(t, { pricePaise: 60_000 });
    const secondBody = await orderBody(t, second, [{ productId: id, quantity: 1 }], { promoCode: 'LASTONE' });
    await placeOrder(t, first, [{ productId: id, quantity: 1 }], { promoCode: 'LASTONE' });
    expectError(await createOrder(t, second, secondBody), 400, 'LASTONE has reached its usage limit.');
  });

  it('keeps a typed address in the book (unless told not to) and uses a saved one by id', async () => {
    const customer = await createVerifiedUser(t);
    const id = await addProduct(t);
    await placeOrder(t, customer, [{ productId: id, quantity: 1 }], { saveAddress: false });
    expect(
      AddressListResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/addresses', headers: customer.headers })).json())
        .addresses,
    ).toEqual([]);
    await placeOrder(t, customer, [{ productId: id, quantity: 1 }], { address: { ...ADDRESS, city: 'Mysuru' } });
    const [saved] = AddressListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/addresses', headers: customer.headers })).json(),
    ).addresses;
    expect(saved).toMatchObject({ city: 'Mysuru', isDefault: true });
    const byId = await placeOrder(t, customer, [{ productId: id, quantity: 1 }], { address: undefined, addressId: saved?.id ?? 0 });
    expect(byId.order.shippingCity).toBe('Mysuru');
  });

  it("refuses another customer's saved address with 404 and writes nothing", async () => {
    const owner = await createVerifiedUser(t);
    const other = await createVerifiedUser(t);
    const created = await t.app.inject({ method: 'POST', url: '/api/addresses', headers: owner.headers, payload: ADDRESS });
    const addressId = AddressSchema.parse(created.json()).id;
    const id = await addProduct(t);
    const body = await orderBody(t, other, [{ productId: id, quantity: 1 }], { address: undefined, addressId });
    const before = await writtenRows();
    expectError(await createOrder(t, other, body), 404, 'Address not found');
    expect(await writtenRows()).toEqual(before);
  });

  it('needs a login', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: {} });
    expectError(res, 401, 'Authentication required');
  });
});

describe('Idempotency-Key', () => {
  it('answers a retried checkout with the same order, never a second one', async () => {
    const customer = await createVerifiedUser(t);
    const id = await addProduct(t, { stockQuantity: 10 });
    const body = await orderBody(t, customer, [{ productId: id, quantity: 2 }]);
    const first = await createOrder(t, customer, body, 'checkout-key-0001');
    const again = await createOrder(t, customer, body, 'checkout-key-0001');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(CreateOrderResponseSchema.parse(again.json())).toEqual(CreateOrderResponseSchema.parse(first.json()));
    expect(await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, 'checkout-key-0001'))).toHaveLength(1);
    expect(await stockOf(t, id)).toBe(8);
  });

  it('refuses the same key with a different body (409) and keeps the first order as it was', async () => {
    const customer = await createVerifiedUser(t);
    const id = await addProduct(t, { stockQuantity: 10 });
    const body = await orderBody(t, customer, [{ productId: id, quantity: 1 }]);
    const first = CreateOrderResponseSchema.parse((await createOrder(t, customer, body, 'checkout-key-0002')).json());
    const changed = await orderBody(t, customer, [{ productId: id, quantity: 3 }]);
    expectError(
      await createOrder(t, customer, changed, 'checkout-key-0002'),
      409,
      'This checkout was already submitted with different details. Please reload the checkout page and place the order again.',
    );
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${first.orderId}`, headers: customer.headers });
    expect(OrderResponseSchema.parse(res.json()).order.items[0]?.quantity).toBe(1);
    expect(await stockOf(t, id)).toBe(9);
  });

  it('refuses a malformed key', async () => {
    const customer = await createVerifiedUser(t);
    const id = await addProduct(t);
    const body = await orderBody(t, customer, [{ productId: id, quantity: 1 }]);
    expect(expectError(await createOrder(t, customer, body, 'bad key!'), 400).message).toContain('Idempotency-Key must be 8-100 letters');
  });
});

describe('malformed checkouts: 4xx with a readable message, nothing written', () => {
  it('refuses quantities of 0 and 10,000, unknown products, a 5,000-character promo code, no address, a bad GST number', async () => {
    const customer = await createVerifiedUser(t);
    const id = await addProduct(t, { stockQuantity: 40 });
    const good = await orderBody(t, customer, [{ productId: id, quantity: 1 }]);
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ ...good, lines: [{ productId: id, quantity: 0 }] }, 400, /quantity must be at least 1/],
      [{ ...good, lines: [{ productId: id, quantity: 10_000 }] }, 400, /quantity must be at most 100/],
      [{ ...good, lines: [] }, 400, /Your cart is empty\./],
      [{ ...good, lines: [{ productId: 987_654_321, quantity: 1 }] }, 400, /An item in your cart is no longer available/],
      [{ ...good, promoCode: 'P'.repeat(5_000) }, 400, /Invalid promo code/],
      [{ ...good, address: undefined }, 400, /Please select or add a delivery address\./],
      [{ ...good, address: { ...ADDRESS, city: '' } }, 400, /City is required/],
      [{ ...good, gstNumber: '22ABCDE1234' }, 400, /Please enter a valid 15-character GST number\./],
      [{ ...good, phone: '' }, 400, /Phone number is required for payment\./],
      [{ ...good, paymentMethod: 'bitcoin' }, 400, /paymentMethod must be one of/],
      [{ ...good, totalPaise: -5 }, 400, /totalPaise/],
      [{ ...good, extra: true }, 400, /./],
    ];
    const before = await writtenRows();
    for (const [payload, status, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/orders/create', headers: customer.headers, payload });
      expect(expectError(res, status).message, JSON.stringify(payload).slice(0, 120)).toMatch(message);
    }
    expect(await writtenRows()).toEqual(before);
    expect(await stockOf(t, id)).toBe(40);
  });

  it('accepts a valid GSTIN and keeps it on the order', async () => {
    const customer = await createVerifiedUser(t);
    const id = await addProduct(t);
    const order = await placeOrder(t, customer, [{ productId: id, quantity: 1 }], { gstNumber: '27aapfu0939f1zv', wantsInvoice: true });
    expect(order.order).toMatchObject({ gstNumber: '27AAPFU0939F1ZV', wantsInvoice: true });
  });
});

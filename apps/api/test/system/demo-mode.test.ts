import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateOrderResponseSchema } from '@dawa/shared/commerce/orders';
import { PublicConfigSchema } from '@dawa/shared/system/public-config';
import { orders, outboxEmails } from '../../src/db/schema/index.ts';
import { bearer, expectError, login, registerUser } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addProduct, orderBody } from '../orders/commerce-helpers.ts';

const UNAVAILABLE = 'Online payment is not available right now. Please choose Cash on Delivery.';
const BANNER = 'Demo store: sandbox payments, no real money';

let webDist: string;
beforeAll(() => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-demo-spa-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head></head><body class="x"><div id="root"></div></body></html>',
  );
});
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

/** A verified, signed-in customer, without the dev outbox (absent outside demo mode): the code is read from the outbox table. */
async function customerOf(t: TestApp) {
  const user = await registerUser(t);
  const [mail] = await t.database.db
    .select({ text: outboxEmails.text })
    .from(outboxEmails)
    .where(eq(outboxEmails.to, user.email))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  const otp = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  expect((await t.app.inject({ method: 'POST', url: '/api/verify-email-otp', payload: { email: user.email, otp } })).statusCode).toBe(200);
  const session = await login(t, user.email, user.password);
  return { ...user, session, headers: bearer(session.accessToken) };
}

async function ordersOf(t: TestApp, userId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId)));
  return row?.n ?? 0;
}

describe('outside demo mode (production, no payment credentials)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', DEMO_MODE: 'off', WEB_DIST: webDist });
  });
  afterAll(() => t.close());

  it('offers only cash on delivery, and says it is not the demo store', async () => {
    const res = await t.app.inject('/api/config');
    expect(res.statusCode).toBe(200);
    expect(PublicConfigSchema.parse(res.json())).toEqual({ demoMode: false, paymentMethods: ['cod'] });
  });

  it('refuses an order paid online with the readable message and creates nothing; cash on delivery is placed', async () => {
    const customer = await customerOf(t);
    const productId = await addProduct(t, { stockQuantity: 10 });
    const lines = [{ productId, quantity: 1 }];
    for (const paymentMethod of ['phonepe', 'card', 'upi', 'netbanking'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders/create',
        headers: customer.headers,
        payload: await orderBody(t, customer, lines, { paymentMethod }),
      });
      expect(expectError(res, 409, UNAVAILABLE).code).toBe('conflict');
    }
    expect(await ordersOf(t, customer.session.user.id)).toBe(0);
    const cod = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: customer.headers,
      payload: await orderBody(t, customer, lines),
    });
    expect(cod.statusCode, cod.body).toBe(201);
    expect(CreateOrderResponseSchema.parse(cod.json()).orderId).toBeGreaterThan(0);
  });

  it('answers the payment routes with the same message (a visitor still gets 401 first), never a sandbox', async () => {
    const customer = await customerOf(t);
    const initiate = { method: 'POST' as const, url: '/api/payments/phonepe/initiate', payload: { orderId: 1 } };
    const charge = {
      method: 'POST' as const,
      url: '/api/payments/razorpay/order',
      payload: { orderId: 1, method: 'upi', upiId: 'asha@okaxis' },
    };
    expectError(await t.app.inject(initiate), 401);
    expectError(await t.app.inject(charge), 401);
    expectError(await t.app.inject({ ...initiate, headers: customer.headers }), 409, UNAVAILABLE);
    expectError(await t.app.inject({ ...charge, headers: customer.headers }), 409, UNAVAILABLE);
    expectError(await t.app.inject({ ...charge, headers: customer.headers, payload: { orderId: 1, method: 'upi', bank: 'HDFC' } }), 400);
    for (const url of [
      '/api/payments/phonepe-sandbox/transact?token=x',
      '/api/payments/phonepe-sandbox/checkout/v2/pay',
      '/api/payments/razorpay-sandbox/checkout?order_id=x',
      '/api/payments/razorpay-sandbox/v1/orders/pay',
    ]) {
      expectError(
        await t.app.inject({ method: url.endsWith('pay') ? 'POST' : 'GET', url, payload: {} }),
        404,
        `No API route for ${url.endsWith('pay') ? 'POST' : 'GET'} ${url.split('?')[0]}`,
      );
    }
  });

  it('shows no development mailbox, no API docs and no demo banner', async () => {
    expectError(await t.app.inject('/api/dev/outbox'), 404);
    expectError(await t.app.inject('/api/dev/mailbox'), 404);
    expect((await t.app.inject('/api/docs')).statusCode).toBe(404);
    expect((await t.app.inject('/api/docs/json')).statusCode).toBe(404);
    const page = await t.app.inject('/');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(BANNER);
    expect(page.body).not.toContain('demo-banner');
  });
});

describe('outside demo mode with PhonePe credentials', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      DEMO_MODE: 'off',
      PHONEPE_CLIENT_ID: 'DAWAUAT_CLIENT',
      PHONEPE_CLIENT_SECRET: 'uat-client-secret',
      PHONEPE_ENV: 'sandbox',
      PHONEPE_WEBHOOK_USERNAME: 'dawa_uat',
      PHONEPE_WEBHOOK_PASSWORD: 'uat-webhook-pass1',
      API_DOCS: 'on',
    });
  });
  afterAll(() => t.close());

  it('offers PhonePe and cash on delivery; card, UPI and net banking stay unavailable', async () => {
    expect(PublicConfigSchema.parse((await t.app.inject('/api/config')).json())).toEqual({
      demoMode: false,
      paymentMethods: ['phonepe', 'cod'],
    });
    const customer = await customerOf(t);
    const productId = await addProduct(t, { stockQuantity: 10 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: customer.headers,
      payload: await orderBody(t, customer, [{ productId, quantity: 1 }], { paymentMethod: 'card' }),
    });
    expectError(res, 409, UNAVAILABLE);
    expect((await t.app.inject('/api/docs/json')).statusCode).toBe(200);
  });
});

describe('demo mode under NODE_ENV=production (npm start on the embedded database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', DEMO_MODE: 'on', WEB_DIST: webDist });
  });
  afterAll(() => t.close());

  it('offers every payment method through the sandboxes, and says it is the demo store', async () => {
    expect(PublicConfigSchema.parse((await t.app.inject('/api/config')).json())).toEqual({
      demoMode: true,
      paymentMethods: ['phonepe', 'card', 'upi', 'netbanking', 'cod'],
    });
    // Mounted: the sandbox itself answers (refusing a request without a token), not the API's 'No API route'.
    const pay = await t.app.inject({ method: 'POST', url: '/api/payments/phonepe-sandbox/checkout/v2/pay', payload: {} });
    expect(pay.body).not.toContain('No API route');
  });

  it('shows the development mailbox, so a newcomer who registers can read the code', async () => {
    const user = await registerUser(t);
    const page = await t.app.inject({ url: '/api/dev/mailbox', query: { to: user.email } });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('Verify your email for Dawa');
    const docs = await t.app.inject('/api/docs/json');
    expect(docs.statusCode, docs.body).toBe(200);
  });

  it('writes the banner into every page, first in the body, as a note', async () => {
    for (const url of ['/', '/checkout', '/no/such/page']) {
      const page = await t.app.inject(url);
      expect(page.body).toContain(`<body class="x"><style>`);
      // The banner comes before the page: the app's root, or the first screen the server paints for a landing page (decision 042).
      expect(page.body).toMatch(
        /<div id="demo-banner" role="note"><span lang="en">Demo store: sandbox payments, no real money<\/span><span lang="hi">डेमो स्टोर: सैंडबॉक्स भुगतान, असली पैसा नहीं<\/span><\/div>(<style>#first-screen[^<]*<\/style><div id="first-screen"|<div id="root">)/,
      );
    }
  });
});

describe('demo mode with SMTP', () => {
  it('sends mail by SMTP and has no mailbox', async () => {
    const t = await createTestApp({ DEMO_MODE: 'on', SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      expectError(await t.app.inject('/api/dev/mailbox'), 404);
      expectError(await t.app.inject('/api/dev/outbox'), 404);
    } finally {
      await t.close();
    }
  });
});

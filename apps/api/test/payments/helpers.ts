import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CreateOrderResponseSchema } from '@dawa/shared/commerce/orders';
import { RazorpayCheckoutSchema } from '@dawa/shared/commerce/payments';
import { DELIVERY_CHARGE_PAISE, FREE_DELIVERY_ABOVE_PAISE, type PaymentMethod } from '@dawa/shared/commerce/rules';
import { buildApp } from '../../src/app.ts';
import { loadEnv, type Env } from '../../src/config/env.ts';
import { loadSecrets } from '../../src/config/secrets.ts';
import type { Database } from '../../src/db/client.ts';
import { orderEvents, orders, payments, products } from '../../src/db/schema/index.ts';
import { resolvePhonePeConfig } from '../../src/providers/payments/phonepe-config.ts';
import type { Fetch } from '../../src/providers/payments/types.ts';
import { buildProduct, insertTestProducts } from '../helpers/factories.ts';
import { openTestDatabase, type TestApp } from '../helpers/test-app.ts';
import { openCheckoutRaw, payOnSandboxPage } from './razorpay-helpers.ts';

export interface PaymentsTestApp extends TestApp {
  env: Env;
  /** The app's outbound provider HTTP (through app.inject), for tests that drive PhonePe's SDK themselves. */
  fetch: Fetch;
  /** Every log line the app wrote (only when built with captureLogs). */
  logs: string[];
  /** The PhonePe webhook's username and password the app checks (the sandbox's, derived from this app's secret). */
  phonePe: { webhookUsername: string; webhookPassword: string };
  /**
   * Network faults between the app and the providers: while set, PhonePe's callbacks are lost on the
   * way, or the sandbox never hears that an attempt was replaced (as with real PhonePe, which has no cancel).
   */
  network: { dropCallbacks: boolean; dropExpire: boolean };
}

/** Headers of an inject answer as fetch's Headers (values joined, as HTTP does). */
function toHeaders(raw: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return headers;
}

/**
 * The real app on a fresh database, like createTestApp, whose outbound provider HTTP (PhonePe's SDK
 * routed to the sandbox, and the sandbox's webhooks) goes through app.inject to the app itself: the same requests,
 * checksums and handlers as over a socket, without a port.
 */
export async function createPaymentsTestApp(
  options: { env?: Record<string, string>; captureLogs?: boolean } = {},
): Promise<PaymentsTestApp> {
  const database = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-pay-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: options.captureLogs ? 'trace' : 'silent',
    WEB_DIST: '/nonexistent',
    CATALOG_CACHE_SECONDS: '0',
    DATA_DIR: dataDir,
    RATE_LIMIT_IP_MAX: '10000',
    RATE_LIMIT_ACCOUNT_MAX: '10000',
    ...options.env,
  });
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString('utf8'));
      done();
    },
  });
  let app: FastifyInstance | null = null;
  const network = { dropCallbacks: false, dropExpire: false };
  const origin = new URL(env.PUBLIC_URL).origin;
  const injectFetch: Fetch = async (input, init) => {
    const url = new URL(input);
    if (url.origin !== origin || !app) throw new TypeError(`fetch failed: no route to ${url.origin} in tests`);
    if (network.dropCallbacks && url.pathname === '/api/payments/phonepe/callback') throw new TypeError('fetch failed: connection reset');
    if (network.dropExpire && url.pathname.endsWith('/expire')) throw new TypeError('fetch failed: connection reset');
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const empty = res.statusCode === 204 || res.statusCode === 304 || res.rawPayload.length === 0;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers: toHeaders(res.headers) });
  };
  app = await buildApp({ env, database, fetch: injectFetch, logStream });
  await app.ready();
  const { config } = resolvePhonePeConfig(env, loadSecrets(env).jwtKey);
  const built = app;
  return {
    app: built,
    database,
    dataDir,
    env,
    fetch: injectFetch,
    logs,
    phonePe: { webhookUsername: config.webhookUsername, webhookPassword: config.webhookPassword },
    network,
    close: async () => {
      // Refunds settle at the sandbox after its answer, and it says so by webhook: let those land first.
      await built.services.phonePeSandbox?.idle();
      await built.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An order placed through POST /api/orders/create (the real checkout: priced by the server, stock
 * reserved), waiting for its online payment. `placedAt` moves its creation time back, as if the
 * customer had placed it then.
 */
export async function placeOrder(
  t: TestApp,
  headers: Record<string, string>,
  options: { method: PaymentMethod; quantity?: number; unitPricePaise?: number; stock?: number; placedAt?: Date },
) {
  const quantity = options.quantity ?? 2;
  const unitPricePaise = options.unitPricePaise ?? 300_00;
  const db = t.database.db;
  const [product] = await insertTestProducts(db, [
    buildProduct({ pricePaise: unitPricePaise, mrpPaise: unitPricePaise, stockQuantity: options.stock ?? 10 }),
  ]);
  if (!product) throw new Error('no product');
  const subtotalPaise = unitPricePaise * quantity;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers,
    payload: {
      lines: [{ productId: product.id, quantity }],
      address: { firstName: 'Asha', lastName: 'Verma', address: '12 MG Road', city: 'Bengaluru', postalCode: '560001' },
      saveAddress: false,
      phone: '9876543210',
      paymentMethod: options.method,
      totalPaise: subtotalPaise + (subtotalPaise > FREE_DELIVERY_ABOVE_PAISE ? 0 : DELIVERY_CHARGE_PAISE),
    },
  });
  if (res.statusCode !== 201) throw new Error(`order not created: ${res.statusCode} ${res.body}`);
  const { orderId } = CreateOrderResponseSchema.parse(res.json());
  if (options.placedAt)
    await db.update(orders).set({ createdAt: options.placedAt, awaitingPaymentSince: options.placedAt }).where(eq(orders.id, orderId));
  return { order: await orderRow(db, orderId), productId: product.id };
}

export async function stockOf(db: Database, productId: number): Promise<number> {
  const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, productId));
  return row?.stock ?? -1;
}

export async function orderRow(db: Database, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

/** POST /api/payments/phonepe/initiate as the customer (the raw answer). */
export function initiatePhonePe(t: TestApp, headers: Record<string, string>, orderId: number) {
  return t.app.inject({ method: 'POST', url: '/api/payments/phonepe/initiate', headers, payload: { orderId } });
}

/** Presses a button of the sandbox's hosted pay page the browser was sent to. */
export function choosePhonePe(t: TestApp, paymentUrl: string, outcome: 'success' | 'failure' | 'pending') {
  const token = new URL(paymentUrl).searchParams.get('token') ?? '';
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/phonepe-sandbox/transact',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, outcome }).toString(),
  });
}

/**
 * A card payment as the customer makes it (decision 050): Razorpay Checkout opened for the order, paid
 * on the sandbox's page with a card ending in the number's last 4 digits ('…0002' is declined). Not
 * verified: the status check or the sweep settles it. Answers the opening's raw answer.
 */
export async function chargeCard(t: PaymentsTestApp, headers: Record<string, string>, orderId: number, number: string) {
  const res = await openCheckoutRaw(t, headers, orderId, { method: 'card' });
  if (res.statusCode === 200)
    await payOnSandboxPage(t, RazorpayCheckoutSchema.parse(res.json()), 'pay', { card_last4: number.replace(/\D/g, '').slice(-4) });
  return res;
}

/** The payment attempts of an order, oldest first. */
export async function paymentsOf(db: Database, orderId: number) {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
}

/** The tracking events of an order, oldest first. */
export async function eventsOf(db: Database, orderId: number) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

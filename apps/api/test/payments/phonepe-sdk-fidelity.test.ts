import crypto from 'node:crypto';
import { Env, PhonePeException, RefundRequest, StandardCheckoutClient, StandardCheckoutPayRequest } from 'pg-sdk-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhonePeClient } from '../../src/providers/payments/phonepe-client.ts';
import { resolvePhonePeConfig, SANDBOX_CLIENT } from '../../src/providers/payments/phonepe-config.ts';
import { routeSdkToLocalSandbox, withLocalSandbox, type AxiosLike } from '../../src/providers/payments/phonepe-local-route.ts';
import type { PhonePeSandbox } from '../../src/providers/payments/phonepe-sandbox.ts';
import { loadSecrets } from '../../src/config/secrets.ts';
import { createPaymentsTestApp, type PaymentsTestApp } from './helpers.ts';

/**
 * The test of fidelity (issue 26): PhonePe's OFFICIAL Node SDK, pointed at the built-in sandbox, goes
 * through pay, hosted page, webhook, status, refund and refund status; then the same steps run through
 * this app's own provider code. A sandbox the SDK rejects (a shape it cannot read, a token it cannot
 * use, a webhook its validateCallback refuses) fails here.
 */

let t: PaymentsTestApp;
let sandbox: PhonePeSandbox;

beforeAll(async () => {
  t = await createPaymentsTestApp();
  if (!t.app.services.phonePeSandbox) throw new Error('the sandbox is not mounted');
  sandbox = t.app.services.phonePeSandbox;
});
afterAll(() => t.close());

/** What one run of the scenario needs from a driver (the SDK itself, or our provider). */
interface Driver {
  pay(merchantOrderId: string, amount: number, redirectUrl: string): Promise<{ redirectUrl: string; state?: string; orderId: string }>;
  status(merchantOrderId: string): Promise<{ state: string; amount: number | null; transactionId: string | null }>;
  refund(merchantRefundId: string, merchantOrderId: string, amount: number): Promise<{ state: string | undefined }>;
  refundStatus(merchantRefundId: string): Promise<string | null>;
  /** The webhook as the driver reads it: its kind and state, or an error for a bad Authorization. */
  readWebhook(authorization: string, body: string): { type: string; state: string };
}

const sandboxUrl = () => `${t.env.PUBLIC_URL}/api/payments/phonepe-sandbox`;
const webhookSecret = () => resolvePhonePeConfig(t.env, loadSecrets(t.env).jwtKey).config;

function sdkDriver(): Driver {
  // The SDK exactly as PhonePe documents it; only its HTTP is routed to this app's sandbox.
  const client = StandardCheckoutClient.getInstance(SANDBOX_CLIENT.id, SANDBOX_CLIENT.secret, SANDBOX_CLIENT.version, Env.SANDBOX);
  routeSdkToLocalSandbox(client.httpClient as unknown as AxiosLike);
  const route = { baseUrl: sandboxUrl(), fetch: t.fetch };
  const { webhookUsername, webhookPassword } = webhookSecret();
  return {
    async pay(merchantOrderId, amount, redirectUrl) {
      const request = StandardCheckoutPayRequest.builder().merchantOrderId(merchantOrderId).amount(amount).redirectUrl(redirectUrl).build();
      return withLocalSandbox(route, () => client.pay(request));
    },
    async status(merchantOrderId) {
      const answer = await withLocalSandbox(route, () => client.getOrderStatus(merchantOrderId, true));
      return { state: answer.state, amount: answer.amount, transactionId: answer.paymentDetails.at(-1)?.transactionId ?? null };
    },
    async refund(merchantRefundId, merchantOrderId, amount) {
      const request = RefundRequest.builder()
        .merchantRefundId(merchantRefundId)
        .originalMerchantOrderId(merchantOrderId)
        .amount(amount)
        .build();
      return withLocalSandbox(route, () => client.refund(request));
    },
    async refundStatus(merchantRefundId) {
      return (await withLocalSandbox(route, () => client.getRefundStatus(merchantRefundId))).state;
    },
    readWebhook(authorization, body) {
      const callback = client.validateCallback(webhookUsername, webhookPassword, authorization, body);
      // The SDK types `type` as a numeric enum, but the body carries the string (reference §1 pitfall).
      return { type: String(callback.type), state: callback.payload.state };
    },
  };
}

function providerDriver(): Driver {
  const config = webhookSecret();
  const provider = createPhonePeClient({ ...config, localSandbox: { baseUrl: sandboxUrl(), fetch: t.fetch } });
  return {
    async pay(merchantOrderId, amount, redirectUrl) {
      const answer = await provider.pay({ merchantOrderId, amount, redirectUrl, expireAfter: 1200 });
      if (!answer.ok) throw new Error(`${answer.code}: ${answer.message}`);
      return { redirectUrl: answer.url, orderId: answer.orderId };
    },
    async status(merchantOrderId) {
      const answer = await provider.status(merchantOrderId);
      return { state: answer.state, amount: answer.amountPaise, transactionId: answer.transactionId };
    },
    async refund(merchantRefundId, originalMerchantOrderId, amount) {
      const answer = await provider.refund({ merchantRefundId, originalMerchantOrderId, amount });
      if (!answer.ok) throw new Error(`${answer.code}: ${answer.message}`);
      return { state: answer.state };
    },
    refundStatus: (merchantRefundId) => provider.refundStatus(merchantRefundId),
    readWebhook(authorization, body) {
      const event = provider.readWebhook(authorization, JSON.parse(body));
      if (!event) throw new Error('Invalid Callback');
      if (event.kind === 'order')
        return {
          type: event.answer.state === 'COMPLETED' ? 'CHECKOUT_ORDER_COMPLETED' : 'CHECKOUT_ORDER_FAILED',
          state: event.answer.state,
        };
      if (event.kind === 'refund') return { type: event.type, state: event.state };
      return { type: event.type ?? 'unknown', state: 'unknown' };
    },
  };
}

const id = (prefix: string) => `${prefix}_${crypto.randomBytes(6).toString('hex')}`;

/** Presses a button of the hosted page, as the customer's browser does. */
async function choose(redirectUrl: string, outcome: 'success' | 'failure') {
  const token = new URL(redirectUrl).searchParams.get('token') ?? '';
  const page = await t.app.inject({ method: 'GET', url: `/api/payments/phonepe-sandbox/transact?token=${token}` });
  expect(page.statusCode).toBe(200);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/phonepe-sandbox/transact',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, outcome }).toString(),
  });
}

const lastWebhook = (type: string, key: string) =>
  sandbox
    .deliveries()
    .filter((d) => d.type === type && d.id === key)
    .at(-1);

describe.each([
  ['PhonePe’s official SDK (pg-sdk-node)', sdkDriver],
  ['our provider code', providerDriver],
] as const)('the sandbox through %s', (_name, makeDriver) => {
  it('pay → hosted page → webhook → status → refund → refund webhook → refund status', async () => {
    const driver = makeDriver();
    const merchantOrderId = id('SDK');
    const paid = await driver.pay(merchantOrderId, 123_45, 'https://shop.example/return/1');
    expect(paid.orderId).toMatch(/^OMO\d+$/);
    expect(paid.redirectUrl).toMatch(/\/api\/payments\/phonepe-sandbox\/transact\?token=/);
    expect(await driver.status(merchantOrderId)).toMatchObject({ state: 'PENDING', amount: 123_45 });

    const back = await choose(paid.redirectUrl, 'success');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('https://shop.example/return/1');

    // The webhook the sandbox sent passes the driver's own Authorization check.
    const webhook = lastWebhook('CHECKOUT_ORDER_COMPLETED', merchantOrderId);
    if (!webhook) throw new Error('no webhook was sent');
    expect(driver.readWebhook(webhook.authorization, webhook.body)).toEqual({ type: 'CHECKOUT_ORDER_COMPLETED', state: 'COMPLETED' });
    expect(() => driver.readWebhook('0'.repeat(64), webhook.body)).toThrow('Invalid Callback');

    const status = await driver.status(merchantOrderId);
    expect(status).toMatchObject({ state: 'COMPLETED', amount: 123_45 });
    expect(status.transactionId).toMatch(/^OM\d+$/);

    const merchantRefundId = id('RFSDK');
    expect((await driver.refund(merchantRefundId, merchantOrderId, 123_45)).state).toBe('PENDING');
    await sandbox.idle();
    const refundWebhook = lastWebhook('PG_REFUND_COMPLETED', merchantRefundId);
    if (!refundWebhook) throw new Error('no refund webhook was sent');
    expect(driver.readWebhook(refundWebhook.authorization, refundWebhook.body)).toEqual({
      type: 'PG_REFUND_COMPLETED',
      state: 'COMPLETED',
    });
    expect(await driver.refundStatus(merchantRefundId)).toBe('COMPLETED');
  });

  it('a failed payment: FAILED by webhook and by status', async () => {
    const driver = makeDriver();
    const merchantOrderId = id('SDKF');
    const paid = await driver.pay(merchantOrderId, 500_00, 'https://shop.example/return/2');
    await choose(paid.redirectUrl, 'failure');
    const webhook = lastWebhook('CHECKOUT_ORDER_FAILED', merchantOrderId);
    if (!webhook) throw new Error('no webhook was sent');
    expect(driver.readWebhook(webhook.authorization, webhook.body)).toEqual({ type: 'CHECKOUT_ORDER_FAILED', state: 'FAILED' });
    expect(await driver.status(merchantOrderId)).toMatchObject({ state: 'FAILED', amount: 500_00 });
  });
});

describe('the SDK’s own error handling against the sandbox', () => {
  it('reads the sandbox’s refusals as PhonePeExceptions with PhonePe’s codes', async () => {
    const client = StandardCheckoutClient.getInstance(SANDBOX_CLIENT.id, SANDBOX_CLIENT.secret, SANDBOX_CLIENT.version, Env.SANDBOX);
    routeSdkToLocalSandbox(client.httpClient as unknown as AxiosLike);
    const route = { baseUrl: sandboxUrl(), fetch: t.fetch };
    const tooSmall = StandardCheckoutPayRequest.builder()
      .merchantOrderId(id('SMALL'))
      .amount(99)
      .redirectUrl('https://shop.example/r')
      .build();
    const refused = await withLocalSandbox(route, () => client.pay(tooSmall)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PhonePeException);
    expect(refused).toMatchObject({ httpStatusCode: 400, code: 'BAD_REQUEST' });
    const unknown = await withLocalSandbox(route, () => client.getOrderStatus('DW0_nothing')).catch((error: unknown) => error);
    expect(unknown).toMatchObject({ httpStatusCode: 404, code: 'ORDER_NOT_FOUND' });
  });
});

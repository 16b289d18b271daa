import crypto from 'node:crypto';
import { callbackAuthorization } from './phonepe-webhook-auth.ts';
import {
  EVENT_OF_TYPE,
  MERCHANT_ORDER_ID_PATTERN,
  ORDER_COMPLETED,
  ORDER_FAILED,
  PhonePePayBodySchema,
  PhonePeRefundBodySchema,
  REFUND_COMPLETED,
  type PhonePeRefundState,
  type PhonePeState,
} from './phonepe-types.ts';
import type { Fetch } from './types.ts';

/**
 * The built-in PhonePe sandbox: a stand-in for PhonePe's PG v2 UAT that PhonePe's own Node SDK
 * accepts (shared/reference/phonepe.md §5.3): the OAuth token, Standard Checkout pay, order and
 * transaction status, refund and refund status, a hosted pay page, and webhooks with PhonePe's
 * Authorization. Its orders live in this process's memory, as an external service's would live
 * elsewhere; the app's own payment state is in the payments table.
 */

export type SandboxOutcome = 'success' | 'failure' | 'pending';
/** The APIs a test can make fail or slow down (PhonePe down, 5xx, timeouts). */
export type SandboxApi = 'token' | 'pay' | 'status' | 'refund' | 'refundStatus';

export interface SandboxAttempt {
  transactionId: string;
  state: PhonePeState;
  paymentMode: string;
  timestamp: number;
  errorCode?: string;
  detailedErrorCode?: string;
}

export interface SandboxRefund {
  merchantRefundId: string;
  refundId: string;
  originalMerchantOrderId: string;
  amount: number;
  state: PhonePeRefundState;
  timestamp: number;
}

export interface SandboxOrder {
  merchantOrderId: string;
  /** PhonePe's own id of the order ('OMO…'). */
  orderId: string;
  amount: number;
  redirectUrl: string;
  /** Epoch milliseconds, as PhonePe gives it. */
  expireAt: number;
  token: string;
  state: PhonePeState;
  errorCode?: string;
  detailedErrorCode?: string;
  attempts: SandboxAttempt[];
  /** Set when the merchant expired the order (a newer attempt replaced it): it can no longer be paid. */
  expired: boolean;
  refunds: SandboxRefund[];
}

/** One webhook delivery: what was sent and how the merchant answered. */
export interface SandboxDelivery {
  type: string;
  id: string;
  answer: string;
  authorization: string;
  body: string;
}

/** A PhonePe-shaped answer: HTTP status and JSON body. */
export interface SandboxReply {
  status: number;
  body: Record<string, unknown>;
}

export interface PhonePeSandboxOptions {
  merchantId: string;
  client: { id: string; secret: string; version: number };
  /** Public URL of the sandbox (…/api/payments/phonepe-sandbox), for the pay page links. */
  baseUrl: string;
  /** Where webhooks go, and the username and password set 'on the dashboard'. */
  webhook: { url: string; username: string; password: string };
  fetch?: Fetch;
  log: { warn(object: object, message: string): void };
  /** Token lifetime; the SDK refreshes at half of it. */
  tokenSeconds?: number;
  /** Most orders kept; the oldest are forgotten first. */
  capacity?: number;
  now?: () => number;
}

export interface PhonePeSandbox {
  readonly merchantId: string;
  /** POST /v1/oauth/token (form fields). */
  token(form: Record<string, unknown>): SandboxReply;
  pay(authorization: string | undefined, body: unknown): SandboxReply;
  orderStatus(authorization: string | undefined, merchantOrderId: string, details: boolean): SandboxReply;
  transactionStatus(authorization: string | undefined, transactionId: string): SandboxReply;
  refund(authorization: string | undefined, body: unknown): SandboxReply;
  refundStatus(authorization: string | undefined, merchantRefundId: string): SandboxReply;
  /** Not a PhonePe API: closes a PENDING order that a newer attempt replaced (its pay page then refuses payment). */
  expire(authorization: string | undefined, merchantOrderId: string): SandboxReply;
  /** Every order it holds (tests count captures and refunds). */
  orders(): SandboxOrder[];
  byToken(token: string): SandboxOrder | null;
  /** Records the customer's choice, sends the webhook for a final one, and answers where to send the browser. */
  choose(token: string, outcome: SandboxOutcome): Promise<{ redirectUrl: string } | null>;
  /** Every webhook sent, oldest first. */
  deliveries(): SandboxDelivery[];
  /** Waits until webhooks sent in the background (refunds) have been answered. */
  idle(): Promise<void>;
  /**
   * Faults for tests of failure behaviour: the next `times` calls of an API answer `status` (5xx:
   * PhonePe down), or every call waits `delayMs` first (slow: the client's timeout fires); duplicate
   * webhooks; lost webhooks.
   */
  faults: {
    fail(api: SandboxApi, times: number, status?: number): void;
    delay(api: SandboxApi, delayMs: number): void;
    webhookCopies: number;
    dropWebhooks: boolean;
    reset(): void;
  };
  /** Applies the faults set for an API: the reply to send instead, or null to go on. */
  gate(api: SandboxApi): Promise<SandboxReply | null>;
}

const error = (status: number, code: string, message: string): SandboxReply => ({
  status,
  body: { success: false, code, message, data: {} },
});
const UNAUTHORIZED = error(401, 'UNAUTHORIZED', 'Unauthorized: the O-Bearer token is missing, unknown or expired');

/** PhonePe's 'OMO…' and 'OM…' ids: letters and digits only. */
const phonePeId = (prefix: string) => `${prefix}${Date.now()}${crypto.randomInt(1_000_000, 10_000_000)}`;

export function createPhonePeSandbox(options: PhonePeSandboxOptions): PhonePeSandbox {
  const { merchantId, client, baseUrl, webhook, log } = options;
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const tokenSeconds = options.tokenSeconds ?? 3600;
  const capacity = options.capacity ?? 10_000;
  const orders = new Map<string, SandboxOrder>();
  const tokens = new Map<string, string>();
  const refundsById = new Map<string, SandboxRefund>();
  const deliveries: SandboxDelivery[] = [];
  const background = new Set<Promise<void>>();
  const failures = new Map<SandboxApi, { times: number; status: number }>();
  const delays = new Map<SandboxApi, number>();
  const faults = {
    fail(api: SandboxApi, times: number, status = 500) {
      failures.set(api, { times, status });
    },
    delay(api: SandboxApi, delayMs: number) {
      delays.set(api, delayMs);
    },
    webhookCopies: 1,
    dropWebhooks: false,
    reset() {
      failures.clear();
      delays.clear();
      faults.webhookCopies = 1;
      faults.dropWebhooks = false;
    },
  };

  // Access tokens are signed, not stored: PhonePe's SDK keeps one token per process, whichever app asked.
  const sign = (expiresAt: number) => crypto.createHmac('sha256', client.secret).update(`${client.id}:${expiresAt}`).digest('base64url');
  const authorized = (authorization: string | undefined) => {
    const match = /^O-Bearer (\d+)\.([\w-]+)$/.exec(authorization ?? '');
    if (!match?.[1] || !match[2]) return false;
    const expiresAt = Number(match[1]);
    const expected = Buffer.from(sign(expiresAt));
    const given = Buffer.from(match[2]);
    return expiresAt > now() / 1000 && given.length === expected.length && crypto.timingSafeEqual(given, expected);
  };

  /** An order past its expireAt fails on its own, as PhonePe's does. */
  function current(order: SandboxOrder): SandboxOrder {
    if (order.state === 'PENDING' && now() >= order.expireAt) {
      order.state = 'FAILED';
      order.errorCode = 'TXN_AUTO_FAILED';
      order.detailedErrorCode = 'ORDER_EXPIRED';
    }
    return order;
  }

  function orderDocument(order: SandboxOrder, details = false): Record<string, unknown> {
    const attempts = details ? order.attempts : order.attempts.slice(-1);
    return {
      merchantId,
      merchantOrderId: order.merchantOrderId,
      orderId: order.orderId,
      state: order.state,
      amount: order.amount,
      expireAt: order.expireAt,
      ...(order.errorCode ? { errorCode: order.errorCode, detailedErrorCode: order.detailedErrorCode } : {}),
      metaInfo: {},
      paymentDetails: attempts.map((a) => ({
        paymentMode: a.paymentMode,
        transactionId: a.transactionId,
        timestamp: a.timestamp,
        amount: order.amount,
        state: a.state,
        ...(a.errorCode ? { errorCode: a.errorCode, detailedErrorCode: a.detailedErrorCode } : {}),
        ...(a.state === 'COMPLETED' ? { rail: { type: 'UPI', utr: `SBX${a.transactionId.slice(2, 14)}` } } : {}),
      })),
    };
  }

  const refundDocument = (refund: SandboxRefund): Record<string, unknown> => ({
    merchantId,
    merchantRefundId: refund.merchantRefundId,
    refundId: refund.refundId,
    originalMerchantOrderId: refund.originalMerchantOrderId,
    amount: refund.amount,
    state: refund.state,
    timestamp: refund.timestamp,
    paymentDetails: [],
  });

  async function sendWebhook(type: string, id: string, payload: Record<string, unknown>) {
    if (faults.dropWebhooks) return;
    const body = JSON.stringify({ event: EVENT_OF_TYPE[type], type, payload });
    const authorization = callbackAuthorization(webhook.username, webhook.password);
    // PhonePe's retry policy is not documented for v2 (§6); the sandbox tries three times, each within 5 s (§3.6).
    for (let copy = 0; copy < faults.webhookCopies; copy++) {
      let delivered = false;
      for (let attempt = 0; attempt < 3 && !delivered; attempt++) {
        let answer: string;
        try {
          const res = await fetchImpl(webhook.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization },
            body,
            signal: AbortSignal.timeout(5_000),
          });
          answer = String(res.status);
          delivered = res.ok;
        } catch (failure) {
          answer = failure instanceof Error ? failure.message : String(failure);
        }
        deliveries.push({ type, id, answer, authorization, body });
      }
      if (!delivered) log.warn({ type, id }, 'PhonePe sandbox: webhook not accepted');
    }
  }

  /** Work after the answer (a refund settling), kept so tests can wait for it. */
  function later(work: () => Promise<void>) {
    const done = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((failure: unknown) => log.warn({ err: failure }, 'PhonePe sandbox: background work failed'))
      .finally(() => background.delete(done));
    background.add(done);
  }

  function remember(order: SandboxOrder) {
    orders.set(order.merchantOrderId, order);
    tokens.set(order.token, order.merchantOrderId);
    while (orders.size > capacity) {
      const oldest = orders.values().next().value;
      if (!oldest) break;
      orders.delete(oldest.merchantOrderId);
      tokens.delete(oldest.token);
    }
  }

  return {
    merchantId,
    faults,

    async gate(api) {
      const delay = delays.get(api);
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      const failure = failures.get(api);
      if (failure && failure.times > 0) {
        failure.times -= 1;
        return error(failure.status, 'INTERNAL_SERVER_ERROR', 'Something went wrong at the sandbox (a fault set by a test)');
      }
      return null;
    },

    token(form) {
      const version = Number(form.client_version);
      if (form.grant_type !== 'client_credentials') return error(400, 'INVALID_GRANT', 'grant_type must be client_credentials');
      if (form.client_id !== client.id || form.client_secret !== client.secret || version !== client.version) {
        return {
          status: 400,
          body: {
            code: 'INVALID_CLIENT',
            message: 'Client Authentication Failure',
            data: { errorDescription: 'Client Authentication Failure' },
          },
        };
      }
      const issuedAt = Math.floor(now() / 1000);
      const expiresAt = issuedAt + tokenSeconds;
      const accessToken = `${expiresAt}.${sign(expiresAt)}`;
      return {
        status: 200,
        body: {
          access_token: accessToken,
          encrypted_access_token: accessToken,
          refresh_token: crypto.randomBytes(16).toString('hex'),
          expires_in: tokenSeconds,
          issued_at: issuedAt,
          expires_at: expiresAt,
          session_expires_at: expiresAt,
          token_type: 'O-Bearer',
        },
      };
    },

    pay(authorization, body) {
      if (!authorized(authorization)) return UNAUTHORIZED;
      const parsed = PhonePePayBodySchema.safeParse(body);
      if (!parsed.success) return error(400, 'BAD_REQUEST', `Invalid request: ${parsed.error.issues[0]?.path.join('.') || 'body'}`);
      const request = parsed.data;
      if (orders.has(request.merchantOrderId)) return error(409, 'DUPLICATE_ORDER', 'An order with this merchantOrderId exists');
      const order: SandboxOrder = {
        merchantOrderId: request.merchantOrderId,
        orderId: phonePeId('OMO'),
        amount: request.amount,
        redirectUrl: request.paymentFlow.merchantUrls.redirectUrl,
        // PhonePe's default when expireAfter is left out is not documented; 20 minutes here.
        expireAt: now() + (request.expireAfter ?? 1200) * 1000,
        token: crypto.randomBytes(24).toString('base64url'),
        state: 'PENDING',
        attempts: [],
        expired: false,
        refunds: [],
      };
      remember(order);
      return {
        status: 200,
        body: {
          orderId: order.orderId,
          state: 'PENDING',
          expireAt: order.expireAt,
          redirectUrl: `${baseUrl}/transact?token=${order.token}`,
        },
      };
    },

    orderStatus(authorization, merchantOrderId, details) {
      if (!authorized(authorization)) return UNAUTHORIZED;
      const order = MERCHANT_ORDER_ID_PATTERN.test(merchantOrderId) ? orders.get(merchantOrderId) : undefined;
      // PhonePe's exact code for an unknown order is not documented (§6); this one is the sandbox's own.
      if (!order) return error(404, 'ORDER_NOT_FOUND', 'No order found for this merchantOrderId');
      return { status: 200, body: orderDocument(current(order), details) };
    },

    transactionStatus(authorization, transactionId) {
      if (!authorized(authorization)) return UNAUTHORIZED;
      const order = [...orders.values()].find((o) => o.attempts.some((a) => a.transactionId === transactionId));
      if (!order) return error(404, 'TRANSACTION_NOT_FOUND', 'No transaction found for this id');
      const attempt = order.attempts.find((a) => a.transactionId === transactionId);
      return {
        status: 200,
        body: {
          ...orderDocument(current(order)),
          state: attempt?.state,
          paymentDetails: (orderDocument(order, true).paymentDetails as { transactionId: string }[]).filter(
            (p) => p.transactionId === transactionId,
          ),
        },
      };
    },

    refund(authorization, body) {
      if (!authorized(authorization)) return UNAUTHORIZED;
      const parsed = PhonePeRefundBodySchema.safeParse(body);
      if (!parsed.success) return error(400, 'BAD_REQUEST', `Invalid request: ${parsed.error.issues[0]?.path.join('.') || 'body'}`);
      const request = parsed.data;
      const repeated = refundsById.get(request.merchantRefundId);
      if (repeated) return { status: 200, body: { refundId: repeated.refundId, amount: repeated.amount, state: repeated.state } };
      const order = orders.get(request.originalMerchantOrderId);
      if (!order) return error(404, 'ORDER_NOT_FOUND', 'No order found for originalMerchantOrderId');
      if (current(order).state !== 'COMPLETED') return error(400, 'BAD_REQUEST', 'Only a completed order can be refunded');
      // While one refund is pending no second one is taken (mirrors §2.11), and never more than was paid.
      if (order.refunds.some((r) => r.state === 'PENDING' || r.state === 'CONFIRMED'))
        return error(409, 'REFUND_IN_PROGRESS', 'A refund of this order is pending');
      const refunded = order.refunds.filter((r) => r.state !== 'FAILED').reduce((sum, r) => sum + r.amount, 0);
      if (refunded + request.amount > order.amount) return error(400, 'EXCESS_REFUND_AMOUNT', 'Refund amount exceeds the paid amount');
      const refund: SandboxRefund = { ...request, refundId: phonePeId('OMR'), state: 'PENDING', timestamp: now() };
      order.refunds.push(refund);
      refundsById.set(refund.merchantRefundId, refund);
      // A refund settles a moment after PhonePe takes it, and PhonePe says so by webhook.
      later(async () => {
        refund.state = 'COMPLETED';
        refund.timestamp = now();
        await sendWebhook(REFUND_COMPLETED, refund.merchantRefundId, refundDocument(refund));
      });
      return { status: 200, body: { refundId: refund.refundId, amount: refund.amount, state: refund.state } };
    },

    refundStatus(authorization, merchantRefundId) {
      if (!authorized(authorization)) return UNAUTHORIZED;
      const refund = refundsById.get(merchantRefundId);
      if (!refund) return error(404, 'REFUND_NOT_FOUND', 'No refund found for this merchantRefundId');
      return { status: 200, body: refundDocument(refund) };
    },

    expire(authorization, merchantOrderId) {
      if (!authorized(authorization)) return UNAUTHORIZED;
      const order = orders.get(merchantOrderId);
      if (!order) return error(404, 'ORDER_NOT_FOUND', 'No order found for this merchantOrderId');
      if (current(order).state !== 'PENDING') return error(400, 'BAD_REQUEST', 'The order is already decided');
      order.expired = true;
      order.state = 'FAILED';
      order.errorCode = 'PAYMENT_CANCELLED';
      order.detailedErrorCode = 'EXPIRED_BY_MERCHANT';
      return { status: 200, body: { merchantOrderId, state: order.state } };
    },

    orders: () => [...orders.values()].map(current),

    byToken(token) {
      const id = tokens.get(token);
      const order = id ? orders.get(id) : undefined;
      return order ? current(order) : null;
    },

    async choose(token, outcome) {
      const id = tokens.get(token);
      const order = id ? orders.get(id) : undefined;
      if (!order) return null;
      // A decided order stays decided; choosing again only returns the customer.
      if (current(order).state !== 'PENDING' || outcome === 'pending') return { redirectUrl: order.redirectUrl };
      const success = outcome === 'success';
      order.state = success ? 'COMPLETED' : 'FAILED';
      if (!success) {
        order.errorCode = 'PAYMENT_ERROR';
        order.detailedErrorCode = 'ZM';
      }
      order.attempts.push({
        transactionId: phonePeId('OM'),
        state: order.state,
        paymentMode: 'UPI_COLLECT',
        timestamp: now(),
        ...(success ? {} : { errorCode: order.errorCode, detailedErrorCode: order.detailedErrorCode }),
      });
      // The webhook goes before the browser is sent back (PhonePe's order is not promised; see the failure tests).
      await sendWebhook(success ? ORDER_COMPLETED : ORDER_FAILED, order.merchantOrderId, orderDocument(order));
      return { redirectUrl: order.redirectUrl };
    },

    deliveries: () => [...deliveries],

    async idle() {
      while (background.size > 0) await Promise.all([...background]);
    },
  };
}

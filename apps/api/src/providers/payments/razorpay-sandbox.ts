import crypto from 'node:crypto';
import { z } from 'zod';
import { SANDBOX_DECLINED_CARD, SANDBOX_DECLINED_UPI_PREFIX } from '@dawa/shared/commerce/payments';
import type { Fetch } from './types.ts';

/**
 * The built-in Razorpay sandbox (demo mode only, decision 050): the part of Razorpay's API the official
 * SDK uses here (orders, payments, capture, refunds), with Razorpay's basic auth, entities, errors and
 * signatures; a hosted page standing in for Checkout; webhooks signed with the webhook secret. Its books
 * live in this process's memory, as an external service's would live elsewhere.
 */

export interface SandboxOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface SandboxPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: 'card' | 'upi' | 'netbanking';
  captured: boolean;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  description: string | null;
  bank: string | null;
  vpa: string | null;
  /** Only the last 4 digits and the network: the card number never leaves the customer's browser. */
  card: { last4: string; network: string } | null;
  error_code: string | null;
  error_description: string | null;
  error_reason: string | null;
  notes: Record<string, string>;
  created_at: number;
}

export interface SandboxRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: 'processed';
  speed_processed: 'normal';
  created_at: number;
}

/** A Razorpay-shaped answer: HTTP status and JSON body. */
export interface SandboxReply {
  status: number;
  body: Record<string, unknown>;
}

export interface RazorpaySandboxOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where webhooks go (the shop's /api/payments/razorpay/webhook). */
  webhookUrl: string;
  fetch?: Fetch | undefined;
  log: { warn(details: object, message: string): void };
  /** Most orders kept; the oldest are forgotten first. */
  capacity?: number;
}

/** The customer's choice on the hosted checkout page. */
export const CheckoutChoiceSchema = z.object({
  key_id: z.string().max(100),
  order_id: z.string().max(100),
  method: z.enum(['card', 'upi', 'netbanking']),
  outcome: z.enum(['pay', 'fail']),
  card_last4: z
    .string()
    .regex(/^(\d{4})?$/)
    .optional(),
  card_network: z.string().max(30).optional(),
  vpa: z.string().max(300).optional(),
  bank: z.string().max(20).optional(),
  return_to: z.string().max(300),
});
export type CheckoutChoice = z.infer<typeof CheckoutChoiceSchema>;

export interface RazorpaySandbox {
  readonly keyId: string;
  /** One REST call of the SDK: method, path after the sandbox's prefix ('/v1/orders'), Authorization, JSON body. */
  api(method: string, path: string, authorization: string | undefined, body: unknown): SandboxReply;
  order(id: string): SandboxOrder | null;
  /** Every payment it holds (tests count captures). */
  payments(): SandboxPayment[];
  refunds(): SandboxRefund[];
  /** The customer pays or fails on the hosted page; answers where Checkout sends the browser. */
  choose(choice: CheckoutChoice): { redirectTo: string } | { error: string };
  /** Every webhook sent: its event, exact body and signature, and the shop's HTTP answer (0: none). */
  webhooks(): { event: string; body: string; signature: string; status: number }[];
  /** Resolves once the webhooks sent so far were delivered (or failed). */
  idle(): Promise<void>;
  /** Tests: while on, every API call answers 503, as Razorpay in an outage. */
  setOutage(on: boolean): void;
}

const id = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('base64url').replace(/[-_]/g, 'X').slice(0, 14)}`;
const seconds = () => Math.floor(Date.now() / 1000);
const error = (status: number, description: string, code = 'BAD_REQUEST_ERROR'): SandboxReply => ({
  status,
  body: {
    error: {
      code,
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      field: null,
    },
  },
});
const notFound = () => error(400, 'The id provided does not exist');

const OrderCreateSchema = z.object({
  amount: z.coerce.number().int().min(100, 'Order amount less than minimum amount allowed'),
  currency: z.literal('INR', 'Currency is not supported'),
  receipt: z.string().max(40).optional(),
  notes: z.record(z.string(), z.string().max(256)).optional(),
});
const CaptureSchema = z.object({ amount: z.coerce.number().int().positive(), currency: z.string().optional() });
const RefundSchema = z.object({
  amount: z.coerce.number().int().positive().optional(),
  receipt: z.string().max(40).optional(),
  notes: z.record(z.string(), z.string().max(256)).optional(),
});

/** The signature Checkout hands the browser: HMAC_SHA256(order_id|payment_id, key_secret). */
export const checkoutSignature = (orderId: string, paymentId: string, keySecret: string) =>
  crypto.createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');

/** A path of the shop's own site (no scheme, no other host): where the hosted page may send the browser. */
export const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

export function createRazorpaySandbox(options: RazorpaySandboxOptions): RazorpaySandbox {
  const capacity = options.capacity ?? 5000;
  const orders = new Map<string, SandboxOrder>();
  const payments = new Map<string, SandboxPayment>();
  const refunds = new Map<string, SandboxRefund>();
  const deliveries = new Set<Promise<void>>();
  const sent: { event: string; body: string; signature: string; status: number }[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  let outage = false;

  function remember<T>(map: Map<string, T>, key: string, value: T) {
    map.set(key, value);
    if (map.size > capacity) map.delete(map.keys().next().value as string);
  }

  /** Sends a webhook as Razorpay does: the JSON body signed with the webhook secret. */
  function webhook(event: string, payload: Record<string, { entity: object }>) {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_DawaSandbox01',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: seconds(),
    });
    const signature = crypto.createHmac('sha256', options.webhookSecret).update(body).digest('hex');
    const record = { event, body, signature, status: 0 };
    sent.push(record);
    if (sent.length > capacity) sent.shift();
    const send = (options.fetch ?? fetch)(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': id('evt') },
      body,
    })
      .then((res) => {
        record.status = res.status;
        if (!res.ok) options.log.warn({ event, status: res.status }, 'Razorpay sandbox: the shop refused a webhook');
      })
      .catch((err: unknown) => options.log.warn({ event, err }, 'Razorpay sandbox: a webhook could not be delivered'));
    const tracked = send.finally(() => deliveries.delete(tracked));
    deliveries.add(tracked);
  }

  function createOrder(body: unknown): SandboxReply {
    const parsed = OrderCreateSchema.safeParse(body);
    if (!parsed.success) return error(400, parsed.error.issues[0]?.message ?? 'Invalid request');
    const { amount, currency, receipt, notes } = parsed.data;
    const order: SandboxOrder = {
      id: id('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: receipt ?? null,
      status: 'created',
      attempts: 0,
      notes: notes ?? {},
      created_at: seconds(),
    };
    remember(orders, order.id, order);
    return { status: 200, body: { ...order } };
  }

  function capture(paymentId: string, body: unknown): SandboxReply {
    const payment = payments.get(paymentId);
    if (!payment) return notFound();
    const parsed = CaptureSchema.safeParse(body);
    if (!parsed.success) return error(400, 'The amount field is required.');
    if (payment.status === 'captured' || payment.status === 'refunded') return error(400, 'This payment has already been captured');
    if (payment.status !== 'authorized') return error(400, 'Only payments which have been authorized and not yet captured can be captured');
    if (parsed.data.amount !== payment.amount) return error(400, 'Capture amount must be equal to the amount authorized');
    payment.status = 'captured';
    payment.captured = true;
    const order = orders.get(payment.order_id);
    if (order) Object.assign(order, { status: 'paid', amount_paid: payment.amount, amount_due: 0 });
    webhook('payment.captured', { payment: { entity: { ...payment } } });
    if (order) webhook('order.paid', { payment: { entity: { ...payment } }, order: { entity: { ...order } } });
    return { status: 200, body: { ...payment } };
  }

  function refund(paymentId: string, body: unknown): SandboxReply {
    const payment = payments.get(paymentId);
    if (!payment) return notFound();
    const parsed = RefundSchema.safeParse(body ?? {});
    if (!parsed.success) return error(400, 'Invalid refund request');
    if (payment.status !== 'captured' && payment.status !== 'refunded') return error(400, 'The payment has not been captured');
    const amount = parsed.data.amount ?? payment.amount - payment.amount_refunded;
    if (amount > payment.amount - payment.amount_refunded) return error(400, 'The refund amount provided is greater than amount captured');
    const made: SandboxRefund = {
      id: id('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      receipt: parsed.data.receipt ?? null,
      notes: parsed.data.notes ?? {},
      status: 'processed',
      speed_processed: 'normal',
      created_at: seconds(),
    };
    remember(refunds, made.id, made);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    webhook('refund.processed', { refund: { entity: { ...made } }, payment: { entity: { ...payment } } });
    return { status: 200, body: { ...made } };
  }

  const collection = (items: object[]): SandboxReply => ({ status: 200, body: { entity: 'collection', count: items.length, items } });

  function route(method: string, path: string, body: unknown): SandboxReply {
    const parts = path.split('?')[0]?.split('/').filter(Boolean) ?? [];
    if (parts[0] !== 'v1') return error(404, 'The requested URL was not found on the server.', 'NOT_FOUND');
    const [, resource, key, action] = parts;
    if (resource === 'orders') {
      if (method === 'POST' && !key) return createOrder(body);
      const order = key ? orders.get(key) : undefined;
      if (!order) return notFound();
      if (method === 'GET' && !action) return { status: 200, body: { ...order } };
      if (method === 'GET' && action === 'payments')
        return collection([...payments.values()].filter((p) => p.order_id === order.id).map((p) => ({ ...p })));
    }
    if (resource === 'payments' && key) {
      const payment = payments.get(key);
      if (method === 'GET' && !action) return payment ? { status: 200, body: { ...payment } } : notFound();
      if (method === 'POST' && action === 'capture') return capture(key, body);
      if (method === 'POST' && action === 'refund') return refund(key, body);
      if (method === 'GET' && action === 'refunds') {
        return payment ? collection([...refunds.values()].filter((r) => r.payment_id === key).map((r) => ({ ...r }))) : notFound();
      }
    }
    if (resource === 'refunds' && key && method === 'GET' && !action) {
      const found = refunds.get(key);
      return found ? { status: 200, body: { ...found } } : notFound();
    }
    return error(404, 'The requested URL was not found on the server.', 'NOT_FOUND');
  }

  return {
    keyId: options.keyId,

    api(method, path, authorization, body) {
      if (outage) return error(503, 'Service unavailable', 'SERVER_ERROR');
      if (authorization !== expectedAuth) return error(401, 'Authentication failed');
      return route(method.toUpperCase(), path, body);
    },

    order: (orderId) => orders.get(orderId) ?? null,
    payments: () => [...payments.values()],
    refunds: () => [...refunds.values()],

    choose(choice) {
      const order = orders.get(choice.order_id);
      if (choice.key_id !== options.keyId || !order) return { error: 'This payment link is not valid.' };
      if (order.status === 'paid') return { error: 'This order has already been paid.' };
      if (!isLocalPath(choice.return_to)) return { error: 'This payment link is not valid.' };
      const declined =
        choice.outcome === 'fail' ||
        (choice.method === 'card' && choice.card_last4 === SANDBOX_DECLINED_CARD.slice(-4)) ||
        (choice.method === 'upi' && (choice.vpa ?? '').trim().toLowerCase().startsWith(SANDBOX_DECLINED_UPI_PREFIX));
      const payment: SandboxPayment = {
        id: id('pay'),
        entity: 'payment',
        amount: order.amount,
        currency: order.currency,
        status: declined ? 'failed' : 'authorized',
        order_id: order.id,
        method: choice.method,
        captured: false,
        amount_refunded: 0,
        refund_status: null,
        description: null,
        bank: choice.method === 'netbanking' ? (choice.bank ?? null) : null,
        vpa: choice.method === 'upi' ? (choice.vpa?.trim() ?? null) : null,
        card: choice.method === 'card' && choice.card_last4 ? { last4: choice.card_last4, network: choice.card_network ?? 'Card' } : null,
        error_code: declined ? 'BAD_REQUEST_ERROR' : null,
        error_description: declined ? 'Payment was declined by the bank.' : null,
        error_reason: declined ? 'payment_failed' : null,
        notes: {},
        created_at: seconds(),
      };
      remember(payments, payment.id, payment);
      order.status = 'attempted';
      order.attempts += 1;
      const back = new URL(choice.return_to, 'http://shop.invalid');
      if (declined) {
        webhook('payment.failed', { payment: { entity: { ...payment } } });
        back.searchParams.set('razorpay_error', 'payment_failed');
        back.searchParams.set('razorpay_order_id', order.id);
        back.searchParams.set('razorpay_payment_id', payment.id);
      } else {
        back.searchParams.set('razorpay_payment_id', payment.id);
        back.searchParams.set('razorpay_order_id', order.id);
        back.searchParams.set('razorpay_signature', checkoutSignature(order.id, payment.id, options.keySecret));
      }
      return { redirectTo: back.pathname + back.search };
    },

    webhooks: () => sent.map((w) => ({ ...w })),

    async idle() {
      while (deliveries.size > 0) await Promise.all([...deliveries]);
    },

    setOutage(on) {
      outage = on;
    },
  };
}

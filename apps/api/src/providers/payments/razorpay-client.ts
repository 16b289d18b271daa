import crypto from 'node:crypto';
import Razorpay from 'razorpay';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { z } from 'zod';
import type { GatewayActionResult, GatewayChargeRef, PaymentGateway } from './gateway-types.ts';
import type { Fetch, ProviderAnswer } from './types.ts';

export const RAZORPAY_PROVIDER = 'razorpay';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The API host: unset for api.razorpay.com; the built-in sandbox's in demo mode and tests. */
  hostUrl?: string | undefined;
  /** The sandbox's hosted checkout page (demo mode only). */
  sandboxCheckoutUrl?: string | undefined;
}

export interface RazorpayClientOptions {
  /** Outbound HTTP through fetch instead of axios's own (tests route it through the app itself). */
  fetch?: Fetch | undefined;
  /** A slow gateway is a failed call (the attempt stays pending), never a request held for ever. */
  timeoutMs?: number;
  log: { warn(details: object, message: string): void };
}

/** The SDK's axios instance (`api.rq`, not in its types): its base URL and transport are set once, here. */
interface SdkTransport {
  defaults: { baseURL?: string; timeout?: number; adapter?: unknown; env?: Record<string, unknown> };
}

/**
 * The official SDK, as it is. Only its axios instance's defaults change, and only when asked: the host
 * (the sandbox's instead of api.razorpay.com: the SDK hard-codes it in its constructor), and fetch as the
 * transport in tests. A timeout is set always (the SDK has none).
 */
export function createRazorpaySdk(config: RazorpayConfig, options: Pick<RazorpayClientOptions, 'fetch' | 'timeoutMs'> = {}): Razorpay {
  const sdk = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  const transport = (sdk.api as unknown as { rq: SdkTransport }).rq;
  transport.defaults.timeout = options.timeoutMs ?? 10_000;
  if (config.hostUrl) transport.defaults.baseURL = config.hostUrl;
  const fetchImpl = options.fetch;
  if (fetchImpl) {
    transport.defaults.adapter = 'fetch';
    // axios's fetch adapter hands over a Request; our Fetch takes a URL and init.
    transport.defaults.env = {
      fetch: async (input: Request | string, init?: RequestInit) => {
        const request = typeof input === 'string' ? new Request(input, init) : input;
        const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
        return fetchImpl(request.url, {
          method: request.method,
          headers: Object.fromEntries(request.headers.entries()),
          ...(body ? { body } : {}),
        });
      },
    };
  }
  return sdk;
}

const PaymentEntitySchema = z.object({
  id: z.string(),
  order_id: z.string().nullable().optional(),
  amount: z.number().int(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  method: z.string().optional(),
  error_code: z.string().nullable().optional(),
});
export type RazorpayPaymentEntity = z.infer<typeof PaymentEntitySchema>;
const PaymentListSchema = z.object({ items: z.array(PaymentEntitySchema) });
const RefundListSchema = z.object({
  items: z.array(z.object({ id: z.string(), receipt: z.string().nullable().optional(), amount: z.number() })),
});
const OrderSchema = z.object({ id: z.string(), amount: z.number().int() });

/** The SDK throws `{ statusCode, error: { code, description } }` for an answer, anything else for no answer. */
function errorOf(error: unknown): { status: number | null; code: string; description: string } {
  const e = error as { statusCode?: unknown; error?: { code?: string; description?: string } } | null;
  if (e && typeof e.statusCode === 'number') {
    return { status: e.statusCode, code: e.error?.code ?? 'ERROR', description: e.error?.description ?? '' };
  }
  return { status: null, code: 'NETWORK_ERROR', description: error instanceof Error ? error.message : 'no answer' };
}

/** A captured (or since refunded) payment took the money; anything else did not (yet). */
const tookMoney = (p: RazorpayPaymentEntity) => p.status === 'captured' || p.status === 'refunded';

const hmacEquals = (expected: string, given: string) => {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
};

/** Razorpay as the card / UPI / net-banking gateway (decision 050). */
export function createRazorpayGateway(config: RazorpayConfig, options: RazorpayClientOptions): PaymentGateway {
  const sdk = createRazorpaySdk(config, options);

  const answer = (ref: GatewayChargeRef, fields: Pick<ProviderAnswer, 'state' | 'code'> & Partial<ProviderAnswer>): ProviderAnswer => ({
    amountPaise: null,
    transactionId: null,
    merchantId: null,
    merchantTransactionId: ref.merchantTransactionId,
    responseCode: null,
    ...fields,
  });

  async function paymentsOf(providerOrderId: string): Promise<RazorpayPaymentEntity[]> {
    return PaymentListSchema.parse(await sdk.orders.fetchPayments(providerOrderId)).items;
  }

  /** Captures an authorized payment for the attempt's amount; a payment captured meanwhile (a parallel call) is as good. */
  async function capture(payment: RazorpayPaymentEntity, amountPaise: number): Promise<RazorpayPaymentEntity> {
    try {
      return PaymentEntitySchema.parse(await sdk.payments.capture(payment.id, amountPaise, 'INR'));
    } catch (error) {
      const again = PaymentEntitySchema.parse(await sdk.payments.fetch(payment.id));
      if (tookMoney(again)) return again;
      throw error;
    }
  }

  return {
    name: RAZORPAY_PROVIDER,
    keyId: config.keyId,
    sandboxCheckoutUrl: config.sandboxCheckoutUrl ?? null,

    async openOrder({ merchantTransactionId, amountPaise, notes }) {
      const order = OrderSchema.parse(
        await sdk.orders.create({ amount: amountPaise, currency: 'INR', receipt: merchantTransactionId, notes }),
      );
      if (order.amount !== amountPaise) throw new Error('Razorpay answered an order for another amount');
      return { providerOrderId: order.id };
    },

    async status(ref) {
      if (!ref.providerOrderId) return answer(ref, { state: 'PENDING', code: 'NO_ORDER' });
      try {
        const payments = await paymentsOf(ref.providerOrderId);
        const captured = payments.find(tookMoney);
        const authorized = payments.find((p) => p.status === 'authorized');
        const paid =
          captured ?? (authorized && authorized.amount === ref.amountPaise ? await capture(authorized, ref.amountPaise) : authorized);
        if (paid) {
          // An authorized payment of another amount is not captured: the settling refuses it as a mismatch.
          const state = tookMoney(paid) || paid.amount !== ref.amountPaise ? 'COMPLETED' : 'PENDING';
          return answer(ref, {
            state,
            code: tookMoney(paid) ? 'PAYMENT_SUCCESS' : 'AUTHORIZED',
            amountPaise: paid.amount,
            transactionId: paid.id,
          });
        }
        // Checkout lets the customer try again after a failure; once they have left it, a failed payment is the answer.
        const failed = payments.at(-1);
        if (failed?.status === 'failed') {
          return answer(ref, {
            state: 'FAILED',
            code: 'PAYMENT_DECLINED',
            amountPaise: failed.amount,
            transactionId: failed.id,
            responseCode: failed.error_code ?? null,
          });
        }
        return answer(ref, { state: 'PENDING', code: 'PAYMENT_PENDING' });
      } catch (error) {
        const problem = errorOf(error);
        options.log.warn(
          { merchantTransactionId: ref.merchantTransactionId, ...problem },
          'Razorpay status unknown: the attempt stays pending',
        );
        return answer(ref, { state: 'PENDING', code: 'PROVIDER_UNREACHABLE' });
      }
    },

    async cancel(ref): Promise<GatewayActionResult> {
      if (!ref.providerOrderId) return { ok: true };
      try {
        const payments = await paymentsOf(ref.providerOrderId);
        // Razorpay orders cannot be cancelled; an authorized payment left uncaptured is released by Razorpay.
        if (payments.some(tookMoney))
          return { ok: false, code: 'ALREADY_CAPTURED', message: 'The payment was captured; refund it instead.' };
        return { ok: true };
      } catch (error) {
        const problem = errorOf(error);
        return { ok: false, code: problem.code, message: problem.description };
      }
    },

    async refund(ref): Promise<GatewayActionResult> {
      if (!ref.providerTransactionId) return { ok: false, code: 'NOT_CAPTURED', message: 'No payment to refund.' };
      try {
        // Our refund id is the refund's receipt: one already made under it is this refund, not a second one.
        const earlier = RefundListSchema.parse(await sdk.payments.fetchMultipleRefund(ref.providerTransactionId));
        if (earlier.items.some((r) => r.receipt === ref.refundId)) return { ok: true };
        await sdk.payments.refund(ref.providerTransactionId, {
          amount: ref.amountPaise,
          receipt: ref.refundId,
          notes: { merchantTransactionId: ref.merchantTransactionId },
        });
        return { ok: true };
      } catch (error) {
        const problem = errorOf(error);
        return { ok: false, code: problem.code, message: problem.description };
      }
    },

    checkoutSignatureValid({ orderId, paymentId, signature }) {
      return validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, config.keySecret);
    },

    webhookSignatureValid(rawBody, signature) {
      if (!signature) return false;
      // The SDK's helper compares with ===; the same HMAC compared in constant time.
      const expected = crypto.createHmac('sha256', config.webhookSecret).update(rawBody).digest('hex');
      return hmacEquals(expected, signature) && validateWebhookSignature(rawBody, signature, config.webhookSecret);
    },
  };
}

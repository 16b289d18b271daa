import { Env, RefundRequest, StandardCheckoutClient, StandardCheckoutPayRequest, UnauthorizedAccess } from 'pg-sdk-node';
import { routeSdkToLocalSandbox, withLocalSandbox, type AxiosLike, type LocalSandboxRoute } from './phonepe-local-route.ts';
import { PhonePeOrderStatusSchema, PhonePeWebhookSchema, webhookKind, type PhonePeOrderStatus } from './phonepe-types.ts';
import { authorizationMatches } from './phonepe-webhook-auth.ts';
import type { ProviderAnswer } from './types.ts';

export interface PhonePeConfig {
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  env: 'sandbox' | 'production';
  /** The webhook's username and password, as set on PhonePe's dashboard. */
  webhookUsername: string;
  webhookPassword: string;
  /** Each PhonePe call gives up after this long (the SDK's axios has no timeout of its own). */
  timeoutMs: number;
  /** Only for the built-in sandbox in demo mode: where the SDK's requests go instead of PhonePe's UAT host. */
  localSandbox?: LocalSandboxRoute | undefined;
}

export interface PayRequest {
  merchantOrderId: string;
  amount: number;
  redirectUrl: string;
  /** Seconds PhonePe keeps the order open (300 to 3600). */
  expireAfter: number;
}

export type PayResult = { ok: true; url: string; orderId: string } | { ok: false; code: string; message: string };
/** PhonePe took the request (done or under way), or refused it with its code. */
export type ActionResult = { ok: true; state?: string } | { ok: false; code: string; message: string };

/** A webhook whose Authorization is ours, read as far as this app acts on it. */
export type PhonePeWebhookEvent =
  | { kind: 'order'; merchantOrderId: string; answer: ProviderAnswer }
  | { kind: 'refund'; merchantRefundId: string; state: string; amountPaise: number; type: string }
  | { kind: 'other'; type: string | null };

export interface PhonePeClient {
  /** POST /checkout/v2/pay: the URL of PhonePe's pay page, or PhonePe's refusal (network trouble included). */
  pay(request: PayRequest): Promise<PayResult>;
  /** GET /checkout/v2/order/{id}/status. Network trouble, timeouts, 5xx and unreadable answers come back as PENDING (ask again later). */
  status(merchantOrderId: string): Promise<ProviderAnswer>;
  /** POST /payments/v2/refund. A repeated refund id is answered as the first. */
  refund(request: { merchantRefundId: string; originalMerchantOrderId: string; amount: number }): Promise<ActionResult>;
  /** GET /payments/v2/refund/{id}/status: PENDING, CONFIRMED, COMPLETED or FAILED; null when PhonePe could not say. */
  refundStatus(merchantRefundId: string): Promise<string | null>;
  /**
   * Closes an order a newer attempt replaced. PhonePe PG v2 has no such API, so against real PhonePe
   * this answers NOT_SUPPORTED and the attempt is closed on our side only (a success arriving for it
   * later is refunded); the built-in sandbox expires it.
   */
  expire(merchantOrderId: string): Promise<ActionResult>;
  /** A webhook checked with the SDK's validateCallback (and in constant time), or null when its Authorization is not ours. */
  readWebhook(authorization: string | undefined, body: unknown): PhonePeWebhookEvent | null;
}

/** Maps PhonePe's order document (status answer or webhook payload) to a decision on `state` (§3.4, §3.6). */
export function answerOfOrder(order: PhonePeOrderStatus, merchantOrderId: string): ProviderAnswer {
  const latest = order.paymentDetails?.at(-1);
  const base = {
    amountPaise: order.amount,
    // PhonePe's attempt id ('OM…'), else its order id ('OMO…').
    transactionId: latest?.transactionId ?? order.orderId ?? null,
    merchantId: order.merchantId ?? null,
    merchantTransactionId: order.merchantOrderId ?? merchantOrderId,
    responseCode: order.detailedErrorCode ?? null,
  };
  if (order.state === 'COMPLETED') return { ...base, state: 'COMPLETED', code: 'PAYMENT_SUCCESS' };
  if (order.state === 'FAILED') return { ...base, state: 'FAILED', code: order.errorCode ?? 'PAYMENT_ERROR' };
  return { ...base, state: 'PENDING', code: 'PAYMENT_PENDING' };
}

const pendingBecause = (code: string, merchantOrderId: string): ProviderAnswer => ({
  state: 'PENDING',
  code,
  amountPaise: null,
  transactionId: null,
  merchantId: null,
  merchantTransactionId: merchantOrderId,
  responseCode: null,
});

/** A PhonePeException's code and message, or a network error's. */
function describe(error: unknown): { code: string; message: string; httpStatus: number | null } {
  const e = error as { code?: unknown; message?: unknown; httpStatusCode?: unknown; type?: unknown };
  const httpStatus = typeof e?.httpStatusCode === 'number' ? e.httpStatusCode : null;
  const code = typeof e?.code === 'string' && e.code ? e.code : httpStatus ? `HTTP_${httpStatus}` : 'NETWORK_ERROR';
  return { code, message: typeof e?.message === 'string' ? e.message : String(error), httpStatus };
}

const sdkEnv = (env: PhonePeConfig['env']) => (env === 'production' ? Env.PRODUCTION : Env.SANDBOX);

/**
 * The PhonePe PG v2 client: PhonePe's own Node SDK (pg-sdk-node, decision 049) behind the interface
 * the payment flows use. The same code talks to PhonePe (UAT or production) or to the built-in
 * sandbox; only the config differs, and for the sandbox the SDK's requests are routed to it.
 */
export function createPhonePeClient(config: PhonePeConfig): PhonePeClient {
  const route = config.localSandbox;
  let instance: StandardCheckoutClient | null = null;
  /**
   * PhonePe's SDK holds one client per process (getInstance refuses other credentials; it caches the
   * token). Taken at the first call, so an app that never pays (a test's) does not claim it.
   */
  const sdkClient = () => {
    if (instance) return instance;
    const sdk = StandardCheckoutClient.getInstance(config.clientId, config.clientSecret, config.clientVersion, sdkEnv(config.env));
    // The SDK's axios has no timeout: a provider that hangs must not hold an order's lock for ever.
    sdk.httpClient.defaults.timeout = config.timeoutMs;
    if (route) routeSdkToLocalSandbox(sdk.httpClient as unknown as AxiosLike);
    instance = sdk;
    return sdk;
  };

  /** One SDK call (routed to the sandbox in demo mode); on a 401 the SDK has refreshed its token, so once more. */
  async function call<T>(work: (sdk: StandardCheckoutClient) => Promise<T>): Promise<T> {
    const sdk = sdkClient();
    const run = () => (route ? withLocalSandbox(route, () => work(sdk)) : work(sdk));
    try {
      return await run();
    } catch (error) {
      if (error instanceof UnauthorizedAccess) return run();
      throw error;
    }
  }

  return {
    async pay(request) {
      const payRequest = StandardCheckoutPayRequest.builder()
        .merchantOrderId(request.merchantOrderId)
        .amount(request.amount)
        .redirectUrl(request.redirectUrl)
        .expireAfter(request.expireAfter)
        .build();
      try {
        const answer = await call((sdk) => sdk.pay(payRequest));
        if (!answer?.redirectUrl) return { ok: false, code: 'BAD_RESPONSE', message: 'PhonePe answered without a pay page URL.' };
        return { ok: true, url: answer.redirectUrl, orderId: answer.orderId };
      } catch (error) {
        const { code, message } = describe(error);
        return { ok: false, code, message };
      }
    },

    async status(merchantOrderId) {
      let answer: unknown;
      try {
        answer = await call((sdk) => sdk.getOrderStatus(merchantOrderId, false));
      } catch (error) {
        return pendingBecause(describe(error).code, merchantOrderId);
      }
      const parsed = PhonePeOrderStatusSchema.safeParse(answer);
      return parsed.success ? answerOfOrder(parsed.data, merchantOrderId) : pendingBecause('BAD_RESPONSE', merchantOrderId);
    },

    async refund(request) {
      const refundRequest = RefundRequest.builder()
        .merchantRefundId(request.merchantRefundId)
        .originalMerchantOrderId(request.originalMerchantOrderId)
        .amount(request.amount)
        .build();
      try {
        const answer = await call((sdk) => sdk.refund(refundRequest));
        if (answer?.state === 'FAILED') return { ok: false, code: 'REFUND_FAILED', message: 'PhonePe refused the refund.' };
        return { ok: true, state: answer?.state };
      } catch (error) {
        const { code, message } = describe(error);
        return { ok: false, code, message };
      }
    },

    async refundStatus(merchantRefundId) {
      try {
        const answer = await call((sdk) => sdk.getRefundStatus(merchantRefundId));
        return typeof answer?.state === 'string' ? answer.state : null;
      } catch {
        return null;
      }
    },

    async expire(merchantOrderId) {
      if (!route) return { ok: false, code: 'NOT_SUPPORTED', message: 'PhonePe PG v2 cannot cancel an order.' };
      // The sandbox's own API, called with the SDK's current token (not an SDK call: PhonePe has no such API).
      try {
        const res = await call(async (sdk) =>
          route.fetch(`${route.baseUrl}/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/expire`, {
            method: 'POST',
            headers: { authorization: await sdk.tokenService.getOAuthToken(), 'content-type': 'application/json' },
            body: '{}',
            signal: AbortSignal.timeout(config.timeoutMs),
          }),
        );
        if (res.ok) return { ok: true };
        const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
        return { ok: false, code: body.code ?? `HTTP_${res.status}`, message: body.message ?? 'The sandbox refused.' };
      } catch (error) {
        const { code, message } = describe(error);
        return { ok: false, code, message };
      }
    },

    readWebhook(authorization, body) {
      if (!authorizationMatches(authorization, config.webhookUsername, config.webhookPassword)) return null;
      try {
        // PhonePe's own check as well (it throws on a mismatch); its result is read by our schema below.
        sdkClient().validateCallback(
          config.webhookUsername,
          config.webhookPassword,
          authorization?.trim().toLowerCase() ?? '',
          JSON.stringify(body),
        );
      } catch {
        return null;
      }
      const parsed = PhonePeWebhookSchema.safeParse(body);
      if (!parsed.success) return { kind: 'other', type: null };
      const type = webhookKind(parsed.data);
      const { payload } = parsed.data;
      if ((type === 'CHECKOUT_ORDER_COMPLETED' || type === 'CHECKOUT_ORDER_FAILED') && payload.merchantOrderId) {
        return { kind: 'order', merchantOrderId: payload.merchantOrderId, answer: answerOfOrder({ ...payload }, payload.merchantOrderId) };
      }
      if (type?.startsWith('PG_REFUND_') && payload.merchantRefundId) {
        return { kind: 'refund', merchantRefundId: payload.merchantRefundId, state: payload.state, amountPaise: payload.amount, type };
      }
      return { kind: 'other', type };
    },
  };
}

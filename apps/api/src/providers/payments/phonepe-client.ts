import {
  callbackChecksum,
  checksumMatches,
  expireChecksum,
  expirePath,
  fromBase64Json,
  PAY_PATH,
  payChecksum,
  REFUND_PATH,
  refundChecksum,
  saltIndexOf,
  statusChecksum,
  statusPath,
  toBase64Json,
} from './phonepe-checksum.ts';
import {
  PHONEPE_FAILED_CODES,
  PhonePePayResponseSchema,
  PhonePeRefundResponseSchema,
  PhonePeStatusResponseSchema,
  type PhonePePayPayload,
  type PhonePeRefundPayload,
  type PhonePeStatusResponse,
} from './phonepe-types.ts';
import type { Fetch, ProviderAnswer } from './types.ts';

export interface PhonePeConfig {
  merchantId: string;
  saltKey: string;
  saltIndex: string;
  /** Without trailing slash: PhonePe's host (https://api.phonepe.com/apis/hermes) or the built-in sandbox. */
  baseUrl: string;
}

export type PayRequest = Omit<PhonePePayPayload, 'merchantId' | 'redirectMode' | 'paymentInstrument'>;

export type PayResult = { ok: true; url: string } | { ok: false; code: string; message: string };

export type RefundRequest = Omit<PhonePeRefundPayload, 'merchantId'>;
/** PhonePe took the refund (done or under way), or refused it with its code. */
export type ActionResult = { ok: true } | { ok: false; code: string; message: string };

export interface PhonePeClient {
  readonly merchantId: string;
  /** POST /pg/v1/pay (Standard Checkout, PAY_PAGE): the URL of the pay page, or PhonePe's refusal. */
  pay(request: PayRequest): Promise<PayResult>;
  /** GET /pg/v1/status/{mid}/{mtid}. Network trouble and unreadable answers come back as PENDING (check again later). */
  status(merchantTransactionId: string): Promise<ProviderAnswer>;
  /** POST /pg/v1/refund: gives a paid transaction's money back. A repeated refund id is answered as the first. */
  refund(request: RefundRequest): Promise<ActionResult>;
  /**
   * Closes an attempt a newer one replaced. PhonePe PG v1 has no such API, so against real PhonePe this
   * answers NOT_SUPPORTED and the attempt is closed on our side only (a success arriving for it later
   * is refunded); the built-in sandbox expires it.
   */
  expire(merchantTransactionId: string): Promise<ActionResult>;
  /** Whether a callback's X-VERIFY is ours: right salt index and checksum (constant-time). */
  verifyCallback(base64Response: string, xVerify: string | undefined): boolean;
  /** The answer inside a verified callback, or null when it is not a status document. */
  decodeCallback(base64Response: string): ProviderAnswer | null;
}

const TIMEOUT_MS = 10_000;

/** Maps PhonePe's status document to a decision: decide on `code` (§2.7), state as a cross-check. */
export function answerOf(response: PhonePeStatusResponse): ProviderAnswer {
  const data = response.data ?? null;
  const base = {
    code: response.code,
    amountPaise: data?.amount ?? null,
    transactionId: data?.transactionId ?? null,
    merchantId: data?.merchantId ?? null,
    merchantTransactionId: data?.merchantTransactionId ?? null,
    responseCode: data?.responseCode ?? null,
  };
  if (response.code === 'PAYMENT_SUCCESS' && data?.state === 'COMPLETED') return { ...base, state: 'COMPLETED' };
  if (PHONEPE_FAILED_CODES.has(response.code) || data?.state === 'FAILED') return { ...base, state: 'FAILED' };
  // PAYMENT_PENDING, INTERNAL_SERVER_ERROR, TRANSACTION_NOT_FOUND, a success without COMPLETED: not decided.
  return { ...base, state: 'PENDING' };
}

const pendingBecause = (code: string, merchantTransactionId: string): ProviderAnswer => ({
  state: 'PENDING',
  code,
  amountPaise: null,
  transactionId: null,
  merchantId: null,
  merchantTransactionId,
  responseCode: null,
});

/** The PG v1 client. The same code talks to PhonePe or to the built-in sandbox; only the config differs. */
export function createPhonePeClient(config: PhonePeConfig, fetchImpl: Fetch = fetch, options: { canExpire?: boolean } = {}): PhonePeClient {
  const { merchantId, saltKey, saltIndex, baseUrl } = config;

  /** A POST whose JSON answer is PhonePe's { success, code, message } (network trouble is a refusal). */
  async function post(path: string, xVerify: string, body: string): Promise<ActionResult> {
    let answer: unknown;
    try {
      const res = await fetchImpl(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-verify': xVerify, 'x-merchant-id': merchantId },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      answer = await res.json();
    } catch (error) {
      return { ok: false, code: 'NETWORK_ERROR', message: error instanceof Error ? error.message : String(error) };
    }
    const parsed = PhonePeRefundResponseSchema.safeParse(answer);
    if (!parsed.success) return { ok: false, code: 'BAD_RESPONSE', message: 'PhonePe answered in an unexpected shape.' };
    const accepted = parsed.data.success && (parsed.data.code === 'PAYMENT_SUCCESS' || parsed.data.code === 'PAYMENT_PENDING');
    return accepted ? { ok: true } : { ok: false, code: parsed.data.code, message: parsed.data.message ?? 'PhonePe refused the request.' };
  }

  return {
    merchantId,

    async pay(request) {
      const payload: PhonePePayPayload = {
        merchantId,
        ...request,
        redirectMode: 'REDIRECT',
        paymentInstrument: { type: 'PAY_PAGE' },
      };
      // Null fields are left out before encoding (§2.3); JSON.stringify drops undefined ones.
      const base64 = toBase64Json(payload);
      let body: unknown;
      try {
        const res = await fetchImpl(`${baseUrl}${PAY_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', 'x-verify': payChecksum(base64, saltKey, saltIndex) },
          body: JSON.stringify({ request: base64 }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        body = await res.json();
      } catch (error) {
        return { ok: false, code: 'NETWORK_ERROR', message: error instanceof Error ? error.message : String(error) };
      }
      const parsed = PhonePePayResponseSchema.safeParse(body);
      if (!parsed.success) return { ok: false, code: 'BAD_RESPONSE', message: 'PhonePe answered in an unexpected shape.' };
      const url = parsed.data.data?.instrumentResponse?.redirectInfo?.url;
      if (!parsed.data.success || parsed.data.code !== 'PAYMENT_INITIATED' || !url) {
        return { ok: false, code: parsed.data.code, message: parsed.data.message ?? 'PhonePe refused the payment.' };
      }
      return { ok: true, url };
    },

    async status(merchantTransactionId) {
      let body: unknown;
      try {
        const res = await fetchImpl(`${baseUrl}${statusPath(merchantId, merchantTransactionId)}`, {
          method: 'GET',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'x-verify': statusChecksum(merchantId, merchantTransactionId, saltKey, saltIndex),
            'x-merchant-id': merchantId,
          },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        body = await res.json();
      } catch {
        return pendingBecause('NETWORK_ERROR', merchantTransactionId);
      }
      const parsed = PhonePeStatusResponseSchema.safeParse(body);
      return parsed.success ? answerOf(parsed.data) : pendingBecause('BAD_RESPONSE', merchantTransactionId);
    },

    refund(request) {
      const base64 = toBase64Json({ merchantId, ...request });
      return post(REFUND_PATH, refundChecksum(base64, saltKey, saltIndex), JSON.stringify({ request: base64 }));
    },

    expire(merchantTransactionId) {
      if (!options.canExpire) return Promise.resolve({ ok: false, code: 'NOT_SUPPORTED', message: 'PhonePe PG v1 cannot cancel a transaction.' });
      return post(expirePath(merchantId, merchantTransactionId), expireChecksum(merchantId, merchantTransactionId, saltKey, saltIndex), '{}');
    },

    verifyCallback(base64Response, xVerify) {
      if (saltIndexOf(xVerify) !== saltIndex) return false;
      return checksumMatches(xVerify, callbackChecksum(base64Response, saltKey, saltIndex));
    },

    decodeCallback(base64Response) {
      const parsed = PhonePeStatusResponseSchema.safeParse(fromBase64Json(base64Response));
      return parsed.success ? answerOf(parsed.data) : null;
    },
  };
}

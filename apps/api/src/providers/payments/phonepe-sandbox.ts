import crypto from 'node:crypto';
import {
  callbackChecksum,
  checksumMatches,
  expireChecksum,
  fromBase64Json,
  payChecksum,
  refundChecksum,
  saltIndexOf,
  statusChecksum,
  toBase64Json,
} from './phonepe-checksum.ts';
import { MERCHANT_TRANSACTION_ID_PATTERN, PhonePePayPayloadSchema, PhonePeRefundPayloadSchema, type PhonePeState } from './phonepe-types.ts';
import type { Fetch } from './types.ts';

/**
 * The built-in PhonePe sandbox: a stand-in for PhonePe's UAT that speaks the PG v1 API with the same
 * checksums (shared/reference/phonepe.md §5.2). Its transactions live in this process's memory, as an
 * external service's would live elsewhere; the app's own payment state is in the payments table.
 */

export type SandboxOutcome = 'success' | 'failure' | 'pending';

export interface SandboxTransaction {
  merchantId: string;
  merchantTransactionId: string;
  merchantUserId: string;
  amount: number;
  redirectUrl: string;
  callbackUrl: string;
  token: string;
  /** PhonePe's own id for the transaction ('T…'). */
  transactionId: string;
  state: PhonePeState;
  code: 'PAYMENT_SUCCESS' | 'PAYMENT_ERROR' | 'PAYMENT_PENDING';
  responseCode: string | null;
  /** Answers of each callback attempt (HTTP status, or the network error). */
  deliveries: string[];
  /** Set when the merchant expired the attempt (a newer one replaced it): it can no longer be paid. */
  expired: boolean;
  /** Refund ids and amounts taken from this (paid) transaction. */
  refunds: { merchantTransactionId: string; amount: number }[];
}

/** A PhonePe-shaped answer: HTTP status and JSON body. */
export interface SandboxReply {
  status: number;
  body: Record<string, unknown>;
}

export interface PhonePeSandboxOptions {
  merchantId: string;
  /** Salt keys by index: a merchant can hold several (§2.3). */
  saltKeys: Record<string, string>;
  /** Public URL of the sandbox (…/api/payments/phonepe-sandbox), for the pay page links. */
  baseUrl: string;
  fetch?: Fetch;
  log: { warn(object: object, message: string): void };
  /** Most transactions kept; the oldest are forgotten first. */
  capacity?: number;
}

export interface PhonePeSandbox {
  readonly merchantId: string;
  pay(base64Request: unknown, xVerify: string | undefined): SandboxReply;
  status(merchantId: string, merchantTransactionId: string, xVerify: string | undefined, xMerchantId: string | undefined): SandboxReply;
  /** POST /pg/v1/refund: gives back (part of) a COMPLETED transaction; the same refund id twice is answered alike. */
  refund(base64Request: unknown, xVerify: string | undefined): SandboxReply;
  /** The sandbox's own POST /pg/v1/expire/{mid}/{mtid}: a PENDING attempt fails and its pay page refuses payment. */
  expire(merchantId: string, merchantTransactionId: string, xVerify: string | undefined): SandboxReply;
  /** Every transaction it holds (tests count captures). */
  transactions(): SandboxTransaction[];
  /** The transaction behind a pay-page token, or null for an unknown token. */
  byToken(token: string): SandboxTransaction | null;
  /** Records the customer's choice, sends the S2S callback for a final one, and answers where to send the browser. */
  choose(token: string, outcome: SandboxOutcome): Promise<{ redirectUrl: string } | null>;
}

const fail = (status: number, code: string, message: string): SandboxReply => ({ status, body: { success: false, code, message } });

const CODE_OF: Record<PhonePeState, SandboxTransaction['code']> = {
  COMPLETED: 'PAYMENT_SUCCESS',
  FAILED: 'PAYMENT_ERROR',
  PENDING: 'PAYMENT_PENDING',
};
const MESSAGE_OF: Record<PhonePeState, string> = {
  COMPLETED: 'Your payment is successful.',
  FAILED: 'Payment Failed',
  PENDING: 'Your payment is in pending state.',
};

/** The status document (also the decoded body of the callback). */
export function statusDocument(tx: SandboxTransaction): Record<string, unknown> {
  return {
    success: tx.state === 'COMPLETED',
    code: tx.code,
    message: MESSAGE_OF[tx.state],
    data: {
      merchantId: tx.merchantId,
      merchantTransactionId: tx.merchantTransactionId,
      transactionId: tx.transactionId,
      amount: tx.amount,
      state: tx.state,
      responseCode: tx.responseCode,
      paymentInstrument: tx.state === 'COMPLETED' ? { type: 'UPI', utr: `SBX${tx.transactionId.slice(1, 13)}` } : null,
    },
  };
}

export function createPhonePeSandbox(options: PhonePeSandboxOptions): PhonePeSandbox {
  const { merchantId, saltKeys, baseUrl, log } = options;
  const fetchImpl = options.fetch ?? fetch;
  const capacity = options.capacity ?? 10_000;
  const transactions = new Map<string, SandboxTransaction>();
  const tokens = new Map<string, string>();

  /** The salt key named by the header's ###index, or null for an index this merchant does not have. */
  const saltFor = (xVerify: string | undefined) => {
    const index = saltIndexOf(xVerify);
    const key = index === null ? undefined : saltKeys[index];
    return key === undefined || index === null ? null : { index, key };
  };

  function remember(tx: SandboxTransaction) {
    transactions.set(tx.merchantTransactionId, tx);
    tokens.set(tx.token, tx.merchantTransactionId);
    while (transactions.size > capacity) {
      const oldest = transactions.values().next().value;
      if (!oldest) break;
      transactions.delete(oldest.merchantTransactionId);
      tokens.delete(oldest.token);
    }
  }

  async function deliverCallback(tx: SandboxTransaction) {
    const [index, key] = Object.entries(saltKeys)[0] ?? [];
    if (!index || !key) return;
    const response = toBase64Json(statusDocument(tx));
    // PhonePe's retry policy is not documented for PG v1 (§2.6); the sandbox tries three times.
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const res = await fetchImpl(tx.callbackUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-verify': callbackChecksum(response, key, index) },
          body: JSON.stringify({ response }),
          signal: AbortSignal.timeout(5_000),
        });
        tx.deliveries.push(String(res.status));
        if (res.ok) return;
      } catch (error) {
        tx.deliveries.push(error instanceof Error ? error.message : String(error));
      }
    }
    log.warn({ merchantTransactionId: tx.merchantTransactionId, deliveries: tx.deliveries }, 'PhonePe sandbox: callback not accepted');
  }

  return {
    merchantId,

    pay(base64Request, xVerify) {
      if (typeof base64Request !== 'string' || base64Request.length === 0) return fail(400, 'BAD_REQUEST', 'request is required');
      const salt = saltFor(xVerify);
      // Checked over the exact base64 received, never over re-serialised JSON (§2.3).
      if (!salt || !checksumMatches(xVerify, payChecksum(base64Request, salt.key, salt.index))) {
        return fail(401, 'AUTHORIZATION_FAILED', 'Authorization failed: X-VERIFY header is incorrect');
      }
      const parsed = PhonePePayPayloadSchema.safeParse(fromBase64Json(base64Request));
      if (!parsed.success) return fail(400, 'BAD_REQUEST', `Invalid request: ${parsed.error.issues[0]?.path.join('.') ?? 'payload'}`);
      const payload = parsed.data;
      if (payload.merchantId !== merchantId) return fail(401, 'AUTHORIZATION_FAILED', 'Unknown merchant');
      // The duplicate-id code of PG v1 is not documented (§2.4); this one is the sandbox's own.
      if (transactions.has(payload.merchantTransactionId)) return fail(400, 'INVALID_TRANSACTION_ID', 'Duplicate merchantTransactionId');
      const tx: SandboxTransaction = {
        merchantId,
        merchantTransactionId: payload.merchantTransactionId,
        merchantUserId: payload.merchantUserId,
        amount: payload.amount,
        redirectUrl: payload.redirectUrl,
        callbackUrl: payload.callbackUrl,
        token: crypto.randomBytes(24).toString('base64url'),
        transactionId: `T${Date.now()}${crypto.randomInt(100_000, 1_000_000)}`,
        state: 'PENDING',
        code: 'PAYMENT_PENDING',
        responseCode: null,
        deliveries: [],
        expired: false,
        refunds: [],
      };
      remember(tx);
      return {
        status: 200,
        body: {
          success: true,
          code: 'PAYMENT_INITIATED',
          message: 'Payment initiated',
          data: {
            merchantId,
            merchantTransactionId: tx.merchantTransactionId,
            instrumentResponse: { type: 'PAY_PAGE', redirectInfo: { url: `${baseUrl}/transact?token=${tx.token}`, method: 'GET' } },
          },
        },
      };
    },

    status(pathMerchantId, merchantTransactionId, xVerify, xMerchantId) {
      const salt = saltFor(xVerify);
      if (
        !salt ||
        pathMerchantId !== merchantId ||
        xMerchantId !== merchantId ||
        !MERCHANT_TRANSACTION_ID_PATTERN.test(merchantTransactionId) ||
        !checksumMatches(xVerify, statusChecksum(pathMerchantId, merchantTransactionId, salt.key, salt.index))
      ) {
        return fail(401, 'AUTHORIZATION_FAILED', 'Authorization failed: X-VERIFY header is incorrect');
      }
      const tx = transactions.get(merchantTransactionId);
      if (!tx) return fail(404, 'TRANSACTION_NOT_FOUND', 'No transaction found for this merchantTransactionId');
      return { status: 200, body: statusDocument(tx) };
    },

    refund(base64Request, xVerify) {
      if (typeof base64Request !== 'string' || base64Request.length === 0) return fail(400, 'BAD_REQUEST', 'request is required');
      const salt = saltFor(xVerify);
      if (!salt || !checksumMatches(xVerify, refundChecksum(base64Request, salt.key, salt.index))) {
        return fail(401, 'AUTHORIZATION_FAILED', 'Authorization failed: X-VERIFY header is incorrect');
      }
      const parsed = PhonePeRefundPayloadSchema.safeParse(fromBase64Json(base64Request));
      if (!parsed.success) return fail(400, 'BAD_REQUEST', `Invalid request: ${parsed.error.issues[0]?.path.join('.') ?? 'payload'}`);
      const payload = parsed.data;
      if (payload.merchantId !== merchantId) return fail(401, 'AUTHORIZATION_FAILED', 'Unknown merchant');
      const original = transactions.get(payload.originalTransactionId);
      if (!original) return fail(400, 'TRANSACTION_NOT_FOUND', 'No transaction found for originalTransactionId');
      const done = (status: number) => ({
        status,
        body: {
          success: true,
          code: 'PAYMENT_SUCCESS',
          message: 'Your request has been successfully completed.',
          data: {
            merchantId,
            merchantTransactionId: payload.merchantTransactionId,
            transactionId: `R${original.transactionId.slice(1)}`,
            amount: payload.amount,
            state: 'COMPLETED',
            responseCode: 'SUCCESS',
          },
        },
      });
      if (original.refunds.some((r) => r.merchantTransactionId === payload.merchantTransactionId)) return done(200);
      if (original.state !== 'COMPLETED') return fail(400, 'PAYMENT_ERROR', 'Only a completed transaction can be refunded');
      const refundedSoFar = original.refunds.reduce((sum, r) => sum + r.amount, 0);
      // PhonePe refuses refunds beyond what was paid (EXCESS_REFUND_AMOUNT, §2.11).
      if (refundedSoFar + payload.amount > original.amount) return fail(400, 'EXCESS_REFUND_AMOUNT', 'Refund amount exceeds the paid amount');
      original.refunds.push({ merchantTransactionId: payload.merchantTransactionId, amount: payload.amount });
      return done(200);
    },

    expire(pathMerchantId, merchantTransactionId, xVerify) {
      const salt = saltFor(xVerify);
      if (
        !salt ||
        pathMerchantId !== merchantId ||
        !MERCHANT_TRANSACTION_ID_PATTERN.test(merchantTransactionId) ||
        !checksumMatches(xVerify, expireChecksum(pathMerchantId, merchantTransactionId, salt.key, salt.index))
      ) {
        return fail(401, 'AUTHORIZATION_FAILED', 'Authorization failed: X-VERIFY header is incorrect');
      }
      const tx = transactions.get(merchantTransactionId);
      if (!tx) return fail(404, 'TRANSACTION_NOT_FOUND', 'No transaction found for this merchantTransactionId');
      if (tx.state !== 'PENDING') return fail(400, 'PAYMENT_ERROR', 'The transaction is already decided');
      tx.expired = true;
      tx.state = 'FAILED';
      tx.code = 'PAYMENT_ERROR';
      tx.responseCode = 'EXPIRED_BY_MERCHANT';
      return { status: 200, body: { success: true, code: 'PAYMENT_SUCCESS', message: 'Transaction expired' } };
    },

    transactions: () => [...transactions.values()],

    byToken(token) {
      const id = tokens.get(token);
      return (id && transactions.get(id)) || null;
    },

    async choose(token, outcome) {
      const id = tokens.get(token);
      const tx = id ? transactions.get(id) : undefined;
      if (!tx) return null;
      // A decided payment stays decided (PAYMENT_ERROR is final at PhonePe); choosing again only returns the customer.
      if (tx.state !== 'PENDING' || outcome === 'pending') return { redirectUrl: tx.redirectUrl };
      tx.state = outcome === 'success' ? 'COMPLETED' : 'FAILED';
      tx.code = CODE_OF[tx.state];
      tx.responseCode = outcome === 'success' ? 'SUCCESS' : 'PAYMENT_DECLINED_BY_SANDBOX';
      await deliverCallback(tx);
      return { redirectUrl: tx.redirectUrl };
    },
  };
}

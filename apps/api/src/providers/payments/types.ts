/** What a payment provider said about one payment, in the terms the payments module decides on. */
export interface ProviderAnswer {
  /** COMPLETED: money received; FAILED: final refusal; PENDING: not decided yet (or the provider could not say). */
  state: 'COMPLETED' | 'FAILED' | 'PENDING';
  /** The provider's code ('PAYMENT_SUCCESS', 'PAYMENT_ERROR', 'CARD_DECLINED', ...). */
  code: string;
  /** Amount the provider reports, in paise; null when its answer carried none. */
  amountPaise: number | null;
  /** The provider's own transaction id, when it gave one. */
  transactionId: string | null;
  /** Merchant id and transaction id the answer is about (compared with ours before use). */
  merchantId: string | null;
  merchantTransactionId: string | null;
  responseCode: string | null;
}

/** fetch, injectable so tests can route provider calls through the app itself. */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

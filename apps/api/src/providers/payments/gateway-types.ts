import type { ProviderAnswer } from './types.ts';

/** The handle of one attempt at the gateway: its order there, and its payment once one is known. */
export interface GatewayChargeRef {
  /** The gateway's order ('order_…' at Razorpay), created before the customer pays. */
  providerOrderId: string | null;
  /** The gateway's payment ('pay_…'), once one arrived. */
  providerTransactionId: string | null;
  merchantTransactionId: string;
  amountPaise: number;
}

/** A gateway's answer to a cancel or refund request: accepted, or refused with its code. */
export type GatewayActionResult = { ok: true } | { ok: false; code: string; message: string };

/** What Checkout handed the browser after a payment (Razorpay's handler response). */
export interface CheckoutProof {
  orderId: string;
  paymentId: string;
  signature: string;
}

/**
 * The card / UPI / net-banking gateway (decision 050): Razorpay through its official SDK, pointed at
 * the built-in sandbox in demo mode, or 'unavailable' outside demo mode without credentials.
 */
export interface PaymentGateway {
  readonly name: string;
  /** The key id the browser opens Checkout with (public). */
  readonly keyId: string;
  /** The sandbox's hosted checkout page (demo mode), or null: the browser loads Razorpay's Checkout. */
  readonly sandboxCheckoutUrl: string | null;
  /** Creates the gateway's order for an amount the server computed; `receipt` is our attempt id. */
  openOrder(request: {
    merchantTransactionId: string;
    amountPaise: number;
    notes: Record<string, string>;
  }): Promise<{ providerOrderId: string }>;
  /**
   * The outcome of an open attempt, asking the gateway: a captured payment is COMPLETED; an authorized
   * one is captured first (our capture, for the amount the attempt holds); PENDING until decided, and
   * while the gateway cannot be reached.
   */
  status(charge: GatewayChargeRef, now: Date): Promise<ProviderAnswer>;
  /** A replaced attempt: the gateway's orders cannot be cancelled, so this says whether money was already captured. */
  cancel(charge: GatewayChargeRef): Promise<GatewayActionResult>;
  /** Gives a captured payment's money back. `refundId` is ours (the refund's receipt) and makes a repeat harmless. */
  refund(charge: GatewayChargeRef & { refundId: string }): Promise<GatewayActionResult>;
  /** HMAC_SHA256(order_id|payment_id, key_secret), as Checkout's result carries it. */
  checkoutSignatureValid(proof: CheckoutProof): boolean;
  /** X-Razorpay-Signature: HMAC_SHA256(raw body, webhook secret). */
  webhookSignatureValid(rawBody: string, signature: string | undefined): boolean;
}

import type { ProviderAnswer } from './types.ts';

/** What the customer pays with. The card number and CVV live only in this request, never in storage or logs. */
export type GatewayInstrument =
  | { method: 'card'; number: string; expiry: string; cvv: string; name: string }
  | { method: 'upi'; upiId: string }
  | { method: 'netbanking'; bank: string };

export interface GatewayChargeRequest {
  merchantTransactionId: string;
  amountPaise: number;
  instrument: GatewayInstrument;
}

export interface GatewayCharge {
  /** The gateway's id of the charge; the only handle kept to ask about it later. */
  providerTransactionId: string;
  /** When it is worth asking for the outcome (the gateway is asynchronous). */
  settleAt: Date;
}

/** The handle of one charge at the gateway. */
export interface GatewayChargeRef {
  providerTransactionId: string;
  merchantTransactionId: string;
  amountPaise: number;
}

/** A gateway's answer to a cancel or refund request: accepted, or refused with its code. */
export type GatewayActionResult = { ok: true } | { ok: false; code: string; message: string };

/**
 * A card / UPI / net-banking payment gateway. The default is the sandbox gateway; a real one (Razorpay,
 * Cashfree, PayU…) implements the same calls and is chosen in app.ts.
 */
export interface PaymentGateway {
  readonly name: string;
  charge(request: GatewayChargeRequest): Promise<GatewayCharge>;
  /** The outcome of a charge; PENDING until the gateway has decided. */
  status(charge: GatewayChargeRef, now: Date): Promise<ProviderAnswer>;
  /** Voids a charge not yet captured (a newer attempt replaced it); a charge already captured is refunded instead. */
  cancel(charge: GatewayChargeRef): Promise<GatewayActionResult>;
  /** Gives a captured charge's money back. `refundId` is ours and makes a repeated request harmless. */
  refund(charge: GatewayChargeRef & { refundId: string }): Promise<GatewayActionResult>;
}

import { PAYMENT_EXPIRED_DESCRIPTION } from '@dawa/shared/commerce/order-state';
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from '../../providers/payments/gateway-types.ts';
import type { PhonePeClient } from '../../providers/payments/phonepe-client.ts';

/** The little of a logger the payment services use (pino's shape). Nothing logged here carries card data. */
export interface PaymentsLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What the payment services need from the app; built once in app.ts. */
export interface PaymentsContext {
  db: Database;
  phonePe: PhonePeClient;
  gateway: PaymentGateway;
  /** The web app's origin: PhonePe sends the browser back to /payment/callback/{id} there. */
  publicUrl: string;
  log: PaymentsLogger;
  now: () => Date;
  /** Told after a payment settled (success, failed, refund_pending), by provider: the metrics count it. */
  onOutcome?: (provider: string, outcome: string) => void;
}

export const PHONEPE_PROVIDER = 'phonepe';

/** How long an online-payment order may wait for its money before its stock goes back. */
export const PAYMENT_WINDOW_MS = 30 * 60 * 1000;
// The order's tracking words it by its code (commerce/order-state.ts), so it is that sentence.
export const PAYMENT_EXPIRED_REASON = PAYMENT_EXPIRED_DESCRIPTION;
export const PAYMENT_EXPIRED_CODE = 'EXPIRED';

import { z } from 'zod';
import { PAYMENT_METHODS } from '../commerce/rules.ts';

/** Said by the payment routes, by order creation and on the checkout page when a method cannot be used. */
export const PAYMENT_UNAVAILABLE_MESSAGE = 'Online payment is not available right now. Please choose Cash on Delivery.';

/** The banner of the demo store (written into every page by the server, decision 013). */
export const DEMO_BANNER_TEXT = 'Demo store: sandbox payments, no real money';

/** GET /api/config: what this shop offers, for the pages that need it (the checkout). */
export const PublicConfigSchema = z.object({
  /** The demo store: sandbox payments and the published demo accounts (decision 013). */
  demoMode: z.boolean(),
  /** The payment methods that can be used now, in the checkout's order; cash on delivery always. */
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

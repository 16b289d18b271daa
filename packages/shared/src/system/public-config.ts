import { z } from 'zod';
import { PAYMENT_METHODS } from '../commerce/rules.ts';

/** GET /api/config: what this shop offers, for the pages that need it (the checkout). */
export const PublicConfigSchema = z.object({
  /** The demo store: sandbox payments and the published demo accounts (decision 013). */
  demoMode: z.boolean(),
  /** The payment methods that can be used now, in the checkout's order; cash on delivery always. */
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

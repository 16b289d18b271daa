import { PAYMENT_METHODS, type PaymentMethod } from '@dawa/shared/commerce/rules';
import { PAYMENT_UNAVAILABLE_MESSAGE } from '@dawa/shared/system/texts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentGateway } from './gateway-types.ts';
import type { PhonePeClient } from './phonepe-client.ts';
import type { ProviderAnswer } from './types.ts';

/** Which payment methods this shop can take now (decision 013). Cash on delivery always. */
export interface PaymentAvailability {
  /** In the checkout's order. */
  readonly methods: readonly PaymentMethod[];
  isAvailable(method: PaymentMethod): boolean;
}

export interface PaymentAvailabilitySettings {
  demoMode: boolean;
  /** Real PhonePe credentials are configured (PHONEPE_*). */
  phonePeConfigured: boolean;
  /** Real Razorpay keys are configured (RAZORPAY_*): card, UPI and net banking. */
  razorpayConfigured?: boolean;
}

const RAZORPAY_METHODS: readonly PaymentMethod[] = ['card', 'upi', 'netbanking'];

/**
 * Real money needs a real provider: PhonePe with its credentials, Razorpay with its keys (card, UPI,
 * net banking; decision 050), or their sandboxes in demo mode.
 */
export function paymentAvailability({
  demoMode,
  phonePeConfigured,
  razorpayConfigured = false,
}: PaymentAvailabilitySettings): PaymentAvailability {
  const usable = (method: PaymentMethod) =>
    method === 'cod' ||
    demoMode ||
    (method === 'phonepe' && phonePeConfigured) ||
    (RAZORPAY_METHODS.includes(method) && razorpayConfigured);
  const methods = PAYMENT_METHODS.filter(usable);
  return { methods, isAvailable: (method) => methods.includes(method) };
}

/** The readable refusal of a method the shop cannot take now (409). */
export const paymentUnavailable = () => new AppError('conflict', PAYMENT_UNAVAILABLE_MESSAGE);

/** Throws paymentUnavailable() unless the method can be used now. */
export function assertPaymentMethodAvailable(availability: PaymentAvailability, method: PaymentMethod): void {
  if (!availability.isAvailable(method)) throw paymentUnavailable();
}

/** While a provider is unavailable, an open payment of an earlier run is undecided; its order expires as usual. */
const undecided = (merchantTransactionId: string): ProviderAnswer => ({
  state: 'PENDING',
  code: 'PROVIDER_UNAVAILABLE',
  amountPaise: null,
  transactionId: null,
  merchantId: null,
  merchantTransactionId,
  responseCode: null,
});

/** What an unavailable provider answers to a cancel, expire or refund: it never took money to give back. */
const unavailableAction = { ok: false, code: 'PROVIDER_UNAVAILABLE', message: PAYMENT_UNAVAILABLE_MESSAGE } as const;

/**
 * PhonePe without credentials outside demo mode: never a sandbox. Nothing reaches it (the payment routes
 * refuse first); should anything, it takes no money and accepts no callback.
 */
export function createUnavailablePhonePeClient(): PhonePeClient {
  return {
    pay: () => Promise.resolve({ ok: false, code: 'PROVIDER_UNAVAILABLE', message: PAYMENT_UNAVAILABLE_MESSAGE }),
    status: (merchantOrderId) => Promise.resolve(undecided(merchantOrderId)),
    refund: () => Promise.resolve(unavailableAction),
    refundStatus: () => Promise.resolve(null),
    expire: () => Promise.resolve(unavailableAction),
    readWebhook: () => null,
  };
}

/** Card, UPI and net banking outside demo mode without Razorpay keys: never a sandbox, takes no money, believes no signature. */
export function createUnavailableGateway(): PaymentGateway {
  return {
    name: 'unavailable',
    keyId: '',
    sandboxCheckoutUrl: null,
    openOrder: () => Promise.reject(paymentUnavailable()),
    status: ({ merchantTransactionId }) => Promise.resolve(undecided(merchantTransactionId)),
    cancel: () => Promise.resolve(unavailableAction),
    refund: () => Promise.resolve(unavailableAction),
    checkoutSignatureValid: () => false,
    webhookSignatureValid: () => false,
  };
}

import { createUnavailableGateway, createUnavailablePhonePeClient, paymentAvailability, type PaymentAvailability } from './availability.ts';
import type { PaymentGateway } from './gateway-types.ts';
import { createPhonePeClient, type PhonePeClient, type PhonePeConfig } from './phonepe-client.ts';
import { resolvePhonePeConfig, type PhonePeSettings } from './phonepe-config.ts';
import { createRazorpayGateway, type RazorpayConfig } from './razorpay-client.ts';
import { resolveRazorpayConfig, type RazorpaySettings } from './razorpay-config.ts';
import type { Fetch } from './types.ts';

export interface PaymentProviders {
  phonePe: PhonePeClient;
  gateway: PaymentGateway;
  availability: PaymentAvailability;
  /** The built-in PhonePe sandbox's settings when it is to be mounted (demo mode without PhonePe credentials), else null. */
  phonePeSandbox: PhonePeConfig | null;
  /** The built-in Razorpay sandbox's keys when it is to be mounted (demo mode without Razorpay keys), else null. */
  razorpaySandbox: RazorpayConfig | null;
}

/**
 * The payment providers of this run (decision 013): real PhonePe with its credentials; in demo mode
 * the sandboxes for what has no credentials; outside demo mode nothing that takes no money, so what has
 * no real provider is unavailable.
 */
export function selectPaymentProviders(
  settings: PhonePeSettings & RazorpaySettings & { DEMO_MODE: boolean },
  serverSecret: Uint8Array,
  fetchImpl?: Fetch,
  log: { warn(details: object, message: string): void } = { warn: () => {} },
): PaymentProviders {
  const phonePe = resolvePhonePeConfig(settings, serverSecret, fetchImpl);
  const demoMode = settings.DEMO_MODE;
  const usePhonePe = !phonePe.sandbox || demoMode;
  const razorpay = resolveRazorpayConfig(settings, serverSecret);
  const useRazorpay = !razorpay.sandbox || demoMode;
  return {
    // Without credentials the SDK is routed to the built-in sandbox, which exists only in demo mode.
    phonePe: usePhonePe ? createPhonePeClient(phonePe.config) : createUnavailablePhonePeClient(),
    // Card, UPI and net banking: Razorpay with its keys, its built-in sandbox in demo mode (decision 050).
    gateway: useRazorpay ? createRazorpayGateway(razorpay.config, { fetch: fetchImpl, log }) : createUnavailableGateway(),
    availability: paymentAvailability({ demoMode, phonePeConfigured: !phonePe.sandbox, razorpayConfigured: !razorpay.sandbox }),
    phonePeSandbox: phonePe.sandbox && demoMode ? phonePe.config : null,
    razorpaySandbox: razorpay.sandbox && demoMode ? razorpay.config : null,
  };
}

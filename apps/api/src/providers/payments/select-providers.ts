import { createUnavailableGateway, createUnavailablePhonePeClient, paymentAvailability, type PaymentAvailability } from './availability.ts';
import type { PaymentGateway } from './gateway-types.ts';
import { createPhonePeClient, type PhonePeClient, type PhonePeConfig } from './phonepe-client.ts';
import { resolvePhonePeConfig, type PhonePeSettings } from './phonepe-config.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';
import type { Fetch } from './types.ts';

export interface PaymentProviders {
  phonePe: PhonePeClient;
  gateway: PaymentGateway;
  availability: PaymentAvailability;
  /** The built-in PhonePe sandbox's settings when it is to be mounted (demo mode without PhonePe credentials), else null. */
  phonePeSandbox: PhonePeConfig | null;
}

/**
 * The payment providers of this run (decision 013): real PhonePe with its credentials; in demo mode
 * the sandboxes for what has no credentials; outside demo mode nothing that takes no money, so what has
 * no real provider is unavailable.
 */
export function selectPaymentProviders(settings: PhonePeSettings & { DEMO_MODE: boolean }, serverSecret: Uint8Array, fetchImpl?: Fetch): PaymentProviders {
  const phonePe = resolvePhonePeConfig(settings, serverSecret, fetchImpl);
  const demoMode = settings.DEMO_MODE;
  const usePhonePe = !phonePe.sandbox || demoMode;
  return {
    // Without credentials the SDK is routed to the built-in sandbox, which exists only in demo mode.
    phonePe: usePhonePe ? createPhonePeClient(phonePe.config) : createUnavailablePhonePeClient(),
    // No real card / UPI / net-banking adapter exists yet: the sandbox gateway, only in demo mode.
    gateway: demoMode ? createSandboxGateway() : createUnavailableGateway(),
    availability: paymentAvailability({ demoMode, phonePeConfigured: !phonePe.sandbox }),
    phonePeSandbox: phonePe.sandbox && demoMode ? phonePe.config : null,
  };
}

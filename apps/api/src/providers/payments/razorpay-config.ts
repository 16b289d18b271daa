import crypto from 'node:crypto';
import type { RazorpayConfig } from './razorpay-client.ts';

export const RAZORPAY_SANDBOX_PATH = '/api/payments/razorpay-sandbox';

export interface RazorpaySettings {
  RAZORPAY_KEY_ID?: string | undefined;
  RAZORPAY_KEY_SECRET?: string | undefined;
  RAZORPAY_WEBHOOK_SECRET?: string | undefined;
  PUBLIC_URL: string;
}

/**
 * Real Razorpay when its keys are configured (env.ts requires all three together); otherwise the
 * built-in sandbox of this app, whose keys are derived from the server's secret, so nobody outside the
 * server can sign a sandbox payment or webhook either.
 */
export function resolveRazorpayConfig(settings: RazorpaySettings, serverSecret: Uint8Array): { config: RazorpayConfig; sandbox: boolean } {
  if (settings.RAZORPAY_KEY_ID && settings.RAZORPAY_KEY_SECRET && settings.RAZORPAY_WEBHOOK_SECRET) {
    return {
      sandbox: false,
      config: { keyId: settings.RAZORPAY_KEY_ID, keySecret: settings.RAZORPAY_KEY_SECRET, webhookSecret: settings.RAZORPAY_WEBHOOK_SECRET },
    };
  }
  const derive = (label: string) => crypto.createHmac('sha256', serverSecret).update(`dawa razorpay sandbox ${label} v1`).digest('hex');
  const base = `${settings.PUBLIC_URL}${RAZORPAY_SANDBOX_PATH}`;
  return {
    sandbox: true,
    config: {
      keyId: `rzp_test_${derive('key id').slice(0, 14)}`,
      keySecret: derive('key secret').slice(0, 32),
      webhookSecret: derive('webhook secret').slice(0, 32),
      hostUrl: base,
      sandboxCheckoutUrl: `${RAZORPAY_SANDBOX_PATH}/checkout`,
    },
  };
}

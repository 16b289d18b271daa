import crypto from 'node:crypto';
import type { Fetch } from './types.ts';
import type { PhonePeConfig } from './phonepe-client.ts';

export const SANDBOX_MERCHANT_ID = 'DAWASANDBOX';
export const SANDBOX_PATH = '/api/payments/phonepe-sandbox';
export const WEBHOOK_PATH = '/api/payments/phonepe/callback';

/**
 * The built-in sandbox's API credentials. Public on purpose, like the test credentials PhonePe once
 * published for UAT: the sandbox moves no money, and PhonePe's SDK holds one client per process, so
 * every app of a process (tests build many) must present the same ones. What must stay secret, the
 * webhook's password, is derived from the server's secret (resolvePhonePeConfig).
 */
export const SANDBOX_CLIENT = { id: 'DAWA_SANDBOX_CLIENT', secret: 'dawa-sandbox-client-secret', version: 1 } as const;

export interface PhonePeSettings {
  PHONEPE_CLIENT_ID?: string | undefined;
  PHONEPE_CLIENT_SECRET?: string | undefined;
  PHONEPE_CLIENT_VERSION: number;
  PHONEPE_ENV: 'sandbox' | 'production';
  PHONEPE_WEBHOOK_USERNAME?: string | undefined;
  PHONEPE_WEBHOOK_PASSWORD?: string | undefined;
  PHONEPE_TIMEOUT_MS: number;
  PUBLIC_URL: string;
  /** Where the built-in sandbox is mounted, when not at PUBLIC_URL (several instances in demo mode). */
  PAYMENT_SANDBOX_URL?: string | undefined;
}

/**
 * Real PhonePe (UAT or production, by PHONEPE_ENV) when a client id is configured (env.ts requires
 * the secret and the webhook pair with it); otherwise the built-in sandbox of this app, which the
 * SDK reaches through `fetch` (decision 049).
 */
export function resolvePhonePeConfig(
  settings: PhonePeSettings,
  serverSecret: Uint8Array,
  fetchImpl: Fetch = fetch,
): { config: PhonePeConfig; sandbox: boolean } {
  const timeoutMs = settings.PHONEPE_TIMEOUT_MS;
  if (
    settings.PHONEPE_CLIENT_ID &&
    settings.PHONEPE_CLIENT_SECRET &&
    settings.PHONEPE_WEBHOOK_USERNAME &&
    settings.PHONEPE_WEBHOOK_PASSWORD
  ) {
    return {
      sandbox: false,
      config: {
        clientId: settings.PHONEPE_CLIENT_ID,
        clientSecret: settings.PHONEPE_CLIENT_SECRET,
        clientVersion: settings.PHONEPE_CLIENT_VERSION,
        env: settings.PHONEPE_ENV,
        webhookUsername: settings.PHONEPE_WEBHOOK_USERNAME,
        webhookPassword: settings.PHONEPE_WEBHOOK_PASSWORD,
        timeoutMs,
      },
    };
  }
  const webhookPassword = crypto.createHmac('sha256', serverSecret).update('dawa phonepe sandbox webhook v2').digest('hex').slice(0, 20);
  return {
    sandbox: true,
    config: {
      clientId: SANDBOX_CLIENT.id,
      clientSecret: SANDBOX_CLIENT.secret,
      clientVersion: SANDBOX_CLIENT.version,
      env: 'sandbox',
      webhookUsername: 'dawa_sandbox',
      webhookPassword,
      timeoutMs,
      localSandbox: { baseUrl: `${settings.PAYMENT_SANDBOX_URL ?? settings.PUBLIC_URL}${SANDBOX_PATH}`, fetch: fetchImpl },
    },
  };
}

import crypto from 'node:crypto';
import type { PhonePeConfig } from './phonepe-client.ts';

export const SANDBOX_MERCHANT_ID = 'DAWASANDBOX';
export const SANDBOX_SALT_INDEX = '1';
export const SANDBOX_PATH = '/api/payments/phonepe-sandbox';

export interface PhonePeSettings {
  PHONEPE_MERCHANT_ID?: string | undefined;
  PHONEPE_SALT_KEY?: string | undefined;
  PHONEPE_SALT_INDEX: string;
  PHONEPE_BASE_URL?: string | undefined;
  PUBLIC_URL: string;
}

/**
 * Real PhonePe when a merchant id is configured (env.ts requires the salt key and base URL with it);
 * otherwise the built-in sandbox of this app. The sandbox's salt key is derived from the server's
 * secret, so nobody outside the server can sign a sandbox callback either.
 */
export function resolvePhonePeConfig(settings: PhonePeSettings, serverSecret: Uint8Array): { config: PhonePeConfig; sandbox: boolean } {
  if (settings.PHONEPE_MERCHANT_ID && settings.PHONEPE_SALT_KEY && settings.PHONEPE_BASE_URL) {
    return {
      sandbox: false,
      config: {
        merchantId: settings.PHONEPE_MERCHANT_ID,
        saltKey: settings.PHONEPE_SALT_KEY,
        saltIndex: settings.PHONEPE_SALT_INDEX,
        baseUrl: settings.PHONEPE_BASE_URL.replace(/\/+$/, ''),
      },
    };
  }
  const saltKey = crypto.createHmac('sha256', serverSecret).update('dawa phonepe sandbox salt v1').digest('hex');
  return {
    sandbox: true,
    config: { merchantId: SANDBOX_MERCHANT_ID, saltKey, saltIndex: SANDBOX_SALT_INDEX, baseUrl: `${settings.PUBLIC_URL}${SANDBOX_PATH}` },
  };
}

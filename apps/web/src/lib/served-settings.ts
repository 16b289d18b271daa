import type { ServedSettings } from '@dawa/shared/system/settings';
import { SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY } from '@/config/paths';

const FALLBACK: ServedSettings = {
  supportEmail: SUPPORT_EMAIL,
  supportPhone: SUPPORT_PHONE_DISPLAY,
  features: { newsletter: true, reviews: true, cashOnDelivery: true, registrations: true },
};

let cached: ServedSettings | undefined;

/**
 * The System Settings the server wrote into this page (<meta name="dawa-settings">, plugins/spa.ts):
 * support contacts and feature switches, with no request and no schema in the app shell. Without the
 * tag (the Vite dev server) the defaults apply. The server enforces the switches either way.
 */
export function servedSettings(): ServedSettings {
  if (cached) return cached;
  let read: Partial<ServedSettings> = {};
  try {
    read = JSON.parse(document.querySelector<HTMLMetaElement>('meta[name="dawa-settings"]')?.content ?? '{}') as Partial<ServedSettings>;
  } catch {
    /* a damaged tag: the defaults */
  }
  cached = { ...FALLBACK, ...read, features: { ...FALLBACK.features, ...read.features } };
  return cached;
}

/** A tel: link of a phone number as displayed ('+91 80 4567 8900' → 'tel:+918045678900'). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

import type { ServedSettings } from '@dawa/shared/system/settings';
import { SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY } from '@/config/paths';

let cached: ServedSettings | undefined;

function read(): ServedSettings {
  try {
    const served = JSON.parse(document.querySelector<HTMLMetaElement>('meta[name=dawa-settings]')?.content ?? '') as ServedSettings;
    // The server writes every field; anything less is not its tag.
    if (served.features) return served;
  } catch {
    /* no tag, or a damaged one: the defaults */
  }
  return {
    supportEmail: SUPPORT_EMAIL,
    supportPhone: SUPPORT_PHONE_DISPLAY,
    features: { newsletter: true, reviews: true, cashOnDelivery: true, registrations: true },
  };
}

/**
 * The System Settings the server wrote into this page (<meta name="dawa-settings">, plugins/spa.ts):
 * support contacts and feature switches, with no request and no schema in the app shell. Without the
 * tag (the Vite dev server) the defaults apply. The server enforces the switches either way.
 */
export const servedSettings = (): ServedSettings => (cached ??= read());

/** Reads the tag again on the next call (tests that write their own tag). */
export const forgetServedSettings = () => {
  cached = undefined;
};

/** A tel: link of a phone number as displayed ('+91 80 4567 8900' → 'tel:+918045678900'). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

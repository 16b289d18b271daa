import type { AdminSystemSettings, AdminUpdateSettingsBody, FeatureSwitches } from '@dawa/shared/system/settings';

/** The form as typed: amounts in rupees and hours as text, the new site password empty unless changed. */
export interface SettingsDraft {
  deliveryChargeRupees: string;
  freeDeliveryAboveRupees: string;
  supportEmail: string;
  supportPhone: string;
  siteLockEnabled: boolean;
  siteLockPassword: string;
  cancellationWindowHours: string;
  features: FeatureSwitches;
}

const rupees = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

export function draftOf(settings: AdminSystemSettings): SettingsDraft {
  return {
    deliveryChargeRupees: rupees(settings.deliveryChargePaise),
    freeDeliveryAboveRupees: rupees(settings.freeDeliveryAbovePaise),
    supportEmail: settings.supportEmail,
    supportPhone: settings.supportPhone,
    siteLockEnabled: settings.siteLockEnabled,
    siteLockPassword: '',
    cancellationWindowHours: settings.cancellationWindowHours === null ? '' : String(settings.cancellationWindowHours),
    features: { ...settings.features },
  };
}

/**
 * Rupees typed as '40' or '40.50' to paise. Anything else is sent as typed, so the server's field
 * message explains it (one set of rules, on the server).
 */
const toPaise = (text: string): unknown => (/^\d{1,9}(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : text);
const toHours = (text: string): unknown => (text.trim() === '' ? null : /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : text);

/** The PUT body of a draft (the password only when one was typed). */
export function bodyOf(draft: SettingsDraft): AdminUpdateSettingsBody {
  return {
    deliveryChargePaise: toPaise(draft.deliveryChargeRupees) as number,
    freeDeliveryAbovePaise: toPaise(draft.freeDeliveryAboveRupees) as number,
    supportEmail: draft.supportEmail,
    supportPhone: draft.supportPhone,
    siteLockEnabled: draft.siteLockEnabled,
    ...(draft.siteLockPassword ? { siteLockPassword: draft.siteLockPassword } : {}),
    cancellationWindowHours: toHours(draft.cancellationWindowHours) as number | null,
    features: draft.features,
  };
}

import { z } from 'zod';
import { DELIVERY_CHARGE_PAISE, FREE_DELIVERY_ABOVE_PAISE } from '../commerce/rules.ts';

/** The features an admin can switch off (System Settings); each is refused by the server and hidden on the web. */
export const FEATURE_SWITCHES = ['newsletter', 'reviews', 'cashOnDelivery', 'registrations'] as const;
export type FeatureSwitch = (typeof FEATURE_SWITCHES)[number];

export const FEATURE_LABELS: Record<FeatureSwitch, string> = {
  newsletter: 'Newsletter sign-up',
  reviews: 'Product reviews',
  cashOnDelivery: 'Cash on delivery',
  registrations: 'New registrations',
};

/** What the API answers (403) when a switched-off feature is used. */
export const FEATURE_OFF_MESSAGES: Record<FeatureSwitch, string> = {
  newsletter: 'Newsletter sign-up is closed at the moment.',
  reviews: 'Reviews are turned off at the moment.',
  cashOnDelivery: 'Cash on delivery is not available at the moment. Please choose another payment method.',
  registrations: 'New registrations are closed at the moment.',
};

export const FeatureSwitchesSchema = z.object({
  newsletter: z.boolean(),
  reviews: z.boolean(),
  cashOnDelivery: z.boolean(),
  registrations: z.boolean(),
});
export type FeatureSwitches = z.infer<typeof FeatureSwitchesSchema>;

/**
 * Every stored setting: its key in the system_settings table and the schema of its value. A stored
 * value that no longer parses (an older shape) counts as absent: its default applies.
 */
export const SETTING_VALUE_SCHEMAS = {
  /** ₹10,000 is a generous ceiling; a charge above it is a typo (paise entered as rupees twice). */
  deliveryChargePaise: z
    .number()
    .int('Enter whole paise')
    .min(0, 'The delivery charge cannot be negative')
    .max(10_000_00, 'The delivery charge can be at most ₹10,000'),
  freeDeliveryAbovePaise: z
    .number()
    .int('Enter whole paise')
    .min(0, 'The free-delivery threshold cannot be negative')
    .max(10_00_000_00, 'The free-delivery threshold can be at most ₹10,00,000'),
  supportEmail: z.string().trim().max(254, 'At most 254 characters').pipe(z.email('Enter a valid e-mail address')),
  supportPhone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'Enter a phone number such as +91 80 4567 8900'),
  siteLockEnabled: z.boolean(),
  /** Hours after placing within which a customer may cancel (still only before shipping); null: no hour limit. */
  cancellationWindowHours: z.number().int('Enter whole hours').min(1, 'At least 1 hour').max(720, 'At most 720 hours (30 days)').nullable(),
  features: FeatureSwitchesSchema,
} as const;
export type SettingKey = keyof typeof SETTING_VALUE_SCHEMAS;
export const SETTING_KEYS = Object.keys(SETTING_VALUE_SCHEMAS) as SettingKey[];

/** The settings in force (stored values over the defaults). */
export const SystemSettingsSchema = z.object(SETTING_VALUE_SCHEMAS);
export type SystemSettings = z.infer<typeof SystemSettingsSchema>;

/** What applies while nothing is stored; siteLockEnabled is then decided by SITE_LOCK_PASSWORD (the bootstrap value). */
export const DEFAULT_SYSTEM_SETTINGS: Omit<SystemSettings, 'siteLockEnabled'> = {
  deliveryChargePaise: DELIVERY_CHARGE_PAISE,
  freeDeliveryAbovePaise: FREE_DELIVERY_ABOVE_PAISE,
  supportEmail: 'support@dawa.in',
  supportPhone: '+91 80 4567 8900',
  cancellationWindowHours: null,
  features: { newsletter: true, reviews: true, cashOnDelivery: true, registrations: true },
};

export const SITE_LOCK_PASSWORD_MIN = 8;

/** GET and PUT /api/admin/settings answer: the settings in force; the site-lock password is never returned. */
export const AdminSystemSettingsSchema = SystemSettingsSchema.extend({
  /** Whether a site-lock password exists (stored here, or SITE_LOCK_PASSWORD of the environment). */
  siteLockPasswordSet: z.boolean(),
  updatedAt: z.iso.datetime().nullable(),
});
export type AdminSystemSettings = z.infer<typeof AdminSystemSettingsSchema>;

/** PUT /api/admin/settings: the settings to change (absent ones stay); features may be given in part. */
export const AdminUpdateSettingsBodySchema = z
  .object({
    deliveryChargePaise: SETTING_VALUE_SCHEMAS.deliveryChargePaise.optional(),
    freeDeliveryAbovePaise: SETTING_VALUE_SCHEMAS.freeDeliveryAbovePaise.optional(),
    supportEmail: SETTING_VALUE_SCHEMAS.supportEmail.optional(),
    supportPhone: SETTING_VALUE_SCHEMAS.supportPhone.optional(),
    siteLockEnabled: SETTING_VALUE_SCHEMAS.siteLockEnabled.optional(),
    /** A new site-lock password (stored as an argon2 hash); it locks out every browser that unlocked with the old one. */
    siteLockPassword: z
      .string()
      .min(SITE_LOCK_PASSWORD_MIN, `The site password needs at least ${SITE_LOCK_PASSWORD_MIN} characters`)
      .max(200, 'The site password can have at most 200 characters')
      .optional(),
    cancellationWindowHours: SETTING_VALUE_SCHEMAS.cancellationWindowHours.optional(),
    features: FeatureSwitchesSchema.partial().strict().optional(),
  })
  .strict();
export type AdminUpdateSettingsBody = z.infer<typeof AdminUpdateSettingsBodySchema>;

export const SITE_LOCK_NEEDS_PASSWORD = 'Set a site password before turning the site lock on.';

/**
 * What the server writes into every served index.html (a <meta name="dawa-settings"> JSON), so the
 * footer and the switch-aware pages need no extra request and the app shell no schema.
 */
export interface ServedSettings {
  supportEmail: string;
  supportPhone: string;
  features: FeatureSwitches;
  /** The delivery charge and free-delivery threshold in force (the policy pages state them). */
  delivery?: { chargePaise: number; freeAbovePaise: number };
  /** The home hero set in Site Content while one is live (null: the built-in hero). */
  hero?: ServedHero | null;
}
/** The part of a Site Content hero banner that the home page shows. */
export interface ServedHero {
  title: string;
  subtitle: string;
  ctaLabel: string;
  ctaHref: string;
}
export const SERVED_SETTINGS_META = 'dawa-settings';

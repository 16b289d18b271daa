import type { DeliveryRule } from '@dawa/shared/commerce/pricing';
import {
  DEFAULT_SYSTEM_SETTINGS,
  FEATURE_OFF_MESSAGES,
  SETTING_KEYS,
  SETTING_VALUE_SCHEMAS,
  SITE_LOCK_NEEDS_PASSWORD,
  type AdminSystemSettings,
  type AdminUpdateSettingsBody,
  type FeatureSwitch,
  type ServedSettings,
  type SettingKey,
  type SystemSettings,
} from '@dawa/shared/system/settings';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, invalidInput } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { recordAudit, type AuditContext } from '../audit/audit.service.ts';
import * as repo from './system-settings.repository.ts';

/** Server-only key: the argon2 hash of the site-lock password set from the dashboard. Never answered, never audited. */
const SITE_LOCK_HASH_KEY = 'siteLockPasswordHash';

/** The settings in force and what the site lock needs to check a password. */
export interface EffectiveSettings {
  settings: SystemSettings;
  /** The site-lock secret: the stored argon2 hash (it wins), else SITE_LOCK_PASSWORD, else none. */
  siteLockSecret: { kind: 'hash'; hash: string } | { kind: 'environment'; password: string } | null;
  updatedAt: Date | null;
}

export interface SystemSettingsOptions {
  /** SITE_LOCK_PASSWORD: the bootstrap password, and whether the lock is on while the dashboard has not decided. */
  envSiteLockPassword: string | undefined;
  /**
   * How long an instance reuses what it read before reading again. A change is applied at once by the
   * instance that made it and by every other instance within about this time (decision 021).
   */
  cacheMs: number;
  now: () => Date;
}

function parseStored(rows: readonly repo.StoredSetting[], envPassword: string | undefined): EffectiveSettings {
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const valueOf = <K extends SettingKey>(key: K, fallback: SystemSettings[K]): SystemSettings[K] => {
    // A value that no longer fits its schema (written by an older version) falls back to the default.
    const parsed = SETTING_VALUE_SCHEMAS[key].safeParse(stored.get(key));
    return stored.has(key) && parsed.success ? (parsed.data as SystemSettings[K]) : fallback;
  };
  const hash = stored.get(SITE_LOCK_HASH_KEY);
  const siteLockSecret =
    typeof hash === 'string' && hash.startsWith('$argon2')
      ? ({ kind: 'hash', hash } as const)
      : envPassword !== undefined
        ? ({ kind: 'environment', password: envPassword } as const)
        : null;
  const settings: SystemSettings = {
    deliveryChargePaise: valueOf('deliveryChargePaise', DEFAULT_SYSTEM_SETTINGS.deliveryChargePaise),
    freeDeliveryAbovePaise: valueOf('freeDeliveryAbovePaise', DEFAULT_SYSTEM_SETTINGS.freeDeliveryAbovePaise),
    supportEmail: valueOf('supportEmail', DEFAULT_SYSTEM_SETTINGS.supportEmail),
    supportPhone: valueOf('supportPhone', DEFAULT_SYSTEM_SETTINGS.supportPhone),
    // Bootstrap: with nothing stored, SITE_LOCK_PASSWORD set means locked, as before this section existed.
    siteLockEnabled: valueOf('siteLockEnabled', envPassword !== undefined) && siteLockSecret !== null,
    cancellationWindowHours: valueOf('cancellationWindowHours', DEFAULT_SYSTEM_SETTINGS.cancellationWindowHours),
    features: valueOf('features', DEFAULT_SYSTEM_SETTINGS.features),
  };
  const times = rows.map((row) => row.updatedAt.getTime());
  return { settings, siteLockSecret, updatedAt: times.length ? new Date(Math.max(...times)) : null };
}

const toAdmin = ({ settings, siteLockSecret, updatedAt }: EffectiveSettings): AdminSystemSettings => ({
  ...settings,
  siteLockPasswordSet: siteLockSecret !== null,
  updatedAt: updatedAt?.toISOString() ?? null,
});

/** The changed settings only, as { key: value } (the audit's before and after). */
function changedKeys(before: SystemSettings, after: SystemSettings): SettingKey[] {
  return SETTING_KEYS.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}
const pick = (settings: SystemSettings, keys: readonly SettingKey[]) => Object.fromEntries(keys.map((key) => [key, settings[key]]));

/**
 * System Settings (admin dashboard section 8): stored in system_settings, defaults when absent, read
 * through a short cache so every request can ask (cart quote, site lock, feature switches).
 */
export function createSystemSettingsService(db: Database, { envSiteLockPassword, cacheMs, now }: SystemSettingsOptions) {
  let known: { value: EffectiveSettings; readAt: number; ticket: number } | null = null;
  let refreshing: Promise<EffectiveSettings> | null = null;
  let tickets = 0;

  /** Reads the table; a read that started earlier never replaces what a later one found. */
  async function load(): Promise<EffectiveSettings> {
    const ticket = ++tickets;
    const value = parseStored(await repo.findAllSettings(db), envSiteLockPassword);
    if (!known || known.ticket < ticket) known = { value, readAt: Date.now(), ticket };
    return value;
  }

  function refresh(): Promise<EffectiveSettings> {
    refreshing ??= load().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /**
   * The settings in force. Once read, this never waits for the database: an answer older than cacheMs
   * is still given while a fresh read runs in the background. Callers inside a transaction (the
   * checkout's total, a cancellation) must not wait on a second connection: on PGlite there is only
   * one, and the transaction holds it. `warm()` makes the first read at start-up.
   */
  function current(): Promise<EffectiveSettings> {
    if (!known) return refresh();
    if (Date.now() - known.readAt >= cacheMs) void refresh().catch(() => undefined);
    return Promise.resolve(known.value);
  }

  return {
    current,

    /** Reads the settings once at start-up, so no request (and no transaction) waits for the first read. */
    async warm(): Promise<void> {
      await refresh();
    },

    /** The delivery rule of the cart quote and the order total. */
    async deliveryRule(): Promise<DeliveryRule> {
      const { settings } = await current();
      return { chargePaise: settings.deliveryChargePaise, freeAbovePaise: settings.freeDeliveryAbovePaise };
    },

    /** The cancellation window in hours (null: no hour limit). */
    async cancellationWindowHours(): Promise<number | null> {
      return (await current()).settings.cancellationWindowHours;
    },

    /** Refuses (403, a readable sentence) when an admin has switched this feature off. */
    async assertFeatureOn(feature: FeatureSwitch): Promise<void> {
      if (!(await current()).settings.features[feature]) throw new AppError('forbidden', FEATURE_OFF_MESSAGES[feature]);
    },

    /** What the served index.html carries for the footer and the switch-aware pages. */
    async served(): Promise<ServedSettings> {
      const { settings } = await current();
      return {
        supportEmail: settings.supportEmail,
        supportPhone: settings.supportPhone,
        features: settings.features,
        delivery: { chargePaise: settings.deliveryChargePaise, freeAbovePaise: settings.freeDeliveryAbovePaise },
      };
    },

    /** GET /api/admin/settings. */
    async forAdmin(): Promise<AdminSystemSettings> {
      return toAdmin(await current());
    },

    /**
     * PUT /api/admin/settings: writes the given settings and one audit row (before and after of the
     * changed settings; a new site password is recorded only as `siteLockPasswordChanged: true`), in
     * one transaction. Turning the lock on needs a password (stored or SITE_LOCK_PASSWORD).
     */
    async update(context: AuditContext, body: AdminUpdateSettingsBody): Promise<AdminSystemSettings> {
      // Hashing takes tens of milliseconds: done before the transaction holds any lock.
      const newHash = body.siteLockPassword === undefined ? null : await hashPassword(body.siteLockPassword);
      await inTransaction(db, async (tx) => {
        const keys = [...SETTING_KEYS, SITE_LOCK_HASH_KEY];
        const before = parseStored(await repo.lockSettings(tx, keys), envSiteLockPassword);
        const { siteLockPassword: _password, features, ...plain } = body;
        const after: SystemSettings = { ...before.settings, ...plain, features: { ...before.settings.features, ...features } };
        const hasSecret = newHash !== null || before.siteLockSecret !== null;
        if (after.siteLockEnabled && !hasSecret) {
          throw invalidInput(SITE_LOCK_NEEDS_PASSWORD, { siteLockPassword: [SITE_LOCK_NEEDS_PASSWORD] });
        }
        const changed = changedKeys(before.settings, after);
        if (changed.length === 0 && newHash === null) return;
        const writes: Array<{ key: string; value: unknown }> = changed.map((key) => ({ key, value: after[key] }));
        if (newHash !== null) {
          writes.push({ key: SITE_LOCK_HASH_KEY, value: newHash });
          // Once the dashboard owns the password it owns the on/off too: every instance then agrees,
          // whatever SITE_LOCK_PASSWORD each was started with.
          if (!changed.includes('siteLockEnabled')) writes.push({ key: 'siteLockEnabled', value: after.siteLockEnabled });
        }
        await repo.upsertSettings(tx, writes, context.actor.id, now());
        const passwordChange = newHash === null ? {} : { siteLockPasswordChanged: true };
        await recordAudit(tx, {
          ...context,
          action: 'update',
          entityType: 'settings',
          entityId: 'system',
          before: pick(before.settings, changed),
          after: { ...pick(after, changed), ...passwordChange },
        });
      });
      // A read after the commit (not one already under way): this instance applies the change from its next request on.
      return toAdmin(await load());
    },
  };
}
export type SystemSettingsService = ReturnType<typeof createSystemSettingsService>;

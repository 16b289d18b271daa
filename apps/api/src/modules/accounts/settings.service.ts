import type { DataExport } from '@dawa/shared/account/data-export';
import { DEFAULT_SETTINGS, type Settings } from '@dawa/shared/account/settings';
import type { MessageResponse } from '@dawa/shared/auth/schemas';
import { inTransaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { describeWait } from '../../lib/failure-limiter.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { createAccountErasure } from './account-erasure.ts';
import { loginFailureKey, type AccountsContext } from './context.ts';
import type { AccountDataSources } from './data-export.ts';
import { loadLiveUser, type ProfileService } from './profile.service.ts';
import * as sessions from './sessions.repository.ts';
import { forgetEndedSessions } from './sessions.service.ts';
import * as users from './users.repository.ts';
import { toProfile } from './views.ts';

/**
 * Re-checks the password of a logged-in person before a sensitive change. Failures count against the
 * same per-e-mail-and-address limit as logins, so a stolen access token cannot be used to guess the password.
 * A wrong password is a 400 on the field, not a 401: the session itself is fine.
 */
export async function confirmPassword(
  ctx: AccountsContext,
  user: users.UserRow,
  clientIp: string,
  password: string,
  field: string,
  message: string,
): Promise<void> {
  const limiterKey = loginFailureKey(user.email, clientIp);
  const wait = await ctx.limiters.login.retryAfter(limiterKey);
  if (wait > 0) throw new AppError('rate_limited', `Too many incorrect passwords. Please try again in ${describeWait(wait)}.`);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await ctx.limiters.login.recordFailure(limiterKey);
    throw new AppError('invalid_input', message, { [field]: [message] });
  }
}

export const TWO_FACTOR_SETTING_MESSAGE = 'Turn two-factor authentication on or off with its own steps in Settings.';

/** The caller's settings, password, account deletion and data export. */
export function createSettingsService(
  ctx: AccountsContext,
  profile: Pick<ProfileService, 'deleteAvatarFile'>,
  personalData: AccountDataSources,
) {
  const { db } = ctx;
  const eraseAccount = createAccountErasure(ctx, profile, personalData);

  return {
    /** The caller's 14 settings (the spec's defaults when none were saved). */
    async getSettings(userId: number): Promise<Settings> {
      await loadLiveUser(ctx, userId);
      return (await users.findSettings(db, userId)) ?? { ...DEFAULT_SETTINGS };
    },

    /**
     * Saves any subset of the settings and returns all 14. `twoFactorAuth` only follows the authenticator
     * (turned on by confirming a code, off with the password or a code): sending its current value is
     * fine, changing it here is refused.
     */
    async updateSettings(userId: number, patch: Partial<Settings>): Promise<Settings> {
      await loadLiveUser(ctx, userId);
      if (patch.twoFactorAuth !== undefined) {
        const current = (await users.findSettings(db, userId))?.twoFactorAuth ?? DEFAULT_SETTINGS.twoFactorAuth;
        if (patch.twoFactorAuth !== current) throw new AppError('invalid_input', TWO_FACTOR_SETTING_MESSAGE, { twoFactorAuth: [TWO_FACTOR_SETTING_MESSAGE] });
      }
      return users.upsertSettings(db, userId, patch);
    },

    /** Changes the password after checking the current one; every other session is logged out. */
    async changePassword(
      userId: number,
      sessionId: string,
      currentPassword: string,
      newPassword: string,
      clientIp: string,
    ): Promise<MessageResponse> {
      const user = await loadLiveUser(ctx, userId);
      await confirmPassword(ctx, user, clientIp, currentPassword, 'currentPassword', 'Current password is incorrect.');
      if (currentPassword === newPassword) {
        const message = 'New password must be different from the current password.';
        throw new AppError('invalid_input', message, { newPassword: [message] });
      }
      const passwordHash = await hashPassword(newPassword);
      const ended = await inTransaction(db, async (tx) => {
        await users.setPasswordHash(tx, userId, passwordHash);
        return sessions.revokeUserSessions(tx, userId, ctx.now(), sessionId);
      });
      await forgetEndedSessions(ctx, ended);
      await ctx.limiters.login.clear(loginFailureKey(user.email, clientIp));
      return { message: 'Password changed successfully!' };
    },

    /** Deletes the account after checking the password (the deletion itself: account-erasure.ts). */
    async deleteAccount(userId: number, password: string, clientIp: string): Promise<MessageResponse> {
      const user = await loadLiveUser(ctx, userId);
      await confirmPassword(ctx, user, clientIp, password, 'password', 'Password is incorrect.');
      await eraseAccount(user);
      return { message: 'Account deleted successfully!' };
    },

    /** Everything the store holds about the caller, as the my-data.json download. */
    async exportData(userId: number): Promise<DataExport> {
      const user = await loadLiveUser(ctx, userId);
      const settings = (await users.findSettings(db, userId)) ?? { ...DEFAULT_SETTINGS };
      return {
        exportedAt: ctx.now().toISOString(),
        profile: toProfile(user),
        settings,
        orders: await personalData.orders(userId),
        addresses: await personalData.addresses(userId),
        reviews: await personalData.reviews(userId),
        newsletter: await personalData.newsletter(user.email),
        savedCart: await personalData.savedCart(userId),
        appointments: await personalData.appointments(userId),
        healthReports: await personalData.healthReports(userId),
        prescriptions: await personalData.prescriptions(userId),
      };
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;

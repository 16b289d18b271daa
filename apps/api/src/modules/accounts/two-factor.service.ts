import type { DisableTwoFactorBodySchema, TwoFactorEnabled, TwoFactorSetup } from '@dawa/shared/auth/two-factor';
import type { MessageResponse } from '@dawa/shared/auth/schemas';
import type { z } from 'zod';
import { inTransaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AccountsContext } from './context.ts';
import { loadLiveUser } from './profile.service.ts';
import { checkCodeLimit, secondFactorFailureKey, stepOf, verifySecondFactor, wrongCode } from './second-factor.ts';
import * as sessions from './sessions.repository.ts';
import { confirmPassword } from './settings.service.ts';
import { encryptSecret, hashRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUri, qrCodeDataUrl } from './totp.ts';
import * as twoFactor from './two-factor.repository.ts';
import * as users from './users.repository.ts';

export const TWO_FACTOR_ALREADY_ON_MESSAGE = 'Two-factor authentication is already on.';
export const TWO_FACTOR_ENABLED_MESSAGE = 'Two-factor authentication is on. Save your recovery codes now: they are shown only once.';
export const TWO_FACTOR_DISABLED_MESSAGE = 'Two-factor authentication is off.';

type DisableBody = z.infer<typeof DisableTwoFactorBodySchema>;

/** Enrolling, confirming and turning off the TOTP authenticator of the caller (the `twoFactorAuth` setting). */
export function createTwoFactorService(ctx: AccountsContext) {
  const { db } = ctx;

  /** Sessions of the user read their two-factor state again on their next request. */
  async function recheckSessions(userId: number): Promise<void> {
    await ctx.sessionStatus.markRecheck(await sessions.liveFamiliesOf(db, userId));
  }

  return {
    /**
     * Starts enrolment: a new secret, stored encrypted and pending (sign-in does not ask for codes and
     * the setting stays off until a first code confirms it). Starting again replaces a pending secret.
     */
    async setup(userId: number): Promise<TwoFactorSetup> {
      const user = await loadLiveUser(ctx, userId);
      if ((await twoFactor.findTwoFactor(db, userId))?.confirmedAt) throw new AppError('conflict', TWO_FACTOR_ALREADY_ON_MESSAGE);
      const secret = newTotpSecret();
      await twoFactor.savePendingSecret(db, userId, encryptSecret(ctx.secrets.twoFactorKey, secret), ctx.now());
      const uri = otpauthUri(secret, user.email);
      return { manualKey: secret, otpauthUri: uri, qrCodeDataUrl: await qrCodeDataUrl(uri) };
    },

    /**
     * Confirms the pending secret with a current code: two-factor sign-in is on, the setting says so,
     * this session counts as signed in with a second factor, and ten recovery codes are answered once
     * (only their hashes are kept).
     */
    async confirm(userId: number, sessionId: string, code: string): Promise<TwoFactorEnabled> {
      await loadLiveUser(ctx, userId);
      await checkCodeLimit(ctx, userId);
      const row = await twoFactor.findTwoFactor(db, userId);
      if (row?.confirmedAt) throw new AppError('conflict', TWO_FACTOR_ALREADY_ON_MESSAGE);
      if (!row) throw new AppError('conflict', 'Start setting up two-factor authentication first.');
      const step = stepOf(ctx, row, code);
      if (step === null) throw await wrongCode(ctx, userId);
      const recoveryCodes = newRecoveryCodes();
      const now = ctx.now();
      await inTransaction(db, async (tx) => {
        if (!(await twoFactor.confirmSecret(tx, userId, step, now))) throw new AppError('conflict', TWO_FACTOR_ALREADY_ON_MESSAGE);
        await twoFactor.replaceRecoveryCodes(
          tx,
          userId,
          recoveryCodes.map((c) => hashRecoveryCode(ctx.secrets.otpPepper, userId, c)),
          now,
        );
        await users.upsertSettings(tx, userId, { twoFactorAuth: true });
        await sessions.markSecondFactor(tx, sessionId);
      });
      await ctx.limiters.otp.clear(secondFactorFailureKey(userId));
      await recheckSessions(userId);
      return { message: TWO_FACTOR_ENABLED_MESSAGE, recoveryCodes };
    },

    /** Turns two-factor sign-in off after the password or a current code (or a recovery code). */
    async disable(userId: number, body: DisableBody, clientIp: string): Promise<MessageResponse> {
      const user = await loadLiveUser(ctx, userId);
      const row = await twoFactor.findTwoFactor(db, userId);
      if (!row?.confirmedAt) {
        // A pending enrolment is simply dropped; there is nothing to protect yet.
        if (row) await twoFactor.deleteTwoFactor(db, userId);
        return { message: TWO_FACTOR_DISABLED_MESSAGE };
      }
      if (body.code !== undefined) await verifySecondFactor(ctx, userId, body.code);
      else await confirmPassword(ctx, user, clientIp, body.password ?? '', 'password', 'Password is incorrect.');
      await inTransaction(db, async (tx) => {
        await twoFactor.deleteTwoFactor(tx, userId);
        await users.upsertSettings(tx, userId, { twoFactorAuth: false });
      });
      await recheckSessions(userId);
      return { message: TWO_FACTOR_DISABLED_MESSAGE };
    },

    /**
     * Turns two-factor sign-in on with a known secret, without a code: for the demo staff accounts,
     * whose secret is printed on start so the dashboard can be tried (decision 018).
     */
    async enrolWithSecret(email: string, secret: string): Promise<boolean> {
      const user = await users.findUserByEmail(db, email);
      if (!user) return false;
      const now = ctx.now();
      await inTransaction(db, async (tx) => {
        await twoFactor.savePendingSecret(tx, user.id, encryptSecret(ctx.secrets.twoFactorKey, secret), now);
        await twoFactor.confirmSecret(tx, user.id, 0, now);
        await users.upsertSettings(tx, user.id, { twoFactorAuth: true });
      });
      return true;
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

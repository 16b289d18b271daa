import { INVALID_TWO_FACTOR_CODE_MESSAGE } from '@dawa/shared/auth/two-factor';
import { AppError } from '../../lib/app-error.ts';
import { describeWait } from '../../lib/failure-limiter.ts';
import type { AccountsContext } from './context.ts';
import { decryptSecret, hashRecoveryCode, isTotpCode, matchingStep } from './totp.ts';
import * as twoFactor from './two-factor.repository.ts';

/**
 * Wrong authenticator and recovery codes count per account, on the same limiter as wrong e-mail codes
 * (10 in 15 minutes): the password is already known to whoever is guessing here, so the count follows
 * the account, not the client address.
 */
export const secondFactorFailureKey = (userId: number) => `two-factor:${userId}`;

export const invalidCode = () =>
  new AppError('invalid_input', INVALID_TWO_FACTOR_CODE_MESSAGE, { code: [INVALID_TWO_FACTOR_CODE_MESSAGE] });

/** Refuses at once while the account's wrong-code limit is reached. */
export async function checkCodeLimit(ctx: AccountsContext, userId: number): Promise<void> {
  const wait = await ctx.limiters.otp.retryAfter(secondFactorFailureKey(userId));
  if (wait > 0) throw new AppError('rate_limited', `Too many incorrect codes. Please try again in ${describeWait(wait)}.`);
}

/** Counts a wrong code and answers the error to throw. */
export async function wrongCode(ctx: AccountsContext, userId: number): Promise<AppError> {
  await ctx.limiters.otp.recordFailure(secondFactorFailureKey(userId));
  return invalidCode();
}

/** The step of a right code for a stored secret, or null (wrong code, or a secret the server can no longer read). */
export function stepOf(ctx: AccountsContext, row: twoFactor.TwoFactorRow, code: string): number | null {
  const secret = decryptSecret(ctx.secrets.twoFactorKey, row.secretEncrypted);
  if (!secret) {
    ctx.log.error({ userId: row.userId }, 'a stored two-factor secret cannot be decrypted (was JWT_SECRET changed?)');
    return null;
  }
  return matchingStep(secret, code, ctx.now());
}

/**
 * Checks a second factor of an account with a confirmed authenticator: a 6-digit code not older than
 * the last one accepted (a code cannot be replayed within its step), or an unused recovery code, which
 * is burnt. Wrong codes count against the account's limit; a right one clears it.
 */
export async function verifySecondFactor(ctx: AccountsContext, userId: number, code: string): Promise<'totp' | 'recovery'> {
  await checkCodeLimit(ctx, userId);
  const row = await twoFactor.findTwoFactor(ctx.db, userId);
  if (!row?.confirmedAt) throw await wrongCode(ctx, userId);
  let used: 'totp' | 'recovery' | null = null;
  if (isTotpCode(code)) {
    const step = stepOf(ctx, row, code);
    if (step !== null && (await twoFactor.useStep(ctx.db, userId, step))) used = 'totp';
  } else if (await twoFactor.useRecoveryCode(ctx.db, userId, hashRecoveryCode(ctx.secrets.otpPepper, userId, code), ctx.now())) {
    used = 'recovery';
  }
  if (!used) throw await wrongCode(ctx, userId);
  await ctx.limiters.otp.clear(secondFactorFailureKey(userId));
  return used;
}

import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { TwoFactorEnabledResponseSchema, TwoFactorSetupResponseSchema } from '@dawa/shared/auth/two-factor';
import type { TestApp } from './test-app.ts';

/** What an authenticator app set up with `secret` shows, `stepsAhead` 30-second steps from now. */
export function codeFor(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/**
 * Turns on two-factor sign-in for the session of `headers` through the API (setup, then a current code);
 * that session then counts as signed in with a second factor (what staff need for the dashboard).
 * Answers the secret and the recovery codes. The current step's code is spent: log in with `codeFor(secret, 1)`.
 */
export async function enrolTwoFactor(t: TestApp, headers: Record<string, string>) {
  const setup = await t.app.inject({ method: 'POST', url: '/api/settings/two-factor/setup', headers });
  expect(setup.statusCode, setup.body).toBe(200);
  const { manualKey } = TwoFactorSetupResponseSchema.parse(setup.json());
  const confirmed = await t.app.inject({ method: 'POST', url: '/api/settings/two-factor/confirm', headers, payload: { code: codeFor(manualKey) } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret: manualKey, recoveryCodes: TwoFactorEnabledResponseSchema.parse(confirmed.json()).recoveryCodes };
}

import { z } from 'zod';
import { SessionResponseSchema } from './schemas.ts';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** The issuer shown in the authenticator app next to the account. */
export const TOTP_ISSUER = 'Dawa';
/** Recovery codes handed out when two-factor sign-in is turned on; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the step between password and code may take before the password must be typed again. */
export const TWO_FACTOR_CHALLENGE_TTL_SECONDS = 5 * 60;

/**
 * Roles that must sign in with a second factor before they may use the dashboard. A string list on
 * purpose: it names roles (pharmacist) that the role list may not have yet on every branch.
 */
export const ROLES_REQUIRING_SECOND_FACTOR: readonly string[] = ['admin', 'pharmacist'];

/** The `reason` of the dashboard's 403 when a staff session lacks the second factor. */
export const SECOND_FACTOR_REASONS = ['two_factor_setup_required', 'two_factor_login_required'] as const;
export type SecondFactorReason = (typeof SECOND_FACTOR_REASONS)[number];
export const TWO_FACTOR_SETUP_REQUIRED_MESSAGE = 'Set up two-factor authentication in Settings to use the dashboard.';
export const TWO_FACTOR_LOGIN_REQUIRED_MESSAGE = 'Log out and log in again with your authenticator code to use the dashboard.';

export const INVALID_TWO_FACTOR_CODE_MESSAGE = 'Invalid code. Please try again.';

const totpCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), `Enter the ${TOTP_DIGITS}-digit code from your authenticator app`);
/** A recovery code as printed (xxxxx-xxxxx), forgiving case, spaces and a missing hyphen. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{5}-?[a-z2-9]{5}$/;
/** A 6-digit authenticator code or a recovery code. */
const codeOrRecovery = z
  .string()
  .trim()
  .toLowerCase()
  .transform((s) => s.replace(/\s+/g, ''))
  .refine((s) => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(s) || RECOVERY_CODE_PATTERN.test(s), {
    message: `Enter the ${TOTP_DIGITS}-digit code from your authenticator app or a recovery code`,
  });

/** POST /api/login for an account with two-factor sign-in: no session yet, a challenge for the second step. */
export const TwoFactorChallengeResponseSchema = z.object({
  twoFactorRequired: z.literal(true),
  challengeToken: z.string(),
  expiresIn: z.number().int(),
});
export type TwoFactorChallengeResponse = z.infer<typeof TwoFactorChallengeResponseSchema>;
/** POST /api/login answers a session, or a challenge when the account has two-factor sign-in. */
export const LoginResponseSchema = z.union([SessionResponseSchema, TwoFactorChallengeResponseSchema]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** POST /api/login/two-factor: the challenge of the first step and a code (or a recovery code). */
export const LoginTwoFactorBodySchema = z.object({ challengeToken: z.string().min(20).max(2000), code: codeOrRecovery }).strict();

/** POST /api/settings/two-factor/setup: a new secret to scan or type; not on until confirmed. */
export const TwoFactorSetupResponseSchema = z.object({
  /** The base32 secret, for typing into the app by hand. */
  manualKey: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code (an SVG data URL drawn by the server). */
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupResponseSchema>;

export const ConfirmTwoFactorBodySchema = z.object({ code: totpCode }).strict();
/** The recovery codes are shown once, here, and stored only hashed. */
export const TwoFactorEnabledResponseSchema = z.object({ message: z.string(), recoveryCodes: z.array(z.string()) });
export type TwoFactorEnabled = z.infer<typeof TwoFactorEnabledResponseSchema>;

/** Turning it off takes the password or a current code (or a recovery code). */
export const DisableTwoFactorBodySchema = z
  .object({ password: z.string().min(1).max(128).optional(), code: codeOrRecovery.optional() })
  .strict()
  .refine((b) => b.password !== undefined || b.code !== undefined, {
    message: 'Enter your password or a code from your authenticator app',
    path: ['password'],
  });

import crypto from 'node:crypto';
import { OTP_LENGTH } from '@dawa/shared/auth/rules';

/** A random secret for a link or a refresh token: 32 bytes, base64url. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** How links and refresh tokens are stored: sha-256, base64url (they are random, so no salt is needed). */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url');
}

/**
 * The refresh token that follows `token` in its family: HMAC-SHA-256 with a server key, base64url (the
 * same shape as randomToken). Derived, not random, so every request that presents `token` within the
 * grace window gets the very same successor back (decision 007); without the key it cannot be guessed.
 */
export function successorToken(key: Buffer, token: string): string {
  return crypto.createHmac('sha256', key).update(token).digest('base64url');
}

/** A uniformly random 6-digit code (leading zeros kept). */
export function generateCode(): string {
  return String(crypto.randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * How one-time codes are stored: HMAC-SHA-256 over user, purpose and code with the server pepper. A
 * million codes are quick to try against a bare hash; without the pepper the stored hash is useless.
 */
export function hashCode(pepper: Buffer, userId: number, purpose: string, code: string): string {
  return crypto.createHmac('sha256', pepper).update(`${userId}:${purpose}:${code}`).digest('base64url');
}

/** Compares two strings in time independent of where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = crypto.createHash('sha256').update(a).digest();
  const right = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(left, right);
}

import crypto from 'node:crypto';
import { verifyPassword } from '../../lib/password.ts';

export const SITE_LOCK_COOKIE = 'dawa_unlocked';
export const SITE_LOCKED_MESSAGE = 'This site is password protected for development.';
/** How long a browser stays unlocked. */
export const UNLOCK_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Whether the lock is on and the secret a password is checked against (System Settings, else SITE_LOCK_PASSWORD). */
export interface SiteLockState {
  enabled: boolean;
  secret: { kind: 'hash'; hash: string } | { kind: 'environment'; password: string } | null;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest();

/** What an unlock cookie is bound to: a new password (a new argon2 hash has a new salt) voids every cookie. */
const secretId = (secret: SiteLockState['secret']) =>
  secret === null ? '' : sha256(secret.kind === 'hash' ? `hash:${secret.hash}` : `env:${secret.password}`).toString('base64url');

/**
 * The development site lock, on and off from System Settings (SITE_LOCK_PASSWORD is the bootstrap
 * value). An unlocked browser carries a cookie `expiry.hmac`, signed with a key derived from the JWT
 * secret and bound to the current password, so changing the password locks everyone out.
 */
export function createSiteLockService(options: { state: () => Promise<SiteLockState>; key: Buffer; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  const sign = (expiry: number, secret: SiteLockState['secret']) =>
    crypto
      .createHmac('sha256', options.key)
      .update(`${expiry}.${secretId(secret)}`)
      .digest('base64url');

  const cookieFor = (secret: SiteLockState['secret']) => {
    const expiry = Math.floor(now().getTime() / 1000) + UNLOCK_TTL_SECONDS;
    return `${expiry}.${sign(expiry, secret)}`;
  };

  return {
    /** Whether the lock is on now. */
    async enabled(): Promise<boolean> {
      return (await options.state()).enabled;
    },

    /** Whether the entered password is the configured one (argon2 verify, or constant-time for the environment's). */
    async checkPassword(password: string): Promise<boolean> {
      const { secret } = await options.state();
      if (secret === null) return false;
      if (secret.kind === 'hash') return verifyPassword(secret.hash, password);
      return crypto.timingSafeEqual(sha256(password), sha256(secret.password));
    },

    /** A fresh cookie value that unlocks this browser for UNLOCK_TTL_SECONDS (for the current password). */
    async issueCookie(): Promise<string> {
      return cookieFor((await options.state()).secret);
    },

    /** Whether a request with this cookie may use the API; always true while the lock is off. */
    async isUnlocked(cookie: string | undefined): Promise<boolean> {
      const { enabled, secret } = await options.state();
      if (!enabled) return true;
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(cookie ?? '');
      if (!match) return false;
      const expiry = Number(match[1]);
      if (expiry * 1000 <= now().getTime()) return false;
      return crypto.timingSafeEqual(Buffer.from(match[2] ?? ''), Buffer.from(sign(expiry, secret)));
    },
  };
}
export type SiteLockService = ReturnType<typeof createSiteLockService>;

/** The unlock cookie's attributes (the unlock route, and the admin who turns the lock on: decision 021). */
export const unlockCookieOptions = (secure: boolean) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  secure,
  maxAge: UNLOCK_TTL_SECONDS,
});

import crypto from 'node:crypto';

export const SITE_LOCK_COOKIE = 'dawa_unlocked';
export const SITE_LOCKED_MESSAGE = 'This site is password protected for development.';
/** How long a browser stays unlocked. */
export const UNLOCK_TTL_SECONDS = 30 * 24 * 60 * 60;

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest();

/**
 * The development site lock: off unless a password is configured. The password is compared on the
 * server in constant time; an unlocked browser carries a cookie `expiry.hmac`, signed with a key
 * derived from the JWT secret and bound to the password, so changing the password locks everyone out.
 */
export function createSiteLockService(options: { password: string | undefined; key: Buffer; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  const passwordDigest = options.password === undefined ? undefined : sha256(options.password);
  const sign = (expiry: number) =>
    crypto
      .createHmac('sha256', options.key)
      .update(`${expiry}.${passwordDigest?.toString('base64url') ?? ''}`)
      .digest('base64url');

  return {
    /** True when SITE_LOCK_PASSWORD is set. */
    enabled: passwordDigest !== undefined,

    /** Whether the entered password is the configured one (constant time). */
    checkPassword(password: string): boolean {
      return passwordDigest !== undefined && crypto.timingSafeEqual(sha256(password), passwordDigest);
    },

    /** A fresh cookie value that unlocks this browser for UNLOCK_TTL_SECONDS. */
    issueCookie(): string {
      const expiry = Math.floor(now().getTime() / 1000) + UNLOCK_TTL_SECONDS;
      return `${expiry}.${sign(expiry)}`;
    },

    /** Whether a request with this cookie may use the API; always true without a lock. */
    isUnlocked(cookie: string | undefined): boolean {
      if (passwordDigest === undefined) return true;
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(cookie ?? '');
      if (!match) return false;
      const expiry = Number(match[1]);
      if (expiry * 1000 <= now().getTime()) return false;
      return crypto.timingSafeEqual(Buffer.from(match[2] ?? ''), Buffer.from(sign(expiry)));
    },
  };
}
export type SiteLockService = ReturnType<typeof createSiteLockService>;

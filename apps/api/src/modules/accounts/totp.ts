import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS } from '@dawa/shared/auth/two-factor';

/** 160 bits, the size RFC 4226 recommends for SHA-1 and what authenticator apps expect. */
const SECRET_BYTES = 20;
/**
 * Codes of the step before and after the current one are accepted too: phones' clocks drift and a
 * person needs a moment to type. Replays are refused by the step, not by this window.
 */
const DRIFT_STEPS = 1;

const totpOf = (base32Secret: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(base32Secret),
  });

/** A new random TOTP secret, base32 (what the manual key shows). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The otpauth:// URI an authenticator app scans, labelled with the account's e-mail. */
export function otpauthUri(base32Secret: string, accountEmail: string): string {
  return totpOf(base32Secret, accountEmail).toString();
}

/** The URI as a QR code: an SVG data URL drawn here, so the web bundle needs no QR library. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The 30-second step a right code belongs to (for the replay check), or null when the code is wrong. */
export function matchingStep(base32Secret: string, code: string, now: Date): number | null {
  const delta = totpOf(base32Secret).validate({ token: code, timestamp: now.getTime(), window: DRIFT_STEPS });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The code an authenticator shows at `now` (for the demo's printed hint and for tests). */
export function currentCode(base32Secret: string, now: Date): string {
  return totpOf(base32Secret).generate({ timestamp: now.getTime() });
}

/** Encrypts a TOTP secret for storage: AES-256-GCM, iv.ciphertext.tag in base64url. */
export function encryptSecret(key: Buffer, base32Secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(base32Secret, 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
}

/** The stored secret, or null when it cannot be read (the server secret changed, or the value is damaged). */
export function decryptSecret(key: Buffer, stored: string): string | null {
  const [iv, body, tag] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !body || !tag) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Letters and digits that cannot be mistaken for each other when read off paper (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten fresh recovery codes, xxxxx-xxxxx (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** How a recovery code is stored: HMAC with the server pepper over the user and the code without its hyphen. */
export function hashRecoveryCode(pepper: Buffer, userId: number, code: string): string {
  const normalized = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  return crypto.createHmac('sha256', pepper).update(`${userId}:recovery:${normalized}`).digest('base64url');
}

/** Whether a submitted code looks like a 6-digit authenticator code (else it is taken as a recovery code). */
export const isTotpCode = (code: string) => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code);

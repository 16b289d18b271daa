import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from './env.ts';

export interface Secrets {
  /** HS256 key of the access tokens. */
  jwtKey: Uint8Array;
  /** Peppers one-time-code hashes, so a copied database alone does not reveal live codes. */
  otpPepper: Buffer;
  /** Signs the site-lock cookie. */
  siteLockKey: Buffer;
  /** Derives each refresh token's successor, so a replay within the grace window gets the same one back. */
  refreshKey: Buffer;
  /** AES-256-GCM key of the stored TOTP secrets (a copied database alone does not give the authenticators). */
  twoFactorKey: Buffer;
}

const SECRETS_FILE = 'secrets.json';

/**
 * The server's secrets, all derived from JWT_SECRET. Without it (the embedded default), a random secret
 * is generated once and kept in DATA_DIR/secrets.json, so a restart keeps everyone's sessions.
 */
export function loadSecrets(env: Pick<Env, 'JWT_SECRET' | 'DATA_DIR'>): Secrets {
  const master = env.JWT_SECRET ?? readOrCreateSecret(path.join(env.DATA_DIR, SECRETS_FILE));
  const derive = (purpose: string) => crypto.createHmac('sha256', master).update(purpose).digest();
  return {
    jwtKey: new Uint8Array(derive('dawa access token v1')),
    otpPepper: derive('dawa one-time code v1'),
    siteLockKey: derive('dawa site lock v1'),
    refreshKey: derive('dawa refresh successor v1'),
    twoFactorKey: derive('dawa two-factor secret v1'),
  };
}

function readOrCreateSecret(file: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx' fails when the file exists, so two processes starting at once agree on the first one's secret.
    fs.writeFileSync(file, `${JSON.stringify({ jwtSecret: crypto.randomBytes(48).toString('base64url') }, null, 2)}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { jwtSecret?: unknown };
  if (typeof parsed.jwtSecret !== 'string' || parsed.jwtSecret.length < 32) {
    throw new Error(`${file} has no usable jwtSecret; delete the file to generate a new one (everyone will be logged out).`);
  }
  return parsed.jwtSecret;
}

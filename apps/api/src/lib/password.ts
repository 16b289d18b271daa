import crypto from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id at the OWASP baseline (19 MiB, 2 passes, 1 lane): about 12–35 ms a hash on our machines,
 * so every route that hashes is rate limited first. `2` is Algorithm.Argon2id (a const enum that
 * isolated modules cannot read by name).
 */
const ARGON2ID_OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The argon2id PHC string of a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

/** True when the password matches the stored hash; a malformed or disabled hash ('!') matches nothing. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time of one real verification against a hash nobody knows the password of, so an unknown
 * e-mail answers 'wrong credentials' no faster than a known one (no account discovery by timing).
 */
export async function verifyDecoyPassword(password: string): Promise<false> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  await verifyPassword(await decoyHash, password);
  return false;
}

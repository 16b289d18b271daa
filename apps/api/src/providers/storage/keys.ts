import crypto from 'node:crypto';

/** Keys are a folder and a file name of safe characters: nothing can climb out of a root or a prefix. */
export const STORAGE_KEY_PATTERN = /^[a-z0-9-]+\/[A-Za-z0-9_-]+\.[a-z0-9]{2,5}$/;

export function checkedKey(key: string): string {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/** Folders of health documents: kept encrypted at rest where the store can (S3 server-side encryption). */
const HEALTH_FOLDERS = new Set(['prescriptions', 'health-reports']);

export const isHealthDocument = (key: string): boolean => HEALTH_FOLDERS.has(key.slice(0, key.indexOf('/')));

export const sha256Hex = (data: Buffer | Uint8Array): string => crypto.createHash('sha256').update(data).digest('hex');

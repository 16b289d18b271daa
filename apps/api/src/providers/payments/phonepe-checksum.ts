import crypto from 'node:crypto';

/**
 * PhonePe PG v1 X-VERIFY checksums (reference: shared/reference/phonepe.md §2.3, §2.6, §2.7).
 * Always computed over the exact base64 string sent or received, never over re-serialised JSON.
 */

export const PAY_PATH = '/pg/v1/pay';
export const REFUND_PATH = '/pg/v1/refund';
/** Not a PhonePe API: the built-in sandbox's way to close an attempt that a newer one replaced (PG v1 has no cancel). */
export const expirePath = (merchantId: string, merchantTransactionId: string) => `/pg/v1/expire/${merchantId}/${merchantTransactionId}`;
export const statusPath = (merchantId: string, merchantTransactionId: string) => `/pg/v1/status/${merchantId}/${merchantTransactionId}`;

const sha256Hex = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

/** Pay request: sha256hex(base64 + '/pg/v1/pay' + saltKey) + '###' + saltIndex. */
export function payChecksum(base64Payload: string, saltKey: string, saltIndex: string): string {
  return `${sha256Hex(base64Payload + PAY_PATH + saltKey)}###${saltIndex}`;
}

/** Refund request (§2.11): sha256hex(base64 + '/pg/v1/refund' + saltKey) + '###' + saltIndex. */
export function refundChecksum(base64Payload: string, saltKey: string, saltIndex: string): string {
  return `${sha256Hex(base64Payload + REFUND_PATH + saltKey)}###${saltIndex}`;
}

/** The sandbox's expire request: the path alone + saltKey, as for status. */
export function expireChecksum(merchantId: string, merchantTransactionId: string, saltKey: string, saltIndex: string): string {
  return `${sha256Hex(expirePath(merchantId, merchantTransactionId) + saltKey)}###${saltIndex}`;
}

/** Status request: the path alone (no body) + saltKey. */
export function statusChecksum(merchantId: string, merchantTransactionId: string, saltKey: string, saltIndex: string): string {
  return `${sha256Hex(statusPath(merchantId, merchantTransactionId) + saltKey)}###${saltIndex}`;
}

/** Server-to-server callback: sha256hex(base64 response + saltKey), no API path. */
export function callbackChecksum(base64Response: string, saltKey: string, saltIndex: string): string {
  return `${sha256Hex(base64Response + saltKey)}###${saltIndex}`;
}

/** Compares a received X-VERIFY with the expected one in constant time (no early exit that leaks a prefix). */
export function checksumMatches(received: string | undefined, expected: string): boolean {
  if (typeof received !== 'string') return false;
  const a = crypto.createHash('sha256').update(received.trim()).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  // Hashing first gives equal lengths, which timingSafeEqual requires, without revealing the length.
  return crypto.timingSafeEqual(a, b);
}

/** The salt index after '###', or null when the header has no such part. */
export function saltIndexOf(xVerify: string | undefined): string | null {
  return /###(\d{1,3})\s*$/.exec(xVerify ?? '')?.[1] ?? null;
}

export const toBase64Json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

/** Decodes a base64 JSON document, or null when it is not one. */
export function fromBase64Json(base64: string): unknown {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  try {
    return JSON.parse(Buffer.from(base64, 'base64').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

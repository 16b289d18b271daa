import crypto from 'node:crypto';

/**
 * PhonePe's webhook Authorization header: hex SHA-256 of 'username:password', the pair set on
 * PhonePe's dashboard (the SDK's CommonUtils.isCallbackValid; shared/reference/phonepe.md §3.6).
 */
export function callbackAuthorization(username: string, password: string): string {
  return crypto.createHash('sha256').update(`${username}:${password}`, 'utf8').digest('hex');
}

/** The same check in constant time (the SDK compares with ==); a missing header never matches. */
export function authorizationMatches(authorization: string | undefined, username: string, password: string): boolean {
  if (!authorization) return false;
  const expected = Buffer.from(callbackAuthorization(username, password));
  const given = Buffer.from(authorization.trim().toLowerCase());
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

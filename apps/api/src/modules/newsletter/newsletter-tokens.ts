import crypto from 'node:crypto';

/**
 * The newsletter's own key, derived from the server's pepper, so its link MACs cannot be confused
 * with any other use of that secret.
 */
export function newsletterKey(pepper: Buffer): Buffer {
  return crypto.createHmac('sha256', pepper).update('dawa newsletter v1').digest();
}

/** A random confirmation token (32 bytes, base64url) for the link of the confirmation mail. */
export function newConfirmToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** How confirmation tokens are stored: an HMAC with the newsletter key (a copied table alone confirms nothing). */
export function hashConfirmToken(key: Buffer, token: string): string {
  return crypto.createHmac('sha256', key).update(`confirm:${token}`).digest('base64url');
}

const mac = (key: Buffer, id: number) => crypto.createHmac('sha256', key).update(`unsubscribe:${id}`).digest('base64url');

/**
 * The unsubscribe token of a subscription: its id and a MAC of it. Nothing is stored, so every mail
 * ever sent keeps a working unsubscribe link.
 */
export function unsubscribeToken(key: Buffer, id: number): string {
  return `${id}.${mac(key, id)}`;
}

/** The subscription id an unsubscribe token stands for, or null when it was not made by this server. */
export function readUnsubscribeToken(key: Buffer, token: string): number | null {
  const match = /^(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const id = Number(match[1]);
  const given = Buffer.from(match[2]);
  const expected = Buffer.from(mac(key, id));
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? id : null;
}

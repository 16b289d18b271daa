import crypto from 'node:crypto';
import { expect } from 'vitest';
import { OutboxResponseSchema, RegisterResponseSchema, SessionResponseSchema, type SessionResponse } from '@dawa/shared/auth/schemas';
import { ErrorBodySchema, type ErrorBody } from '@dawa/shared/errors/codes';
import enErrors from '@dawa/shared/i18n/catalogues/en/errors';
import { formatMessage } from '@dawa/shared/i18n/messages';
import type { TestApp } from './test-app.ts';

export const GOOD_PASSWORD = 'Secure@123';

/** An address no other test uses. */
export function uniqueEmail(label = 'user'): string {
  return `${label}.${crypto.randomBytes(5).toString('hex')}@example.in`;
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** Registers through the API and returns what was sent. */
export async function registerUser(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = { firstName: 'Asha', lastName: 'Verma', email: uniqueEmail(), password: GOOD_PASSWORD, ...overrides };
  const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return { ...body, email: RegisterResponseSchema.parse(res.json()).email, password: body.password };
}

/** The mails kept for an address, newest first, read through the dev outbox. */
export async function mailsTo(t: TestApp, to: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to } });
  expect(res.statusCode, res.body).toBe(200);
  return OutboxResponseSchema.parse(res.json()).mails;
}

export async function latestMail(t: TestApp, to: string) {
  const [mail] = await mailsTo(t, to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The 6-digit code of a mail. */
export function codeOf(mail: { text: string }): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in: ${mail.text}`);
  return match[1];
}

/** The token of the verification link in a mail. */
export function linkTokenOf(mail: { text: string }): string {
  const match = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no link in: ${mail.text}`);
  return match[1];
}

/** A code that is not the right one. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export async function verifyByCode(t: TestApp, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/verify-email-otp',
    payload: { email, otp: codeOf(await latestMail(t, email)) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

export async function login(t: TestApp, email: string, password: string, remoteAddress?: string): Promise<SessionResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return SessionResponseSchema.parse(res.json());
}

/** A registered, verified, logged-in user. */
export async function createVerifiedUser(t: TestApp, overrides: Record<string, unknown> = {}) {
  const user = await registerUser(t, overrides);
  await verifyByCode(t, user.email);
  const session = await login(t, user.email, user.password);
  return { ...user, session, headers: bearer(session.accessToken) };
}

/** Asserts an error answer and returns its body. */
export function expectError(res: { statusCode: number; body: string; json: () => unknown }, status: number, message?: string): ErrorBody {
  expect(res.statusCode, res.body).toBe(status);
  const body = ErrorBodySchema.parse(res.json());
  if (message !== undefined) expect(body.message).toBe(message);
  return body;
}

/**
 * A refusal the browser words itself (decision 038): it names its `reason`, and the errors
 * catalogue's English sentence for that reason, filled with its `params`, is the API's own message.
 */
export function expectReason(body: ErrorBody, reason: string): void {
  expect(body.reason).toBe(reason);
  const sentence = (enErrors as Record<string, string | undefined>)[`reason.${reason}`];
  expect(sentence, `errors catalogue has reason.${reason}`).toBeDefined();
  expect(formatMessage(sentence!, body.params, 'en')).toBe(body.message);
}

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NEWSLETTER_ALREADY_CONFIRMED_MESSAGE,
  NEWSLETTER_CONFIRMED_MESSAGE,
  NEWSLETTER_INVALID_CONFIRM_MESSAGE,
  NEWSLETTER_INVALID_UNSUBSCRIBE_MESSAGE,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
  NewsletterResponseSchema,
} from '@dawa/shared/content/newsletter';
import { newsletterSubscriptions } from '../../src/db/schema/index.ts';
import { expectError, mailsTo, uniqueEmail } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscribe = (email: unknown) => t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email } });
const confirm = (token: string) => t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
const unsubscribe = (token: string) => t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } });
const messageOf = (res: { statusCode: number; body: string; json(): unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return NewsletterResponseSchema.parse(res.json()).message;
};

const rowOf = async (email: string) => {
  const [row] = await t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  return row;
};
/** Moves the last mail to this address back in time (past the one-minute cooldown or the link's life). */
const ageLastMail = (email: string, seconds: number) =>
  t.database.db
    .update(newsletterSubscriptions)
    .set({ confirmationSentAt: sql`confirmation_sent_at - make_interval(secs => ${seconds})` })
    .where(eq(newsletterSubscriptions.email, email));

const confirmTokenOf = (mail: { text: string }) => {
  const token = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no confirmation link in: ${mail.text}`);
  return token;
};
const unsubscribeTokenOf = (mail: { text: string; html: string | null }) => {
  const token = /\/newsletter\/unsubscribe\?token=(\d+\.[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no unsubscribe link in: ${mail.text}`);
  expect(mail.html).toContain(`/newsletter/unsubscribe?token=${token}`);
  return token;
};

/** Subscribes a fresh address and returns it with the tokens of its confirmation mail. */
async function subscribed() {
  const email = uniqueEmail('reader');
  expect(messageOf(await subscribe(email))).toBe(NEWSLETTER_MESSAGES.subscribed);
  const [mail] = await mailsTo(t, email);
  if (!mail) throw new Error('no confirmation mail');
  return { email, mail, confirmToken: confirmTokenOf(mail), unsubscribeToken: unsubscribeTokenOf(mail) };
}

describe('POST /api/newsletter/subscribe', () => {
  it("stores a pending subscription and mails a confirmation link and an unsubscribe link; answers 'Subscribed successfully!…'", async () => {
    const { email, mail } = await subscribed();
    expect(mail.subject).toBe('Confirm your subscription to the Dawa newsletter');
    expect(mail.text).toContain('http://localhost:3000/newsletter/confirm?token=');
    const row = await rowOf(email);
    expect(row).toMatchObject({ status: 'pending', confirmedAt: null });
    expect(row?.confirmTokenHash).toBeTruthy();
    // Only a keyed hash of the token is kept.
    expect(row?.confirmTokenHash).not.toBe(confirmTokenOf(mail));
  });

  it('stores the address lower-case and trimmed', async () => {
    const email = uniqueEmail('Mixed');
    messageOf(await subscribe(`  ${email.toUpperCase()} `));
    expect((await rowOf(email.toLowerCase()))?.status).toBe('pending');
    expect(await mailsTo(t, email.toLowerCase())).toHaveLength(1);
  });

  it.each([['not-an-email'], [''], ['a@b'], [42]])('refuses %j with 400 and a readable message, storing nothing', async (email) => {
    const error = expectError(await subscribe(email), 400);
    expect(error.code).toBe('invalid_input');
    expect(error.fieldErrors?.email?.[0]).toMatch(/valid email|expected string/i);
    expect(await t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, String(email)))).toHaveLength(0);
  });

  it('refuses a missing body and unknown fields', async () => {
    expectError(await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: {} }), 400);
    expectError(await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: uniqueEmail(), admin: true } }), 400);
  });

  it('answers the same to a second sign-up while pending, without a second row or a second mail within the minute', async () => {
    const { email } = await subscribed();
    expect(messageOf(await subscribe(email))).toBe(NEWSLETTER_MESSAGES.subscribed);
    expect(messageOf(await subscribe(email))).toBe(NEWSLETTER_MESSAGES.subscribed);
    expect(await mailsTo(t, email)).toHaveLength(1);
    expect(await t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))).toHaveLength(1);
  });

  it('mails a new link after the minute; the new link works and the replaced one does not', async () => {
    const { email, confirmToken: first } = await subscribed();
    await ageLastMail(email, 61);
    messageOf(await subscribe(email));
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(2);
    const second = confirmTokenOf(mails[0]!);
    expect(second).not.toBe(first);
    expectError(await confirm(first), 400);
    expect(messageOf(await confirm(second))).toBe(NEWSLETTER_CONFIRMED_MESSAGE);
  });

  it('answers a confirmed subscriber with the same message (not an error) and a note instead of a new link', async () => {
    const { email, confirmToken } = await subscribed();
    messageOf(await confirm(confirmToken));
    // Within the minute of the confirmation mail: nothing new is sent.
    expect(messageOf(await subscribe(email))).toBe(NEWSLETTER_MESSAGES.subscribed);
    expect(await mailsTo(t, email)).toHaveLength(1);
    await ageLastMail(email, 61);
    expect(messageOf(await subscribe(email))).toBe(NEWSLETTER_MESSAGES.subscribed);
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe('You are already subscribed to the Dawa newsletter');
    expect(mails[0]?.text).not.toContain('/newsletter/confirm');
    unsubscribeTokenOf(mails[0]!);
    expect(await rowOf(email)).toMatchObject({ status: 'confirmed' });
    expect(await t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))).toHaveLength(1);
  });

  it('takes a previously unsubscribed address back to pending with a new confirmation mail', async () => {
    const { email, confirmToken, unsubscribeToken } = await subscribed();
    messageOf(await confirm(confirmToken));
    messageOf(await unsubscribe(unsubscribeToken));
    // Straight away, the cooldown holds and says how long to wait.
    const wait = expectError(await subscribe(email), 429);
    expect(wait.message).toMatch(/^Please wait \d+ seconds before subscribing again\.$/);
    await ageLastMail(email, 61);
    messageOf(await subscribe(email));
    expect(await rowOf(email)).toMatchObject({ status: 'pending', confirmedAt: null, unsubscribedAt: null });
    const [latest] = await mailsTo(t, email);
    expect(latest?.subject).toBe('Confirm your subscription to the Dawa newsletter');
    // The old confirmation link does not bring the subscription back; the new one does.
    expectError(await confirm(confirmToken), 400);
    expect(messageOf(await confirm(confirmTokenOf(latest!)))).toBe(NEWSLETTER_CONFIRMED_MESSAGE);
  });

  it('sends one mail when the same address signs up many times at once', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(Array.from({ length: 5 }, () => subscribe(email)));
    for (const answer of answers) expect(messageOf(answer)).toBe(NEWSLETTER_MESSAGES.subscribed);
    expect(await mailsTo(t, email)).toHaveLength(1);
  });
});

describe('confirm', () => {
  it('confirms with the link token (POST or GET); opening it again says it is already confirmed', async () => {
    const { email, confirmToken } = await subscribed();
    expect(messageOf(await confirm(confirmToken))).toBe(NEWSLETTER_CONFIRMED_MESSAGE);
    const row = await rowOf(email);
    expect(row?.status).toBe('confirmed');
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    const again = await t.app.inject({ method: 'GET', url: '/api/newsletter/confirm', query: { token: confirmToken } });
    expect(messageOf(again)).toBe(NEWSLETTER_ALREADY_CONFIRMED_MESSAGE);
  });

  it('confirms through GET ?token= too', async () => {
    const { email, confirmToken } = await subscribed();
    const res = await t.app.inject({ method: 'GET', url: '/api/newsletter/confirm', query: { token: confirmToken } });
    expect(messageOf(res)).toBe(NEWSLETTER_CONFIRMED_MESSAGE);
    expect((await rowOf(email))?.status).toBe('confirmed');
  });

  it('refuses a wrong token with a readable 400 and changes nothing', async () => {
    const { email, confirmToken } = await subscribed();
    const wrong = `${confirmToken.slice(0, -2)}${confirmToken.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(expectError(await confirm(wrong), 400)).toEqual({ code: 'invalid_input', message: NEWSLETTER_INVALID_CONFIRM_MESSAGE });
    expect((await rowOf(email))?.status).toBe('pending');
  });

  it('refuses a malformed token (too short, missing) with 400', async () => {
    expectError(await confirm('short'), 400);
    expectError(await t.app.inject({ method: 'GET', url: '/api/newsletter/confirm' }), 400);
  });

  it(`refuses a link older than its life`, async () => {
    const { email, confirmToken } = await subscribed();
    await ageLastMail(email, 8 * 24 * 60 * 60);
    expect(expectError(await confirm(confirmToken), 400).message).toBe(NEWSLETTER_INVALID_CONFIRM_MESSAGE);
    expect((await rowOf(email))?.status).toBe('pending');
  });
});

describe('unsubscribe', () => {
  it('unsubscribes a confirmed subscriber with the link of the mail; a second click answers the same', async () => {
    const { email, confirmToken, unsubscribeToken } = await subscribed();
    messageOf(await confirm(confirmToken));
    expect(messageOf(await unsubscribe(unsubscribeToken))).toBe(NEWSLETTER_UNSUBSCRIBED_MESSAGE);
    const row = await rowOf(email);
    expect(row).toMatchObject({ status: 'unsubscribed', confirmTokenHash: null });
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
    const again = await t.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe', query: { token: unsubscribeToken } });
    expect(messageOf(again)).toBe(NEWSLETTER_UNSUBSCRIBED_MESSAGE);
    // The confirmation link cannot bring the subscription back.
    expectError(await confirm(confirmToken), 400);
  });

  it('unsubscribes a pending sign-up (someone else entered the address)', async () => {
    const { email, unsubscribeToken } = await subscribed();
    messageOf(await unsubscribe(unsubscribeToken));
    expect((await rowOf(email))?.status).toBe('unsubscribed');
  });

  it("refuses a forged token, another subscription's id with this MAC, and an unknown id", async () => {
    const first = await subscribed();
    const second = await subscribed();
    const [firstId, firstMac] = first.unsubscribeToken.split('.');
    const [secondId] = second.unsubscribeToken.split('.');
    for (const token of [`${secondId}.${firstMac}`, `${firstId}.${'A'.repeat(43)}`, `99999999.${firstMac}`, 'not-a-token-at-all']) {
      expect(expectError(await unsubscribe(token), 400)).toEqual({ code: 'invalid_input', message: NEWSLETTER_INVALID_UNSUBSCRIBE_MESSAGE });
    }
    expect((await rowOf(first.email))?.status).toBe('pending');
    expect((await rowOf(second.email))?.status).toBe('pending');
  });
});

describe('rate limit', () => {
  it('limits sign-ups per client address with a readable 429', async () => {
    const limited = await createTestApp({ RATE_LIMIT_IP_MAX: '2', RATE_LIMIT_IP_WINDOW_SECONDS: '60' });
    try {
      const post = () => limited.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: uniqueEmail() }, remoteAddress: '10.9.9.9' });
      expect((await post()).statusCode).toBe(200);
      expect((await post()).statusCode).toBe(200);
      expect(expectError(await post(), 429)).toEqual({ code: 'rate_limited', message: 'Too many requests. Please try again in 1 minute.' });
    } finally {
      await limited.close();
    }
  });
});

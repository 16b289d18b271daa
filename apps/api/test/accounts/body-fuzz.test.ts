import fc from 'fast-check';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegisterResponseSchema, SessionResponseSchema } from '@dawa/shared/auth/schemas';
import { ErrorBodySchema } from '@dawa/shared/errors/codes';
import { users, userSettings } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fieldNames = ['firstName', 'lastName', 'email', 'password', 'phoneCountry', 'phone', 'role', 'otp', '__proto__', 'constructor', 'x'];
const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 200, maxLength: 400 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    ' ',
    'a@b.in',
    'A@B.IN',
    'customer@dawa.in',
    'Secure@123',
    'Dawa@2026',
    '+91',
    '+999',
    '98765 43210',
    '\u0000',
    '💊',
    '<script>',
    "' or 1=1 --",
  ),
);
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), scalar, { maxKeys: 2 }));
const body = fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...fieldNames), value, { maxKeys: 7 }) },
  { weight: 1, arbitrary: fc.oneof(scalar, fc.array(value, { maxLength: 3 })) },
);

describe('no JSON body makes register or login answer 500 or write half an account', () => {
  it('POST /api/register answers 201 or a readable 4xx; a 201 wrote a user and its settings', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/register',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(res.statusCode, `${JSON.stringify(payload)} → ${res.body}`).toBeLessThan(500);
        if (res.statusCode === 201) {
          const { email } = RegisterResponseSchema.parse(res.json());
          const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
          expect(user).toBeDefined();
          expect(
            await t.database.db
              .select()
              .from(userSettings)
              .where(eq(userSettings.userId, user?.id ?? 0)),
          ).toHaveLength(1);
        } else {
          expect(ErrorBodySchema.parse(res.json()).message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 150 },
    );
    // Every account written has its settings: no half-written registration.
    const orphans = await t.database.db
      .select({ id: users.id })
      .from(users)
      .leftJoin(userSettings, eq(userSettings.userId, users.id))
      .where(isNull(userSettings.userId));
    expect(orphans).toEqual([]);
  });

  it('POST /api/login answers 200 or a readable 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(res.statusCode, `${JSON.stringify(payload)} → ${res.body}`).toBeLessThan(500);
        if (res.statusCode === 200) SessionResponseSchema.parse(res.json());
        else expect(ErrorBodySchema.parse(res.json()).message.length).toBeGreaterThan(0);
      }),
      { numRuns: 150 },
    );
  });

  it('answers malformed and mistyped requests readably', async () => {
    for (const [contentType, raw] of [
      ['application/json', '{"email":'],
      ['application/json', ''],
      ['text/plain', 'email=a@b.in'],
      ['application/x-www-form-urlencoded', 'email=a%40b.in&password=x'],
    ] as const) {
      for (const url of ['/api/register', '/api/login']) {
        const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload: raw });
        expect(res.statusCode, `${url} ${contentType} ${raw} → ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(ErrorBodySchema.parse(res.json()).message.length).toBeGreaterThan(0);
      }
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'x'.repeat(2_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
  });
});

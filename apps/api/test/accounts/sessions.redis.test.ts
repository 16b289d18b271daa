import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { SessionResponseSchema } from '@dawa/shared/auth/schemas';
import { users } from '../../src/db/schema/index.ts';
import { bearer, expectError, GOOD_PASSWORD, uniqueEmail } from '../helpers/accounts.ts';
import { twoInstancesOnOneRedis } from '../helpers/redis-instances.ts';

// Runs only with REDIS_URL (vitest.config.ts). Two instances of the app on one database and one Redis,
// as behind a load balancer: what one instance revokes, the other refuses at once.
const cluster = twoInstancesOnOneRedis({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '3' });
const { redisUrl, redisKeyPrefix } = cluster;

const [A, B] = [0, 1] as const;
const login = (i: 0 | 1, email: string, password: string, remoteAddress = '192.0.2.1') =>
  cluster.instances[i].inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });
const orders = (i: 0 | 1, accessToken: string) =>
  cluster.instances[i].inject({ method: 'GET', url: '/api/orders', headers: bearer(accessToken) });

async function signIn(i: 0 | 1, email: string, password: string) {
  const res = await login(i, email, password);
  expect(res.statusCode, res.body).toBe(200);
  return SessionResponseSchema.parse(res.json());
}

async function verifiedUser() {
  const email = uniqueEmail();
  const app = cluster.instances[A];
  expect(
    (
      await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { firstName: 'Asha', lastName: 'Verma', email, password: GOOD_PASSWORD },
      })
    ).statusCode,
  ).toBe(201);
  await cluster.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));
  return email;
}

describe('two instances on one Redis', () => {
  it('a logout on one instance kills the access token on the other at once, though the other had just cached it', async () => {
    const email = await verifiedUser();
    const session = await signIn(A, email, GOOD_PASSWORD);
    expect((await orders(B, session.accessToken)).statusCode).toBe(200);
    expect(
      (await cluster.instances[A].inject({ method: 'POST', url: '/api/logout', payload: { refreshToken: session.refreshToken } }))
        .statusCode,
    ).toBe(200);
    expectError(await orders(B, session.accessToken), 401, 'Authentication required');
  });

  it('a password change on one instance ends the other devices on the other instance at once', async () => {
    const email = await verifiedUser();
    const phone = await signIn(A, email, GOOD_PASSWORD);
    const laptop = await signIn(B, email, GOOD_PASSWORD);
    expect((await orders(B, phone.accessToken)).statusCode).toBe(200);
    const change = await cluster.instances[A].inject({
      method: 'POST',
      url: '/api/settings/change-password',
      headers: bearer(laptop.accessToken),
      payload: { currentPassword: GOOD_PASSWORD, newPassword: 'Changed@2026' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expectError(await orders(B, phone.accessToken), 401, 'Authentication required');
    expect((await orders(B, laptop.accessToken)).statusCode).toBe(200);
  });

  it('a role change announced on one instance is the role on the other at once', async () => {
    const email = await verifiedUser();
    const session = await signIn(A, email, GOOD_PASSWORD);
    expect((await cluster.instances[B].services.sessions.authenticate(session.accessToken))?.role).toBe('user');
    await cluster.database.db.update(users).set({ role: 'doctor' }).where(eq(users.email, email));
    await cluster.instances[A].services.sessions.invalidateUser(session.user.id);
    expect((await cluster.instances[B].services.sessions.authenticate(session.accessToken))?.role).toBe('doctor');
  });

  it('share the failed-login count of an e-mail from one address; another address is not locked', async () => {
    const email = await verifiedUser();
    for (let i = 0; i < 3; i++)
      expectError(await login(i % 2 === 0 ? A : B, email, 'Wrong@2026', '192.0.2.66'), 401, 'Invalid email or password.');
    for (const i of [A, B]) {
      expectError(
        await login(i, email, GOOD_PASSWORD, '192.0.2.66'),
        429,
        'Too many failed login attempts. Please try again in 15 minutes.',
      );
    }
    expect((await login(B, email, GOOD_PASSWORD, '192.0.2.99')).statusCode).toBe(200);
  });

  it('keep the session statuses under the configured key prefix', async () => {
    const redis = new Redis(redisUrl);
    try {
      expect((await redis.keys(`${redisKeyPrefix}session:*`)).length).toBeGreaterThan(0);
    } finally {
      await redis.quit();
    }
  });
});

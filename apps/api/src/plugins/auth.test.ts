import crypto from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../modules/accounts/access-token.ts';
import { registerAuth, userOf } from './auth.ts';
import { registerErrorHandler } from './error-handler.ts';

const tokens = createAccessTokens(new Uint8Array(crypto.randomBytes(32)));
const app = Fastify();

beforeAll(async () => {
  registerErrorHandler(app);
  registerAuth(app, async (token) => {
    const claims = await tokens.verify(token);
    return claims && { ...claims, twoFactorEnrolled: false, secondFactor: false };
  });
  app.get('/public', async (request) => ({ user: request.user }));
  app.get('/me', { preHandler: app.authenticate }, async (request) => userOf(request));
  app.get('/staff', { preHandler: app.requireRole('admin', 'doctor') }, async () => ({ ok: true }));
  app.get('/admin', { preHandler: [app.authenticate, app.requireRole('admin')] }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

const as = async (role: 'user' | 'doctor' | 'admin') => ({ authorization: `Bearer ${await tokens.sign({ id: 7, role, sessionId: 's' })}` });

describe('authenticate and requireRole', () => {
  it('decorates request.user from the token only behind the guard', async () => {
    expect((await app.inject({ url: '/public', headers: await as('admin') })).json()).toEqual({ user: null });
    expect((await app.inject({ url: '/me', headers: await as('doctor') })).json()).toEqual({ id: 7, role: 'doctor', sessionId: 's', twoFactorEnrolled: false, secondFactor: false });
    const res = await app.inject({ url: '/me', headers: { authorization: 'Basic abc' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthorized', message: 'Authentication required' });
  });

  it('lets only the named roles through, with 401 before 403', async () => {
    expect((await app.inject({ url: '/staff', headers: await as('doctor') })).statusCode).toBe(200);
    expect((await app.inject({ url: '/staff', headers: await as('admin') })).statusCode).toBe(200);
    const denied = await app.inject({ url: '/staff', headers: await as('user') });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ code: 'forbidden', message: 'You do not have permission to do this.' });
    expect((await app.inject({ url: '/staff' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/admin', headers: await as('doctor') })).statusCode).toBe(403);
    expect((await app.inject({ url: '/admin', headers: await as('admin') })).statusCode).toBe(200);
  });
});

import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Behind a load balancer each instance names itself (INSTANCE_NAME, decision 066): the cluster journeys
// and an operator's `curl -I` tell which instance answered.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The headers of the room socket's 101 answer. */
async function handshakeHeaders(app: TestApp['app']): Promise<Record<string, string | string[] | undefined>> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/room-socket`);
  try {
    return await new Promise((resolve, reject) => {
      socket.once('upgrade', (response) => resolve(response.headers));
      socket.once('error', reject);
    });
  } finally {
    socket.terminate();
  }
}

describe('INSTANCE_NAME', () => {
  it('names the instance on every answer, API errors and the WebSocket upgrade included', async () => {
    t = await createTestApp({ INSTANCE_NAME: 'web-2' });
    expect((await t.app.inject('/api/health')).headers['x-dawa-instance']).toBe('web-2');
    const missing = await t.app.inject('/api/no-such-route');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-dawa-instance']).toBe('web-2');
    expect((await handshakeHeaders(t.app))['x-dawa-instance']).toBe('web-2');
  });

  it('adds nothing when unset', async () => {
    t = await createTestApp();
    expect((await t.app.inject('/api/health')).headers).not.toHaveProperty('x-dawa-instance');
    expect(await handshakeHeaders(t.app)).not.toHaveProperty('x-dawa-instance');
  });

  it('refuses a name that is not a plain label', () => {
    expect(() => loadEnv({ INSTANCE_NAME: 'web 2\r\nSet-Cookie: x' })).toThrow(/INSTANCE_NAME must be 1-64 letters/);
  });
});

describe('PAYMENT_SANDBOX_URL and REDIS_KEY_PREFIX', () => {
  it('default to PUBLIC_URL and dawa:, and take an instance address and a prefix of their own', () => {
    const plain = loadEnv({ PUBLIC_URL: 'https://shop.example.in/' });
    expect(plain.PAYMENT_SANDBOX_URL).toBe('https://shop.example.in');
    expect(plain.REDIS_KEY_PREFIX).toBe('dawa:');
    const cluster = loadEnv({
      PUBLIC_URL: 'https://shop.example.in',
      PAYMENT_SANDBOX_URL: 'http://10.0.0.11:3000/',
      REDIS_KEY_PREFIX: 'staging:',
    });
    expect(cluster.PAYMENT_SANDBOX_URL).toBe('http://10.0.0.11:3000');
    expect(cluster.REDIS_KEY_PREFIX).toBe('staging:');
    expect(() => loadEnv({ REDIS_KEY_PREFIX: 'has space' })).toThrow(/REDIS_KEY_PREFIX/);
  });
});

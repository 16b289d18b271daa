import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../config/env.ts';
import { openDatabase } from '../../db/client.ts';
import { redactRedisUrl } from './redis-client.ts';

describe('REDIS_URL', () => {
  it('is refused unless it is a redis:// or rediss:// URL', () => {
    expect(() => loadEnv({ REDIS_URL: 'localhost:6379' })).toThrow('REDIS_URL: REDIS_URL must start with redis:// or rediss://');
    expect(loadEnv({ REDIS_URL: 'rediss://:secret@cache.example.in:6380/1' }).REDIS_URL).toBe('rediss://:secret@cache.example.in:6380/1');
    expect(loadEnv({}).REDIS_URL).toBeUndefined();
  });

  it('fails the start with the cause when Redis cannot be reached (no silent fallback to memory)', async () => {
    // Nothing listens on port 1; migrations are not needed to get this far.
    const database = await openDatabase({ kind: 'pglite' });
    try {
      const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', REDIS_URL: 'redis://:hunter2@127.0.0.1:1' });
      await expect(buildApp({ env, database })).rejects.toThrow(
        'Cannot reach Redis at redis://:***@127.0.0.1:1 (REDIS_URL): connect ECONNREFUSED 127.0.0.1:1. Start Redis, or unset REDIS_URL to keep rate limits in this process.',
      );
    } finally {
      await database.close();
    }
  });

  it('is logged without its password', () => {
    expect(redactRedisUrl('redis://default:hunter2@cache:6379/0')).toBe('redis://default:***@cache:6379/0');
    expect(redactRedisUrl('redis://cache:6379')).toBe('redis://cache:6379');
  });
});

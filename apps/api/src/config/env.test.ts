import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { loadSecrets } from './secrets.ts';

describe('loadEnv (accounts)', () => {
  it('defaults PUBLIC_URL to this port, MAIL_FROM to Dawa, and leaves the lock off', () => {
    const env = loadEnv({ PORT: '4100' });
    expect(env.PUBLIC_URL).toBe('http://localhost:4100');
    expect(env.MAIL_FROM).toBe('Dawa <no-reply@dawa.in>');
    expect(env.SITE_LOCK_PASSWORD).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(loadEnv({ PUBLIC_URL: 'https://dawa.example.in/' }).PUBLIC_URL).toBe('https://dawa.example.in');
    expect(loadEnv({ SITE_LOCK_PASSWORD: '' }).SITE_LOCK_PASSWORD).toBeUndefined();
  });

  it('requires JWT_SECRET in production on a PostgreSQL server', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@db:5432/dawa' })).toThrow(
      /JWT_SECRET: JWT_SECRET is required in production with DATABASE_URL/,
    );
    expect(() => loadEnv({ JWT_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  it('enforces the password policy on ADMIN_PASSWORD and wants ADMIN_EMAIL with it', () => {
    expect(() => loadEnv({ ADMIN_EMAIL: 'ops@dawa.in', ADMIN_PASSWORD: 'password' })).toThrow(
      /ADMIN_PASSWORD: Password must be at least 8 characters/,
    );
    expect(() => loadEnv({ ADMIN_EMAIL: 'ops@dawa.in' })).toThrow(/set together/);
    expect(() => loadEnv({ ADMIN_PASSWORD: 'Ops@Admin2026' })).toThrow(/set together/);
    expect(loadEnv({ ADMIN_EMAIL: ' Ops@Dawa.IN ', ADMIN_PASSWORD: 'Ops@Admin2026' }).ADMIN_EMAIL).toBe('ops@dawa.in');
    expect(() => loadEnv({ SMTP_URL: 'http://mail' })).toThrow(/smtp:\/\//);
  });
});

describe('loadEnv (demo mode and API docs)', () => {
  const server = { DATABASE_URL: 'postgres://u@db:5432/dawa', JWT_SECRET: 's'.repeat(32) };

  it("is on for the README's first run: the embedded database and no PUBLIC_URL, whatever NODE_ENV says", () => {
    for (const NODE_ENV of ['production', 'development', 'test']) {
      const env = loadEnv({ NODE_ENV });
      expect(env.DEMO_MODE).toBe(true);
      expect(env.DEMO_MODE_REASON).toBe('the embedded database without PUBLIC_URL (set DEMO_MODE=off to turn it off)');
    }
  });

  it('is off on a PostgreSQL server or with a PUBLIC_URL, and says why', () => {
    const onServer = loadEnv({ NODE_ENV: 'production', ...server });
    expect(onServer.DEMO_MODE).toBe(false);
    expect(onServer.DEMO_MODE_REASON).toBe('DATABASE_URL is set (set DEMO_MODE=on for a demo)');
    const public_ = loadEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://dawa.example.in' });
    expect(public_.DEMO_MODE).toBe(false);
    expect(public_.DEMO_MODE_REASON).toBe('PUBLIC_URL is set (set DEMO_MODE=on for a demo)');
  });

  it('follows DEMO_MODE=on|off over the automatic choice, and refuses other values', () => {
    expect(loadEnv({ DEMO_MODE: 'on', NODE_ENV: 'production', PUBLIC_URL: 'https://dawa.example.in', ...server }).DEMO_MODE).toBe(true);
    const off = loadEnv({ DEMO_MODE: 'off' });
    expect(off.DEMO_MODE).toBe(false);
    expect(off.DEMO_MODE_REASON).toBe('DEMO_MODE=off');
    expect(loadEnv({ DEMO_MODE: '' }).DEMO_MODE).toBe(true);
    expect(() => loadEnv({ DEMO_MODE: 'true' })).toThrow('DEMO_MODE: DEMO_MODE must be on or off (or unset for automatic)');
  });

  it('refuses the replaced DEMO_ACCOUNTS rather than ignoring it', () => {
    expect(() => loadEnv({ DEMO_ACCOUNTS: 'false' })).toThrow(
      'DEMO_ACCOUNTS: DEMO_ACCOUNTS was replaced by DEMO_MODE (on or off; unset for automatic): the demo accounts exist only in demo mode',
    );
  });

  it('serves the API docs in demo mode and outside production, not in production outside demo mode, unless API_DOCS says', () => {
    expect(loadEnv({ NODE_ENV: 'production' }).API_DOCS).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development', ...server }).API_DOCS).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production', ...server }).API_DOCS).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://dawa.example.in' }).API_DOCS).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', API_DOCS: 'on', ...server }).API_DOCS).toBe(true);
    expect(loadEnv({ API_DOCS: 'off' }).API_DOCS).toBe(false);
    expect(() => loadEnv({ API_DOCS: 'yes' })).toThrow('API_DOCS: API_DOCS must be on or off');
  });
});

describe('loadSecrets', () => {
  it('derives distinct keys from JWT_SECRET without touching the disk', () => {
    const dir = path.join(os.tmpdir(), 'dawa-never-created');
    const a = loadSecrets({ JWT_SECRET: 'a'.repeat(32), DATA_DIR: dir });
    const b = loadSecrets({ JWT_SECRET: 'b'.repeat(32), DATA_DIR: dir });
    expect(fs.existsSync(dir)).toBe(false);
    expect(Buffer.from(a.jwtKey).equals(Buffer.from(b.jwtKey))).toBe(false);
    expect(a.otpPepper.equals(a.siteLockKey)).toBe(false);
  });

  it('generates one secret into DATA_DIR/secrets.json and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-secrets-'));
    try {
      const first = loadSecrets({ JWT_SECRET: undefined, DATA_DIR: dir });
      const second = loadSecrets({ JWT_SECRET: undefined, DATA_DIR: dir });
      expect(Buffer.from(first.jwtKey).equals(Buffer.from(second.jwtKey))).toBe(true);
      fs.writeFileSync(path.join(dir, 'secrets.json'), '{"jwtSecret":"x"}');
      expect(() => loadSecrets({ JWT_SECRET: undefined, DATA_DIR: dir })).toThrow(/no usable jwtSecret/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadEnv } from '../../src/config/env.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { withDatabaseName } from './database-url.ts';

let counter = 0;

/** A fresh copy of the seeded template database for one test file. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  const template = inject('postgresTemplate');
  if (serverUrl && template) {
    const name = `dawa_t_${process.ppid}_${process.pid}_${Date.now()}_${counter++}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.end();
    }
    // Dropping the copy below ends connections the pool is still closing: expected, not worth a warning.
    const handle = await openDatabase({
      kind: 'postgres',
      url: withDatabaseName(serverUrl, name),
      poolSize: 20,
      onIdleClientError: () => {},
    });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const dump = new Blob([fs.readFileSync(inject('pgliteTemplatePath'))]);
  return openDatabase({ kind: 'pglite', loadDataDir: dump });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** This app's own DATA_DIR (secrets.json, uploads/), removed on close. */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real Fastify app on a fresh database, without the SPA; call with `inject`. Each app gets its own
 * DATA_DIR, and rate limits high enough that only the tests about them meet them (they override these).
 * It runs in demo mode (tests read mail through the dev outbox and pay through the sandboxes) unless a
 * test passes DEMO_MODE: 'off'.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  /** An open database to share (a restart on the same data); the caller closes it. Default: a fresh one. */
  shared?: { database: DatabaseHandle },
  /** Adds routes of the test's own before the app starts (e.g. to test a guard on a route of its own). */
  extend?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const database = shared?.database ?? (await openTestDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-app-'));
  // Tests insert rows and read them back at once: the response cache is off unless a test turns it on.
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    CATALOG_CACHE_SECONDS: '0',
    ANALYTICS_CACHE_SECONDS: '0',
    // Product pages stay exact (decision 043) and are kept, but not read in ahead: tests count what a read kept.
    PRODUCT_DETAIL_CACHE_WARM: 'false',
    DATA_DIR: dataDir,
    RATE_LIMIT_IP_MAX: '10000',
    RATE_LIMIT_ACCOUNT_MAX: '10000',
    AI_RATE_LIMIT_IP_MAX: '10000',
    AI_RATE_LIMIT_USER_MAX: '10000',
    DEMO_MODE: 'on',
    ...overrides,
  });
  const app = await buildApp({ env, database });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      if (!shared) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

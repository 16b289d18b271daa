import fs from 'node:fs';
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
    const handle = await openDatabase({ kind: 'postgres', url: withDatabaseName(serverUrl, name), poolSize: 20 });
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
  close(): Promise<void>;
}

/** The real Fastify app on a fresh database, without the SPA; call with `inject`. */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  // Tests insert rows and read them back at once: the response cache is off unless a test turns it on.
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', CATALOG_CACHE_SECONDS: '0', ...overrides });
  const app = await buildApp({ env, database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

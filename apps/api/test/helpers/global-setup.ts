import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase, pgliteClientOf } from '../../src/db/client.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';
import { withDatabaseName } from './database-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one template database per test run; every test file then starts from a copy
 * of it (PGlite: a data-directory dump; PostgreSQL: CREATE DATABASE … TEMPLATE), which is far faster
 * than migrating per file and keeps files independent of each other's writes.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `dawa_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const handle = await openDatabase({ kind: 'postgres', url: withDatabaseName(url, name), poolSize: 2 });
    await prepareDatabase(handle, { seed: true });
    await handle.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
        `dawa_t_${process.pid}_%`,
      ]);
      for (const { datname } of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const handle = await openDatabase({ kind: 'pglite' });
  await prepareDatabase(handle, { seed: true });
  const dump = await pgliteClientOf(handle).dumpDataDir('none');
  await handle.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@dawa/shared/errors/codes';
import { buildApp } from '../../src/app.ts';
import { loadEnv } from '../../src/config/env.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { addresses, categories, users } from '../../src/db/schema/index.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

/*
 * The error handler's database mappings and its 500 path, through throw-away routes registered on
 * the real app before it is ready. The database errors are real: each route runs a statement that
 * the database (PGlite here, the PostgreSQL server with DATABASE_URL) refuses.
 */

let app: FastifyInstance;
let database: DatabaseHandle;
let dataDir: string;
const logs: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-errors-'));
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', DATA_DIR: dataDir });
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString('utf8'));
      done();
    },
  });
  app = await buildApp({ env, database, logStream });
  const { db } = database;
  const routes: Record<string, () => Promise<unknown>> = {
    'numeric-out-of-range': () => db.execute(sql`select ${'2147483648'}::integer`),
    'invalid-text-representation': () => db.execute(sql`select ${'twelve'}::integer`),
    'nul-in-text': () => db.execute(sql`select ${'a\u0000b'}::text`),
    'missing-parent': () => db.insert(addresses).values({ userId: 2_147_483_000, firstName: 'Asha', address: '1 MG Road', city: 'Pune' }),
    'parent-in-use': async () => {
      const [used] = await db.select({ slug: categories.slug }).from(categories).limit(1);
      return db.delete(categories).where(eq(categories.slug, used?.slug ?? ''));
    },
    duplicate: async () => {
      const [someone] = await db.select().from(users).limit(1);
      if (!someone) throw new Error('the seed has no users');
      return db.insert(users).values({ ...someone, id: undefined });
    },
    // products_max_per_order_check: between 1 and 100.
    'broken-check': () => db.execute(sql`update products set max_per_order = 0 where id = (select min(id) from products)`),
    'secret-failure': () => Promise.reject(new Error('connection string postgres://admin:hunter2@db leaked')),
    'other-database-error': () => db.execute(sql`select * from table_that_does_not_exist`),
  };
  for (const [name, run] of Object.entries(routes)) {
    app.get(`/api/test-errors/${name}`, async () => {
      await run();
      return { ok: true };
    });
  }
  // A route without any schema: only the NUL guard stands between its input and the database.
  app.post('/api/test-errors/echo', async (request) => ({ body: request.body, query: request.query }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const call = async (name: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/test-errors/${name}` });
  return { status: res.statusCode, body: ErrorBodySchema.parse(res.json()) };
};

describe('the error handler maps database errors the request caused to 4xx', () => {
  it.each([
    ['numeric-out-of-range', '22003'],
    ['invalid-text-representation', '22P02'],
    ['nul-in-text', 'class 22'],
  ])('a data exception (%s, %s) is a 400 with a readable sentence, logged as a warning', async (name) => {
    logs.length = 0;
    expect(await call(name)).toEqual({
      status: 400,
      body: { code: 'invalid_input', message: 'A value in the request is out of range or not valid.' },
    });
    expect(logs.join('')).toContain('the database refused input that validation let through');
  });

  it('a row that points at a missing row (23503 on insert) is a 404', async () => {
    expect(await call('missing-parent')).toEqual({
      status: 404,
      body: { code: 'not_found', message: 'Something this request refers to no longer exists. Please reload and try again.' },
    });
  });

  it('removing a row that others still point at (23503 on delete) is a 409', async () => {
    expect(await call('parent-in-use')).toEqual({
      status: 409,
      body: { code: 'conflict', message: 'This is still in use elsewhere and cannot be removed.' },
    });
  });

  it('values that break a CHECK constraint (23514) are a 400', async () => {
    expect(await call('broken-check')).toEqual({
      status: 400,
      body: { code: 'invalid_input', message: 'These values do not fit together (for example a narcotic that is on sale). Please check them and try again.' },
    });
  });

  it('a unique violation (23505) is a 409', async () => {
    expect(await call('duplicate')).toEqual({
      status: 409,
      body: { code: 'conflict', message: 'That already exists. Please reload and try again.' },
    });
  });
});

describe('everything else stays a logged 500 that tells the caller nothing', () => {
  it('an error of ours answers the generic sentence and logs the details', async () => {
    logs.length = 0;
    const res = await app.inject({ method: 'GET', url: '/api/test-errors/secret-failure' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal', message: 'Something went wrong on our side. Please try again.' });
    expect(res.body).not.toContain('hunter2');
    expect(logs.join('')).toContain('hunter2');
    expect(logs.join('')).toContain('unhandled error');
  });

  it('a database error that is not about the input (42P01, a missing table) is a 500 too', async () => {
    expect(await call('other-database-error')).toEqual({
      status: 500,
      body: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
    });
  });
});

describe('a malformed path answers in the shared error body', () => {
  it('bad percent-encoding is a 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/products/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_input', message: 'The address is not valid.' });
  });

  it('a path segment over 200 characters is a 414', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/products/${'a'.repeat(201)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ code: 'invalid_input', message: 'A part of the address is too long.' });
  });
});

describe('the NUL guard refuses U+0000 wherever a schema let it through', () => {
  const nulError = (label: string, name: string) => ({
    code: 'invalid_input',
    message: `Invalid ${label} ${name}: it must not contain the NUL character (U+0000)`,
    fieldErrors: { [name]: ['This value must not contain the NUL character (U+0000)'] },
  });

  it('in a body field, however deep, and in a key', async () => {
    const deep = await app.inject({
      method: 'POST',
      url: '/api/test-errors/echo',
      payload: { lines: [{ name: 'ok' }, { name: 'a\u0000b' }] },
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual(nulError('field', 'lines.1.name'));
    const key = await app.inject({ method: 'POST', url: '/api/test-errors/echo', payload: { 'a\u0000': 1 } });
    expect(key.statusCode).toBe(400);
  });

  it('in the query and in a header', async () => {
    const query = await app.inject({ method: 'POST', url: '/api/test-errors/echo?q=a%00', payload: {} });
    expect(query.json()).toEqual(nulError('query parameter', 'q'));
    const header = await app.inject({ method: 'POST', url: '/api/test-errors/echo', headers: { 'x-note': 'a\u0000' }, payload: {} });
    expect(header.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(header.json()).fieldErrors).toEqual({
      'x-note': ['This value must not contain the NUL character (U+0000)'],
    });
  });

  it('lets everything else through', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test-errors/echo?q=caf%C3%A9', payload: { note: 'tab\there, emoji 💊' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ body: { note: 'tab\there, emoji 💊' }, query: { q: 'café' } });
  });
});

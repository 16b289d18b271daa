import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { createConfiguredStorage } from '../../src/db/configured-storage.ts';
import { createLocalStorage } from '../../src/providers/storage/local.ts';
import { createPostgresStorage } from '../../src/db/file-store.ts';
import { createS3Client, createS3Storage } from '../../src/providers/storage/s3.ts';
import type { FileStorage } from '../../src/providers/storage/types.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { openTestDatabase } from '../helpers/test-app.ts';
import { describeFileStorageContract } from './file-storage-contract.ts';

// One contract, three stores. The database is PGlite here, and the server when DATABASE_URL is set
// (file-stores.postgres.test.ts runs the database store there on every pass of CI's second run).
let root: string;
let database: DatabaseHandle;
let s3: TestS3Server;
const stores: Partial<Record<'local' | 'postgres' | 's3', FileStorage>> = {};
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-store-'));
  stores.local = createLocalStorage(root);
  database = await openTestDatabase();
  stores.postgres = createPostgresStorage(database.db);
  s3 = await startS3Server();
  stores.s3 = createS3Storage(createS3Client(s3.settings), s3.settings.bucket);
});
afterAll(async () => {
  fs.rmSync(root, { recursive: true, force: true });
  await database.close();
  await s3.close();
});

const storeOf = (kind: keyof typeof stores) => () => {
  const store = stores[kind];
  if (!store) throw new Error(`${kind} store not ready`);
  return store;
};
describeFileStorageContract('local disk', storeOf('local'));
describeFileStorageContract('database', storeOf('postgres'));
describeFileStorageContract('S3-compatible (s3rver)', storeOf('s3'));

describe('S3 store: what the bucket is asked', () => {
  it('writes health documents with server-side encryption (AES256), other files without, and none public', async () => {
    const client = createS3Client(s3.settings);
    const sent: { key: string; headers: Record<string, string> }[] = [];
    // The signed HTTP request as it leaves for the server: what any S3-compatible store would receive.
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const request = args.request as { headers: Record<string, string> };
        if (context.commandName === 'PutObjectCommand') sent.push({ key: (args.input as { Key: string }).Key, headers: request.headers });
        return next(args);
      },
      { step: 'finalizeRequest' },
    );
    const store = createS3Storage(client, s3.settings.bucket);
    await store.put('prescriptions/abc.pdf', Buffer.from('%PDF-1.4'));
    await store.put('health-reports/def.png', Buffer.from('png'));
    await store.put('avatars/ghi.jpg', Buffer.from('jpeg'));
    const sse = Object.fromEntries(sent.map((s) => [s.key, s.headers['x-amz-server-side-encryption']]));
    expect(sse).toEqual({ 'prescriptions/abc.pdf': 'AES256', 'health-reports/def.png': 'AES256', 'avatars/ghi.jpg': undefined });
    expect(sent.every((s) => s.headers['x-amz-acl'] === undefined)).toBe(true);
  });
});

describe('the configured store after an upgrade (decision 051)', () => {
  it('with DATABASE_URL and STORAGE unset, new files go to the database and files left on this disk stay readable', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-upgrade-'));
    try {
      const legacy = createLocalStorage(path.join(dataDir, 'uploads'));
      await legacy.put('avatars/before.jpg', Buffer.from('uploaded before the upgrade'));
      const env = loadEnv({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://dawa@db.example:5432/dawa', JWT_SECRET: 's'.repeat(32) });
      const { storage, note } = createConfiguredStorage(env, database);
      expect(storage.kind).toBe('postgres');
      expect(note).toMatch(/npm run storage:migrate -- --from local --to postgres/);
      expect((await storage.get('avatars/before.jpg'))?.toString()).toBe('uploaded before the upgrade');
      await storage.put('avatars/after.jpg', Buffer.from('uploaded after'));
      expect(await legacy.get('avatars/after.jpg')).toBeNull();
      expect((await stores.postgres?.get('avatars/after.jpg'))?.toString()).toBe('uploaded after');

      // Chosen on purpose (STORAGE=postgres), or with nothing on the disk: the database only, no note.
      const explicit = createConfiguredStorage(loadEnv({ DATA_DIR: dataDir, STORAGE: 'postgres' }), database);
      expect(explicit.note).toBeNull();
      expect(await explicit.storage.get('avatars/before.jpg')).toBeNull();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

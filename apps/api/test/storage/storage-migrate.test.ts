import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, type Env } from '../../src/config/env.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { openStorage } from '../../src/db/configured-storage.ts';
import { runStorageMigrate } from '../../src/db/storage-migrate.ts';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

let dataDir: string;
let database: DatabaseHandle;
let s3: TestS3Server;
let env: Env;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-migrate-'));
  database = await openTestDatabase();
  s3 = await startS3Server();
  env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    STORAGE: 'local',
    S3_ENDPOINT: s3.settings.endpoint ?? '',
    S3_BUCKET: s3.settings.bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
});
afterAll(async () => {
  await database.close();
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const migrate = async (args: string[], options: { onFile?: (key: string) => void; signal?: AbortSignal } = {}) => {
  const lines: string[] = [];
  const { exitCode } = await runStorageMigrate(args, env, database, { ...options, print: (line) => lines.push(line) });
  return { exitCode, lines, summary: lines.filter((l) => /files: /.test(l)).at(-1) };
};

// Five uploads as the shop makes them, one bigger than a database chunk.
const files = new Map<string, Buffer>([
  ['prescriptions/rx1.pdf', crypto.randomBytes(300 * 1024)],
  ['health-reports/hr1.png', crypto.randomBytes(2_000)],
  ['avatars/me.jpg', crypto.randomBytes(1_000)],
  ['review-photos/r1.jpg', crypto.randomBytes(1_500)],
  ['product-images/p1.jpg', crypto.randomBytes(900)],
]);

describe('npm run storage:migrate', () => {
  it('copies every file from local disk to the database, then finds them all there on a second run', async () => {
    const local = openStorage('local', env, database);
    for (const [key, bytes] of files) await local.put(key, bytes);
    const first = await migrate(['--from', 'local', '--to', 'postgres']);
    expect(first.exitCode).toBe(0);
    expect(first.summary).toBe('Done: 5 files: 5 copied, 0 already there with the same hash, 0 failed');
    const postgres = openStorage('postgres', env, database);
    for (const [key, bytes] of files) expect((await postgres.get(key))?.equals(bytes), key).toBe(true);

    const again = await migrate(['--from', 'local', '--to', 'postgres']);
    expect(again.summary).toBe('Done: 5 files: 0 copied, 5 already there with the same hash, 0 failed');
  });

  it('from the database to S3: interrupted after two files, the re-run copies only the three missing', async () => {
    const stop = new AbortController();
    let seen = 0;
    const interrupted = await migrate(['--from', 'postgres', '--to', 's3'], {
      signal: stop.signal,
      onFile: () => ++seen === 2 && stop.abort(),
    });
    expect(interrupted.exitCode).toBe(1);
    expect(interrupted.summary).toBe('Interrupted after 2 files: 2 copied, 0 already there with the same hash, 0 failed');
    const s3Store = openStorage('s3', env, database);
    const inS3 = async () => {
      const keys: string[] = [];
      for await (const key of s3Store.keys()) keys.push(key);
      return keys;
    };
    expect(await inS3()).toHaveLength(2);

    const resumed = await migrate(['--from', 'postgres', '--to', 's3']);
    expect(resumed.exitCode).toBe(0);
    expect(resumed.summary).toBe('Done: 5 files: 3 copied, 2 already there with the same hash, 0 failed');
    expect((await inS3()).sort()).toEqual([...files.keys()].sort());
    for (const [key, bytes] of files) expect((await s3Store.get(key))?.equals(bytes), key).toBe(true);
  });

  it('copies again a file whose copy differs (its hash), and leaves the rest', async () => {
    await openStorage('s3', env, database).put('avatars/me.jpg', Buffer.from('a stale copy'));
    const run = await migrate(['--from', 'postgres', '--to', 's3']);
    expect(run.summary).toBe('Done: 5 files: 1 copied, 4 already there with the same hash, 0 failed');
    expect((await openStorage('s3', env, database).get('avatars/me.jpg'))?.equals(files.get('avatars/me.jpg') ?? Buffer.alloc(1))).toBe(
      true,
    );
  });

  it('refuses the same store twice, an unknown store or an unknown option, with the usage', async () => {
    for (const args of [
      ['--from', 's3', '--to', 's3'],
      ['--from', 'disk', '--to', 's3'],
      ['--from', 'local'],
      ['--form', 'local', '--to', 's3'],
    ]) {
      const run = await migrate(args);
      expect(run.exitCode, args.join(' ')).toBe(2);
      expect(run.lines.join('\n')).toMatch(/^Usage: npm run storage:migrate -- --from local\|postgres\|s3 --to/m);
    }
  });
});

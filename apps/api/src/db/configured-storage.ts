import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../config/env.ts';
import { withFallback } from '../providers/storage/fallback.ts';
import { createLocalStorage } from '../providers/storage/local.ts';
import { createS3Client, createS3Storage } from '../providers/storage/s3.ts';
import type { FileStorage } from '../providers/storage/types.ts';
import type { DatabaseHandle } from './client.ts';
import { createPostgresStorage } from './file-store.ts';

type StorageEnv = Pick<
  Env,
  | 'STORAGE'
  | 'STORAGE_IS_DEFAULT'
  | 'DATA_DIR'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The uploads folder of STORAGE=local (and of files uploaded before a shop moved to a shared store). */
export const localUploadsDir = (env: Pick<Env, 'DATA_DIR'>) => path.join(env.DATA_DIR, 'uploads');

/** One store by name, as storage:migrate opens both ends of a copy. */
export function openStorage(kind: Env['STORAGE'], env: StorageEnv, database: DatabaseHandle): FileStorage {
  if (kind === 'postgres') return createPostgresStorage(database.db);
  if (kind === 's3') {
    if (!env.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
    const client = createS3Client({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
    return createS3Storage(client, env.S3_BUCKET);
  }
  return createLocalStorage(localUploadsDir(env));
}

const hasFiles = (dir: string) => {
  try {
    return fs.readdirSync(dir).length > 0;
  } catch {
    return false;
  }
};

/**
 * The store the app uses (STORAGE, decision 051), and a line for the start-up log. When the shop was
 * moved to the database by the new default and files are still on this machine's disk, they stay
 * readable from there until storage:migrate has copied them.
 */
export function createConfiguredStorage(env: StorageEnv, database: DatabaseHandle): { storage: FileStorage; note: string | null } {
  const storage = openStorage(env.STORAGE, env, database);
  if (env.STORAGE === 'postgres' && env.STORAGE_IS_DEFAULT && hasFiles(localUploadsDir(env))) {
    return {
      storage: withFallback(storage, createLocalStorage(localUploadsDir(env))),
      note: `Uploaded files go to the database (the default with DATABASE_URL); files still in ${localUploadsDir(env)} are read from there until you run: npm run storage:migrate -- --from local --to postgres (or set STORAGE=local)`,
    };
  }
  return { storage, note: null };
}

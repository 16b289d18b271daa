import { parseArgs } from 'node:util';
import type { Env } from '../config/env.ts';
import { copyFiles, type CopyResult } from '../providers/storage/copy-files.ts';
import type { DatabaseHandle } from './client.ts';
import { openStorage } from './configured-storage.ts';

const STORES = ['local', 'postgres', 's3'] as const;
type StoreName = (typeof STORES)[number];
const isStore = (value: string | undefined): value is StoreName => STORES.includes(value as StoreName);

export const STORAGE_MIGRATE_USAGE =
  'Usage: npm run storage:migrate -- --from local|postgres|s3 --to local|postgres|s3 (two different stores; S3_* and DATABASE_URL as for the app)';

/**
 * `npm run storage:migrate -- --from local --to s3`: copies every stored file between two stores, each
 * checked by its hash, skipping what is already there (decision 051). Exit code: 0 when every file is
 * in the destination, 1 when some failed or the run was interrupted (run it again), 2 for bad arguments.
 */
export async function runStorageMigrate(
  args: string[],
  env: Env,
  database: DatabaseHandle,
  options: { print?: (line: string) => void; signal?: AbortSignal; onFile?: (key: string) => void } = {},
): Promise<{ exitCode: number; result?: CopyResult }> {
  const print = options.print ?? ((line: string) => console.log(line));
  let from: string | undefined;
  let to: string | undefined;
  try {
    ({ from, to } = parseArgs({ args, options: { from: { type: 'string' }, to: { type: 'string' } } }).values);
  } catch (error) {
    print(`${(error as Error).message}\n${STORAGE_MIGRATE_USAGE}`);
    return { exitCode: 2 };
  }
  if (!isStore(from) || !isStore(to) || from === to) {
    print(STORAGE_MIGRATE_USAGE);
    return { exitCode: 2 };
  }
  print(`Copying uploaded files from ${from} to ${to}`);
  let seen = 0;
  const result = await copyFiles(openStorage(from, env, database), openStorage(to, env, database), {
    ...(options.signal ? { signal: options.signal } : {}),
    onFile: (key) => {
      options.onFile?.(key);
      if (++seen % 100 === 0) print(`  ${seen} files looked at`);
    },
  });
  for (const failure of result.failed) print(`  failed: ${failure.key}: ${failure.reason}`);
  const total = result.copied + result.skipped + result.failed.length;
  print(
    `${result.interrupted ? 'Interrupted after' : 'Done:'} ${total} files: ${result.copied} copied, ${result.skipped} already there with the same hash, ${result.failed.length} failed`,
  );
  if (result.interrupted || result.failed.length > 0) print('Run the same command again: it copies only what is missing or different.');
  else if (to !== env.STORAGE) print(`Every file is in ${to}: set STORAGE=${to} on every instance (and restart them) to use it.`);
  return { exitCode: result.interrupted || result.failed.length > 0 ? 1 : 0, result };
}

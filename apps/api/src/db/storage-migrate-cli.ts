// `npm run storage:migrate -- --from local --to s3` (decision 051): see storage-migrate.ts. Ctrl-C stops
// after the file being copied; running it again goes on where it stopped.
import { loadEnv } from '../config/env.ts';
import { openConfiguredDatabase } from './prepare.ts';
import { runStorageMigrate } from './storage-migrate.ts';

const env = loadEnv();
const database = await openConfiguredDatabase(env);
const stop = new AbortController();
process.once('SIGINT', () => stop.abort());
process.once('SIGTERM', () => stop.abort());
try {
  // The database store's tables (migration 0043) exist before the first file is written to them.
  await database.migrate();
  const { exitCode } = await runStorageMigrate(process.argv.slice(2), env, database, { signal: stop.signal });
  process.exitCode = exitCode;
} finally {
  await database.close();
}

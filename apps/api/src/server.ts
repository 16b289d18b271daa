import { buildApp } from './app.ts';
import { loadEnv } from './config/env.ts';
import { openConfiguredDatabase, prepareDatabase } from './db/prepare.ts';

const env = loadEnv();
const database = await openConfiguredDatabase(env);
const seeded = await prepareDatabase(database, { seed: env.SEED_ON_START });
const app = await buildApp({ env, database });
if (seeded > 0) app.log.info(`Seeded the demo catalogue with ${seeded} products`);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`Dawa is serving on http://localhost:${env.PORT} (database: ${database.kind})`);

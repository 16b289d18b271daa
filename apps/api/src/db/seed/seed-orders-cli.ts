// `npm run seed:orders -- --orders N`: adds N synthetic but plausible orders over the last 12 months
// (for scale tests) to the configured database (DATABASE_URL, else PGlite in DATA_DIR), after any there.
import { parseArgs } from 'node:util';
import { loadEnv } from '../../config/env.ts';
import { openConfiguredDatabase, prepareDatabase } from '../prepare.ts';
import { countSyntheticOrders, insertSyntheticOrders, vacuumOrders } from './insert-orders.ts';

const { values } = parseArgs({ options: { orders: { type: 'string', default: '1000' }, seed: { type: 'string', default: '42' } } });
const wanted = Number(values.orders);
if (!Number.isInteger(wanted) || wanted < 1 || wanted > 1_000_000) {
  console.error('--orders must be a whole number from 1 to 1000000');
  process.exit(2);
}

const env = loadEnv();
const database = await openConfiguredDatabase(env);
try {
  // Orders need the catalogue (and promo codes) in place.
  await prepareDatabase(database, { seed: true, demoAccounts: env.DEMO_MODE });
  const started = Date.now();
  // Chunks keep one transaction's temporary tables small; every chunk continues the numbering.
  for (let done = 0; done < wanted;) {
    const chunk = Math.min(20_000, wanted - done);
    await insertSyntheticOrders(database.db, {
      orders: chunk,
      seed: Number(values.seed),
      startIndex: await countSyntheticOrders(database.db),
    });
    done += chunk;
    console.log(`  ${done.toLocaleString('en-IN')} / ${wanted.toLocaleString('en-IN')} orders`);
  }
  await vacuumOrders(database.db);
  console.log(
    `Added ${wanted} orders in ${((Date.now() - started) / 1000).toFixed(1)} s; there are now ${await countSyntheticOrders(database.db)} synthetic orders.`,
  );
} finally {
  await database.close();
}

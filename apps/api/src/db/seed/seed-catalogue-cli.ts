// `npm run seed:catalogue -- --products N`: adds N synthetic but plausible products (for scale tests)
// to the configured database (DATABASE_URL, else PGlite in DATA_DIR), after any already there.
import { parseArgs } from 'node:util';
import { loadEnv } from '../../config/env.ts';
import { openConfiguredDatabase, prepareDatabase, vacuumCatalogue } from '../prepare.ts';
import { countAllProducts, insertProducts } from './insert-catalogue.ts';
import { generateSyntheticProducts } from './synthetic.ts';

const { values } = parseArgs({ options: { products: { type: 'string', default: '1000' }, seed: { type: 'string', default: '42' } } });
const wanted = Number(values.products);
if (!Number.isInteger(wanted) || wanted < 1 || wanted > 1_000_000) {
  console.error('--products must be a whole number from 1 to 1000000');
  process.exit(2);
}

const env = loadEnv();
const database = await openConfiguredDatabase(env);
try {
  // The demo catalogue first, so a scale database still has the real products and featured list.
  await prepareDatabase(database, { seed: true, demoAccounts: env.DEMO_MODE });
  const startIndex = await countAllProducts(database.db);
  const started = Date.now();
  const items = generateSyntheticProducts(wanted, { startIndex, seed: Number(values.seed) });
  let lastReport = 0;
  await insertProducts(database.db, items, {
    onProgress: (done) => {
      if (done - lastReport >= 10_000 || done === wanted) {
        lastReport = done;
        console.log(`  ${done.toLocaleString('en-IN')} / ${wanted.toLocaleString('en-IN')} products`);
      }
    },
  });
  await vacuumCatalogue(database);
  console.log(
    `Added ${wanted} products in ${((Date.now() - started) / 1000).toFixed(1)} s; the catalogue now has ${await countAllProducts(database.db)}.`,
  );
} finally {
  await database.close();
}

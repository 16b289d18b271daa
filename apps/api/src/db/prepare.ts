import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../config/env.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { seedBlogArticles } from './seed/blog-articles.ts';
import { seedDemoAccounts } from './seed/demo-accounts.ts';
import { lockDemoAccounts } from './seed/lock-demo-accounts.ts';
import { seedDemoAppointments } from './seed/demo-appointments.ts';
import { ensureDemoConsultations } from './seed/demo-consultation.ts';
import { seedDemoOrders } from './seed/demo-orders.ts';
import { linkDemoDoctor, seedDoctors } from './seed/doctors.ts';
import { countAllProducts, insertProducts, upsertCategories } from './seed/insert-catalogue.ts';
import { seedPromoCodes } from './seed/promo-codes.ts';
import type { FileStorage } from '../providers/storage/types.ts';
import { seedReviewPhotos } from './seed/review-photos.ts';
import { seedReviews } from './seed/reviews.ts';

/** Opens the database the configuration names: the PostgreSQL server at DATABASE_URL, else PGlite in DATA_DIR/db. */
export async function openConfiguredDatabase(env: Env): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) return openDatabase({ kind: 'postgres', url: env.DATABASE_URL });
  const dataDir = path.join(env.DATA_DIR, 'db');
  const releaseLock = lockDataDir(dataDir);
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      releaseLock();
    },
  };
}

/**
 * PGlite is an embedded database: two processes opening one data directory would corrupt it. A pid
 * file refuses the second opener with a clear message (a stale file of a dead process is taken over).
 */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, '..', 'db.lock');
  try {
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${holder}. Stop it first (or set DATA_DIR to another folder).`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  const release = () => fs.rmSync(lockFile, { force: true });
  process.once('exit', release);
  return release;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface PrepareOptions {
  /** Seed the demo catalogue into an empty catalogue. */
  seed: boolean;
  /** Seed the demo admin, doctor and customer into a database without accounts (default: as `seed`). */
  demoAccounts?: boolean;
  /** Where the seed stores the photos of a few seeded reviews; without it no seeded review has a photo. */
  storage?: FileStorage;
  /** Lock demo accounts that still take the published password (outside demo mode). */
  lockDemoAccounts?: boolean;
}

/** What prepareDatabase added (or locked). */
export interface PrepareResult {
  products: number;
  demoAccounts: boolean;
  /** The demo accounts locked because they still took the published password. */
  lockedDemoAccounts: string[];
  /** The demo doctor's consultations around now added by this start (0 when they were there already or outside demo mode). */
  demoConsultations: number;
}

/**
 * What a start prepares (decision 013): the catalogue with SEED_ON_START; the demo accounts only in
 * demo mode; outside it, demo accounts left with the published password are locked.
 */
export function startupPrepareOptions(
  env: Pick<Env, 'SEED_ON_START' | 'DEMO_MODE'>,
): Pick<PrepareOptions, 'seed' | 'demoAccounts' | 'lockDemoAccounts'> {
  return { seed: env.SEED_ON_START, demoAccounts: env.SEED_ON_START && env.DEMO_MODE, lockDemoAccounts: !env.DEMO_MODE };
}

/** Applies pending migrations and, on an empty database, seeds the demo catalogue and demo accounts. */
export async function prepareDatabase(handle: DatabaseHandle, options: PrepareOptions): Promise<PrepareResult> {
  await handle.migrate();
  await upsertCategories(handle.db);
  // Store content, not demo data: a fresh database starts with the built-in articles (decision 020).
  await seedBlogArticles(handle.db);
  const wantsDemoAccounts = options.demoAccounts ?? options.seed;
  const demoAccounts = wantsDemoAccounts ? await seedDemoAccounts(handle.db) : false;
  const lockedDemoAccounts = options.lockDemoAccounts ? await lockDemoAccounts(handle.db) : [];
  // The deals are added once; an operator's later changes to them are kept.
  if (options.seed) await seedPromoCodes(handle.db);
  // The doctors are catalogue data (not demo accounts): added once to a database without doctors.
  if (options.seed) await seedDoctors(handle.db);
  // The demo doctor account signs in to the profile seeded for it (demo mode only).
  if (demoAccounts) await linkDemoDoctor(handle.db);
  // The demo customer's and the demo doctor's appointments (needs the doctors, not the catalogue).
  if (demoAccounts) await seedDemoAppointments(handle.db);
  // The one step that runs at every demo start (idempotent): the demo doctor's consultations around
  // now, so the video room and My Schedule have something to show whenever the demo is opened.
  const demoConsultations = wantsDemoAccounts ? await ensureDemoConsultations(handle.db, new Date()) : 0;
  if (!options.seed || (await countAllProducts(handle.db)) > 0) {
    // Demo accounts added to an existing catalogue still get their past orders.
    if (demoAccounts) await seedDemoOrders(handle.db);
    return { products: 0, demoAccounts, lockedDemoAccounts, demoConsultations };
  }
  // Loaded only when needed: the seed catalogue is a few hundred kilobytes of data.
  const { seedCatalogue } = await import('./seed/catalogue/index.ts');
  const inserted = await insertProducts(handle.db, seedCatalogue);
  // Written reviews for the demo products; their stored ratings become the real aggregates.
  await seedReviews(handle.db);
  if (options.storage) await seedReviewPhotos(handle.db, options.storage);
  // The demo customer's past orders, so Orders and Tracking are not empty in a demo.
  if (demoAccounts) await seedDemoOrders(handle.db);
  await vacuumCatalogue(handle);
  return { products: inserted, demoAccounts, lockedDemoAccounts, demoConsultations };
}

/**
 * Refreshes planner statistics and the visibility map after a bulk load, so counts become
 * index-only scans. PGlite runs no autovacuum, so bulk loaders must call this.
 */
export async function vacuumCatalogue(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute('VACUUM ANALYZE products');
  await handle.db.execute('VACUUM ANALYZE product_variants');
}

// `npm run bench`: builds the app, fills a database to 100,000 products, serves the production build
// and measures the hot catalogue routes with autocannon (32 connections), each beside a "ceiling"
// route that answers a precomputed body of the same size; then measures the home page's initial
// JavaScript in Chromium and runs Lighthouse (mobile) on home, a category, search and a product page.
// Prints a table and writes bench/results/<database>.json.
//   npm run bench -- --database postgres   (uses BENCH_DATABASE_URL or a local dawa_bench database)
//   npm run bench -- --products 100000 --orders 100000 --duration 10 --connections 32 --port 3999
//   npm run bench -- --only analytics,search --lighthouse-runs 3   (only the routes whose name contains one of these words; Lighthouse median of 3, 0 skips it)
import { spawn, execSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { Secret, TOTP } from 'otpauth';
import { chromium } from 'playwright-core';
import { lighthousePages, printLighthouse, type LighthouseRow } from './lighthouse.ts';
import { loadEnv } from '../apps/api/src/config/env.ts';
import { openConfiguredDatabase, prepareDatabase, vacuumCatalogue } from '../apps/api/src/db/prepare.ts';
import { countAllProducts, insertProducts } from '../apps/api/src/db/seed/insert-catalogue.ts';
import { countSyntheticOrders, insertSyntheticOrders, vacuumOrders } from '../apps/api/src/db/seed/insert-orders.ts';
import { generateSyntheticProducts } from '../apps/api/src/db/seed/synthetic.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values: opts } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    products: { type: 'string', default: '100000' },
    orders: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    'skip-build': { type: 'boolean', default: false },
    port: { type: 'string', default: '3999' },
    only: { type: 'string', multiple: true },
    'lighthouse-runs': { type: 'string', default: '1' },
  },
});
const targetProducts = Number(opts.products);
const targetOrders = Number(opts.orders);
const duration = Number(opts.duration);
const connections = Number(opts.connections);
const port = Number(opts.port);
const base = `http://127.0.0.1:${port}`;

async function databaseEnv(): Promise<Record<string, string>> {
  if (opts.database === 'pglite') return { DATA_DIR: path.join(root, '.bench', `pglite-${targetProducts}`) };
  const url = process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/dawa_bench_${targetProducts}`;
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return { DATABASE_URL: url };
}

async function fillDatabase(env: Record<string, string>): Promise<number> {
  const database = await openConfiguredDatabase(loadEnv({ ...process.env, ...env }));
  try {
    await prepareDatabase(database, { seed: true });
    const have = await countAllProducts(database.db);
    if (have < targetProducts) {
      console.log(`Adding ${targetProducts - have} synthetic products (once; the database is kept in ${env.DATA_DIR ?? 'the server'})...`);
      await insertProducts(database.db, generateSyntheticProducts(targetProducts - have, { startIndex: have, seed: 7 }));
      await vacuumCatalogue(database);
    }
    // Orders for the analytics summary (generated over the last 12 months, in chunks like `npm run seed:orders`).
    for (let have = await countSyntheticOrders(database.db); have < targetOrders; have = await countSyntheticOrders(database.db)) {
      if (have === 0) console.log(`Adding ${targetOrders} synthetic orders (once)...`);
      await insertSyntheticOrders(database.db, { orders: Math.min(20_000, targetOrders - have), seed: 7, startIndex: have });
      if ((await countSyntheticOrders(database.db)) >= targetOrders) await vacuumOrders(database.db);
    }
    return await countAllProducts(database.db);
  } finally {
    await database.close();
  }
}

/** The bench's own root secret, made once and kept under .bench/ (never a deployment's). */
function benchSecret(): string {
  const file = path.join(root, '.bench', 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

async function startServer(env: Record<string, string>) {
  // scripts/start.mjs serves the build of DIST_DIR when it is set (parallel builds), else apps/*/dist.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      BENCH_ROUTES: 'true',
      LOG_LEVEL: 'error',
      SEED_ON_START: 'false',
      // Production on a server database requires a signing secret. It is kept with the bench's databases:
      // the secret also encrypts authenticator keys, so a new one each run would break the admin's sign-in.
      JWT_SECRET: benchSecret(),
      // The admin product table is measured as an admin: the server creates (or resets) this account on start.
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('The server did not start within 60 s');
}

const BENCH_ADMIN = { email: 'bench-admin@dawa.in', password: 'Bench@Admin2026' };
/** The demo staff's published authenticator key (a database seeded as the demo store enrols demo staff with it). */
const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPDAWADEMO2FA7STAF';
/** Where the bench keeps the authenticator key its admin enrolled with, beside the database, for the next run's sign-in. */
const adminKeyFile = () => path.join(root, '.bench', `bench-admin-totp-${opts.database}-${targetProducts}`);

/** An admin's access token, for the admin routes (one session, signed in with a second factor, shared by the admin scenarios). */
let adminSession: Promise<Record<string, string>> | undefined;
const adminHeaders = () => (adminSession ??= signInBenchAdmin());

/** A code of the key; `stepsAhead` 1 is the next 30-second step's (the server takes it, and a code it saw already is refused). */
const totp = (base32Key: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(base32Key), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

/**
 * Waits (at most 5 minutes) until the server has read its product pages into memory after start
 * (decision 043), as a store that has been running is: the bench measures that store. Prints how long it took.
 */
async function waitForWarmCaches(): Promise<void> {
  const startedAt = Date.now();
  let state: string | null = null;
  while (Date.now() - startedAt < 300_000) {
    state = ((await (await fetch(`${base}/api/bench/warm`)).json()) as { productPages: string | null }).productPages;
    if (state !== 'cold' && state !== 'warming') break;
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log(
    `Product pages in memory after start: ${state ?? 'off'} (${((Date.now() - startedAt) / 1000).toFixed(1)} s after the server answered)`,
  );
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}${url}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * Signs the bench admin in as staff must (decision 018): password, then a second factor. An account
 * that already has an authenticator answers the login with a challenge, passed with a code of the key
 * the bench enrolled it with last time (or the demo staff key); one without enrols now, as an admin
 * would in Settings, and the key is kept for the next run.
 */
async function signInBenchAdmin(): Promise<Record<string, string>> {
  const res = await postJson('/api/login', BENCH_ADMIN);
  if (!res.ok) throw new Error(`Admin login failed: ${res.status} ${await res.text()}`);
  const login = (await res.json()) as { accessToken?: string; challengeToken?: string };
  if (login.challengeToken) {
    const keys = [fs.existsSync(adminKeyFile()) ? fs.readFileSync(adminKeyFile(), 'utf8').trim() : null, DEMO_TOTP_SECRET].filter(
      (k): k is string => Boolean(k),
    );
    // The next step's code too: a run started within 30 s of the last one would repeat its code.
    for (const key of keys) {
      for (const stepsAhead of [0, 1]) {
        const passed = await postJson('/api/login/two-factor', { challengeToken: login.challengeToken, code: totp(key, stepsAhead) });
        if (passed.ok) return { authorization: `Bearer ${((await passed.json()) as { accessToken: string }).accessToken}` };
      }
    }
    throw new Error(
      `the bench admin has an authenticator whose key the bench does not know (delete ${BENCH_ADMIN.email}'s user_two_factor row)`,
    );
  }
  if (!login.accessToken) throw new Error('Admin login answered neither a session nor a challenge');
  const headers = { authorization: `Bearer ${login.accessToken}` };
  const setup = await fetch(`${base}/api/settings/two-factor/setup`, { method: 'POST', headers });
  if (!setup.ok) throw new Error(`Two-factor setup failed: ${setup.status} ${await setup.text()}`);
  const { manualKey } = (await setup.json()) as { manualKey: string };
  const confirmed = await postJson('/api/settings/two-factor/confirm', { code: totp(manualKey) }, headers);
  if (!confirmed.ok) throw new Error(`Two-factor confirmation failed: ${confirmed.status} ${await confirmed.text()}`);
  fs.mkdirSync(path.dirname(adminKeyFile()), { recursive: true });
  fs.writeFileSync(adminKeyFile(), manualKey.replace(/\s+/g, ''));
  return headers;
}

/** The India day n days before today (yyyy-mm-dd). */
const daysAgo = (n: number) => new Date(Date.now() + 5.5 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

interface Scenario {
  name: string;
  paths: () => string;
  /** An admin's headers (the admin routes): signed in when the first admin scenario runs. */
  admin?: boolean;
}

async function measure(name: string, nextPath: () => string, headers: Record<string, string> = {}) {
  const requests = [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: nextPath(), headers: { ...req.headers, ...headers } }) }];
  // A short warm-up so JIT and caches are in the state a running store is in.
  await autocannon({ url: base, connections, duration: 2, requests });
  const result = await autocannon({ url: base, connections, duration, requests });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function averageBodyBytes(nextPath: () => string, headers: Record<string, string> = {}): Promise<number> {
  let total = 0;
  for (let i = 0; i < 30; i++) total += (await (await fetch(base + nextPath(), { headers })).arrayBuffer()).byteLength;
  return Math.round(total / 30);
}

/** Bytes of a script as the server sends it to a browser that accepts gzip (gzipped here if it sends it plain). */
function gzipBytesAsServed(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve(res.headers['content-encoding'] === 'gzip' ? body.byteLength : zlib.gzipSync(body).byteLength);
        });
      })
      .on('error', reject);
  });
}

/** Every script the home page loads in Chromium until the network is idle, sized as gzip as served. */
async function homeInitialJavaScript(): Promise<{ files: { url: string; gzipBytes: number }[]; totalGzipBytes: number }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await (await browser.newContext()).newPage();
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.url());
    });
    await page.goto(base, { waitUntil: 'networkidle' });
    const files = await Promise.all(scripts.map(async (url) => ({ url: new URL(url).pathname, gzipBytes: await gzipBytesAsServed(url) })));
    return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
  } finally {
    await browser.close();
  }
}

if (!opts['skip-build']) execSync('npm run build', { cwd: root, stdio: 'inherit' });
const env = await databaseEnv();
const productCount = await fillDatabase(env);
const server = await startServer(env);
try {
  await waitForWarmCaches();
  const sample = (await (await fetch(`${base}/api/products?sort=popularity&pageSize=60`)).json()) as {
    items: { name: string; slug: string }[];
  };
  const prefixes = sample.items
    .flatMap((p) => [p.name.slice(0, 3), p.name.slice(0, 5), p.name.split(' ')[0] ?? p.name])
    .map((s) => s.toLowerCase());
  const words = [
    'tablet',
    'syrup',
    'vitamin',
    'paracetamol',
    'cough',
    'cream',
    'gel',
    'capsule',
    'drops',
    'protein',
    'calcium',
    'cold',
    'pain',
    'ayurvedic',
    'omega',
    'zinc',
    'iron',
    'spray',
    'powder',
    'strip',
  ];
  const categories = [
    'pain-relief',
    'antacids',
    'vitamins-supplements',
    'cold-flu',
    'diabetes',
    'antibiotics',
    'allergy',
    'homeopathic',
    'nutraceuticals',
    'prescription',
    'topicals',
    'ayurvedic',
    'heart',
    'blood-pressure',
  ];
  const scenarios: Scenario[] = [
    { name: 'suggestions', paths: () => `/api/products/suggestions?q=${encodeURIComponent(pick(prefixes))}` },
    {
      name: 'search with filters',
      paths: () =>
        `/api/products/search?query=${pick(words)}&minPricePaise=${pick([0, 5000, 10000])}&maxPricePaise=${pick([50000, 100000, 300000])}&minRating=${pick([0, 3, 4])}${Math.random() < 0.5 ? `&category=${pick(categories)}` : ''}`,
    },
    {
      // Misspelt words (one letter dropped): the prefix match finds little, so the corrections run (decision 032).
      name: 'typo search',
      paths: () => {
        const word = pick(words.filter((w) => w.length >= 6));
        const at = 2 + Math.floor(Math.random() * (word.length - 3));
        return `/api/products/search?query=${word.slice(0, at)}${word.slice(at + 1)}`;
      },
    },
    {
      name: 'category by popularity',
      paths: () => `/api/products?category=${pick(categories)}&sort=popularity&page=${1 + Math.floor(Math.random() * 5)}`,
    },
    { name: 'product detail', paths: () => `/api/products/${1 + Math.floor(Math.random() * productCount)}` },
    {
      // The admin table as an admin types and filters: a text (often a prefix), sometimes a filter, a page.
      name: 'admin product search',
      admin: true,
      paths: () =>
        `/api/admin/products?q=${encodeURIComponent(pick([...prefixes, ...words]))}${Math.random() < 0.3 ? `&category=${pick(categories)}` : ''}${Math.random() < 0.2 ? `&stock=${pick(['low', 'out'])}` : ''}${Math.random() < 0.2 ? `&schedule=${pick(['OTC', 'H'])}` : ''}&page=${1 + Math.floor(Math.random() * 3)}`,
    },
    {
      // Analytics & Reports over the ranges an admin picks: the default 30 days, a quarter, the whole year.
      name: 'analytics summary',
      admin: true,
      paths: () => `/api/admin/analytics?from=${daysAgo(pick([29, 89, 364]))}&to=${daysAgo(0)}`,
    },
  ];

  const only = (opts.only ?? [])
    .flatMap((o) => o.split(','))
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  const rows = [];
  for (const scenario of scenarios.filter((s) => only.length === 0 || only.some((w) => s.name.includes(w)))) {
    let headers: Record<string, string> = {};
    if (scenario.admin) {
      try {
        headers = await adminHeaders();
      } catch (error) {
        console.warn(`Skipping '${scenario.name}': ${(error as Error).message}`);
        continue;
      }
    }
    const bytes = await averageBodyBytes(scenario.paths, headers);
    const real = await measure(scenario.name, scenario.paths, headers);
    const ceiling = await measure(`${scenario.name} (ceiling)`, () => `/api/bench/ceiling?bytes=${bytes}`);
    rows.push({
      ...real,
      bodyBytes: bytes,
      ceiling: { requestsPerSecond: ceiling.requestsPerSecond, p50Ms: ceiling.p50Ms, p99Ms: ceiling.p99Ms },
    });
  }
  const bundle = await homeInitialJavaScript();
  // Lighthouse last, on a quiet server: the pages a phone user lands on (a real category, a search, a seeded product).
  const lighthouseRuns = Number(opts['lighthouse-runs']);
  const lighthouse: LighthouseRow[] =
    lighthouseRuns > 0
      ? await lighthousePages(
          base,
          [
            { page: 'home', path: '/' },
            { page: 'category', path: '/category/pain-relief' },
            { page: 'search', path: '/search?query=paracetamol' },
            { page: 'product', path: `/product/${sample.items[0]?.slug ?? '1'}` },
          ],
          lighthouseRuns,
        )
      : [];

  console.log(
    `\nDawa bench: ${productCount.toLocaleString('en-IN')} products and ${targetOrders.toLocaleString('en-IN')} orders on ${opts.database}, ${connections} connections, ${duration} s per route\n`,
  );
  console.log('route                      body B   req/s   p50 ms  p99 ms | ceiling req/s  p50  p99 | errors');
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(26)} ${String(r.bodyBytes).padStart(6)} ${String(r.requestsPerSecond).padStart(7)} ${String(r.p50Ms).padStart(8)} ${String(r.p99Ms).padStart(7)} | ${String(r.ceiling.requestsPerSecond).padStart(13)} ${String(r.ceiling.p50Ms).padStart(4)} ${String(r.ceiling.p99Ms).padStart(4)} | ${r.non2xx + r.errors}`,
    );
  }
  console.log(
    `\nHome page initial JavaScript: ${(bundle.totalGzipBytes / 1000).toFixed(1)} kB gzip (${(bundle.totalGzipBytes / 1024).toFixed(1)} KiB) in ${bundle.files.length} files, as served (npm run size -w apps/web holds the first screen's to 112 kB)`,
  );
  if (lighthouse.length > 0) printLighthouse(lighthouse);
  console.log(
    `Machine load while measuring (1/5/15 min): ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  const out = path.join(root, 'bench', 'results', `${opts.database}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), database: opts.database, productCount, orderCount: targetOrders, connections, durationSeconds: duration, routes: rows, homeInitialJs: bundle, lighthouse, loadAverage: os.loadavg() }, null, 2)}\n`,
  );
  console.log(`Written to ${path.relative(root, out)}`);
} finally {
  server.kill('SIGTERM');
}

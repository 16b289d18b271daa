import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The monorepo root (the package.json with workspaces), found from this file so source and bundle agree. */
function findRepoRoot(start: string): string {
  for (let dir = start; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && 'workspaces' in (JSON.parse(fs.readFileSync(manifest, 'utf8')) as object)) return dir;
  }
  return process.cwd();
}

const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Embedded database and uploads live here unless DATABASE_URL points at a server. */
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.string().url().optional(),
  /** Where the built SPA is served from; absent in API-only runs (tests, dev with Vite). */
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo catalogue on first start of an empty database. */
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Seconds a public catalogue answer may be reused (0 = off). See CatalogServiceOptions. */
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Registers the benchmark's ceiling route; never set in production. */
  BENCH_ROUTES: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof EnvSchema>;

/** The only reader of process.env: parsed once, with readable errors at boot. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (`DATABASE_URL=`) means unset, as in most shells' and tools' conventions.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export { repoRoot };

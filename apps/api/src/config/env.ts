import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { meetsPasswordPolicy, PASSWORD_POLICY_MESSAGE } from '@dawa/shared/auth/rules';

/** The monorepo root (the package.json with workspaces), found from this file so source and bundle agree. */
function findRepoRoot(start: string): string {
  for (let dir = start; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && 'workspaces' in (JSON.parse(fs.readFileSync(manifest, 'utf8')) as object)) return dir;
  }
  return process.cwd();
}

const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');

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
  /**
   * Where uploaded files live (decision 051): local (DATA_DIR/uploads, one instance only), postgres (in
   * the database, shared by every instance on it) or s3 (an S3-compatible bucket). Unset: postgres with
   * DATABASE_URL, local without.
   */
  STORAGE: z.enum(['local', 'postgres', 's3'], { message: 'STORAGE must be local, postgres or s3' }).optional(),
  /** STORAGE=s3: the store's URL (MinIO, R2: https://<account>.r2.cloudflarestorage.com); unset for AWS S3 itself. */
  S3_ENDPOINT: z.url({ message: 'S3_ENDPOINT must be a URL such as https://minio.example.in:9000' }).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)')
    .optional(),
  /** Both or neither; neither uses the SDK's own credentials (an instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  /** Bucket in the path, not the host name (MinIO and most self-hosted stores). Unset: true with S3_ENDPOINT, false for AWS. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** Megabytes of product pages the embedded database's process keeps until their product changes (0 = off; decision 043). */
  PRODUCT_DETAIL_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(128),
  /** Read product pages into that cache after start, in the background, until it is full (decision 043). */
  PRODUCT_DETAIL_CACHE_WARM: flag('true'),
  /** Seconds an Analytics & Reports answer for one range is reused, shared through Redis when set (0 = off; decision 033). */
  ANALYTICS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Registers the benchmark's ceiling route; never set in production. */
  BENCH_ROUTES: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Behind a load balancer, take the client address from X-Forwarded-For (per-IP rate limits). */
  TRUST_PROXY: flag('false'),
  /** This instance's name, answered in X-Dawa-Instance on every response (unset: no header); for telling instances apart behind a balancer. */
  INSTANCE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'INSTANCE_NAME must be 1-64 letters, digits, dots, dashes or underscores')
    .optional(),

  /** SMTP server for real mail (smtp://user:pass@host:587 or smtps://…); unset keeps mail in the dev outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Dawa <no-reply@dawa.in>'),
  /** Where people open the web app; links in mails point here. Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url({ message: 'PUBLIC_URL must be a URL such as https://dawa.example.in' }).optional(),
  /** Signs access tokens, the site-lock cookie and peppers OTP hashes. Unset: generated once into DATA_DIR/secrets.json. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /**
   * Demo mode only: where the built-in PhonePe sandbox is reached (default PUBLIC_URL). It keeps its orders
   * in one process's memory, as PhonePe keeps its own, so several instances in demo mode point this at one
   * of them (its own address, not the balancer's). The card sandbox is not moved: one instance only.
   */
  PAYMENT_SANDBOX_URL: z.url({ message: 'PAYMENT_SANDBOX_URL must be a URL such as http://10.0.0.11:3000' }).optional(),
  /** Unset means no site lock. */
  SITE_LOCK_PASSWORD: z.string().max(200).optional(),
  /** Creates or updates this admin account at start (both or neither). */
  ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email('ADMIN_EMAIL must be an e-mail address')).optional(),
  ADMIN_PASSWORD: z.string().refine(meetsPasswordPolicy, PASSWORD_POLICY_MESSAGE).optional(),
  /**
   * The demo store: demo accounts seeded, the PhonePe and card sandboxes mounted, the development mailbox
   * shown and a banner on every page. Unset: on for the README's first run (embedded database and no
   * PUBLIC_URL), off otherwise. See decision 013.
   */
  DEMO_MODE: z.enum(['on', 'off'], { message: 'DEMO_MODE must be on or off (or unset for automatic)' }).optional(),
  /** Replaced by DEMO_MODE; refused so an old setting is not silently ignored. */
  DEMO_ACCOUNTS: z.string().optional(),
  /** The OpenAPI document and its UI at /api/docs. Unset: on in demo mode and outside production, off in production. */
  API_DOCS: z.enum(['on', 'off'], { message: 'API_DOCS must be on or off' }).optional(),
  /** Per client address and route: requests allowed to login, registration, OTP, reset and unlock routes per window. */
  RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_IP_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Per e-mail address: failed logins (and, separately, failed code checks) allowed per window. */
  RATE_LIMIT_ACCOUNT_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_ACCOUNT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  /** Redis holding the rate-limit counters that every instance shares (redis://[:password@]host:6379[/db]); unset keeps them in this process. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  /** Prefix of every Redis key and channel of this shop: two shops (or a staging copy) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,64}$/, 'REDIS_KEY_PREFIX must be 1-64 letters, digits or . _ : -')
    .default('dawa:'),
  /** Minutes between purges of expired sessions, codes, links, unconfirmed sign-ups and old outbox mails (0 = off; default 60, off in tests). */
  MAINTENANCE_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .optional(),

  /**
   * PhonePe PG v2 (Standard Checkout) credentials from PhonePe's dashboard: client id, secret and
   * version, and the webhook's username and password. All of id, secret and webhook pair, or none:
   * then the built-in PhonePe sandbox is used (demo mode only). See decision 049.
   */
  PHONEPE_CLIENT_ID: z.string().trim().max(200).optional(),
  PHONEPE_CLIENT_SECRET: z.string().trim().max(500).optional(),
  PHONEPE_CLIENT_VERSION: z.coerce.number().int('PHONEPE_CLIENT_VERSION must be a whole number such as 1').min(1).default(1),
  /** sandbox: PhonePe's UAT (api-preprod.phonepe.com); production: live payments. */
  PHONEPE_ENV: z.enum(['sandbox', 'production'], { message: 'PHONEPE_ENV must be sandbox or production' }).default('sandbox'),
  PHONEPE_WEBHOOK_USERNAME: z.string().trim().max(20).optional(),
  PHONEPE_WEBHOOK_PASSWORD: z.string().trim().max(100).optional(),
  /** Each call to PhonePe gives up after this many milliseconds (the order stays pending and is asked again). */
  PHONEPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Replaced by PHONEPE_CLIENT_ID and friends (PhonePe PG v1 is gone); refused so an old setting is not silently ignored. */
  PHONEPE_MERCHANT_ID: z.string().optional(),
  PHONEPE_SALT_KEY: z.string().optional(),
  /**
   * Razorpay (card, UPI, net banking; decision 050): key id, key secret and webhook secret, all or none.
   * None: the built-in Razorpay sandbox in demo mode, and the three methods unavailable outside it.
   */
  RAZORPAY_KEY_ID: z
    .string()
    .trim()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]{6,40}$/, 'RAZORPAY_KEY_ID must look like rzp_live_XXXXXXXX')
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().min(8).max(200).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(8).max(200).optional(),
  /**
   * The seller printed on tax invoices (decision 030). Unset: the demo store's made-up details, and the
   * invoice says they are a demo's. The GSTIN's first two digits are the seller's state (CGST + SGST within it).
   */
  SELLER_NAME: z.string().trim().min(2).max(120).optional(),
  SELLER_ADDRESS: z.string().trim().min(5).max(300).optional(),
  SELLER_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'SELLER_GSTIN must be a 15-character GSTIN such as 29ABCDE1234F1Z5')
    .optional(),
  /** The retail drug licence numbers (Form 20 and 21, or 20B and 21B), as printed: 'KA-B20-123456, KA-B21-123456'. */
  SELLER_DRUG_LICENCES: z.string().trim().min(3).max(200).optional(),
  /** Before the financial year in invoice numbers (PREFIX/2026-27/000123); letters and digits, up to 6. */
  INVOICE_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{1,6}$/, 'INVOICE_PREFIX must be 1-6 capital letters or digits')
    .default('DAWA'),
  /** Seconds between sweeps that ask providers about open payments and cancel orders unpaid after 30 minutes (0 = off; default 60, off in tests). */
  PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  /**
   * The video room's ICE servers (decision 028), comma-separated: STUN such as stun:stun.example.in:3478,
   * TURN such as turn:turn.example.in:3478?transport=udp (coturn) with its user name and credential.
   * None are needed when both parties are on one network.
   */
  ROOM_STUN_URLS: z.string().max(2000).optional(),
  ROOM_TURN_URLS: z.string().max(2000).optional(),
  ROOM_TURN_USERNAME: z.string().max(200).optional(),
  ROOM_TURN_CREDENTIAL: z.string().max(500).optional(),
  /** Milliseconds between looks for queued prescription analyses (0 = off; default 2000, off in tests, which run the queue themselves). */
  PRESCRIPTION_ANALYSIS_POLL_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /** Seconds between appointment sweeps: reminder mails due, unpaid online bookings released (0 = off; default 60, off in tests). */
  APPOINTMENT_JOBS_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  /**
   * An OpenAI-compatible chat-completions endpoint for the assistant's wording (all three or none;
   * decision 037): https://api.openai.com/v1, or a local llama.cpp/Ollama server's /v1. Unset: offline.
   */
  AI_BASE_URL: z.url({ message: 'AI_BASE_URL must be a URL such as https://api.openai.com/v1' }).optional(),
  AI_API_KEY: z.string().trim().min(1).max(500).optional(),
  AI_MODEL: z.string().trim().min(1).max(200).optional(),
  /** How long the assistant waits for the provider before answering with the spec's error text. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  /** Assistant messages allowed per minute per client address, and per signed-in customer. */
  AI_RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(30),
  AI_RATE_LIMIT_USER_MAX: z.coerce.number().int().min(1).default(20),

  /** Bearer token of GET /api/metrics (Prometheus; decision 052). Unset: no metrics route (404) and nothing measured. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').max(500).optional(),
  /** On SIGTERM, how long requests in flight may take to finish (and background jobs to stop) before the process exits. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
});

const iceUrls = (value: string | undefined, schemes: RegExp) =>
  (value ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean)
    .map((u) => ({ url: u, ok: schemes.test(u) }));

const ConfigSchema = EnvSchema.superRefine((env, ctx) => {
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD are set together or not at all' });
  }
  // Several instances on one server must sign with one shared secret; a generated file would differ per machine.
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.JWT_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'JWT_SECRET is required in production with DATABASE_URL' });
  }
  if (env.DEMO_ACCOUNTS !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['DEMO_ACCOUNTS'],
      message: 'DEMO_ACCOUNTS was replaced by DEMO_MODE (on or off; unset for automatic): the demo accounts exist only in demo mode',
    });
  }
  for (const [key, schemes] of [
    ['ROOM_STUN_URLS', /^stuns?:\S+$/],
    ['ROOM_TURN_URLS', /^turns?:\S+$/],
  ] as const) {
    for (const { url, ok } of iceUrls(env[key], schemes)) {
      if (!ok)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${key}: '${url}' is not a ${key === 'ROOM_STUN_URLS' ? 'stun:' : 'turn:'} URL`,
        });
    }
  }
  if (env.ROOM_TURN_URLS && !(env.ROOM_TURN_USERNAME && env.ROOM_TURN_CREDENTIAL)) {
    ctx.addIssue({
      code: 'custom',
      path: ['ROOM_TURN_USERNAME'],
      message: 'ROOM_TURN_URLS needs ROOM_TURN_USERNAME and ROOM_TURN_CREDENTIAL',
    });
  }
  const aiSet = [env.AI_BASE_URL, env.AI_API_KEY, env.AI_MODEL].filter(Boolean).length;
  if (aiSet !== 0 && aiSet !== 3) {
    ctx.addIssue({ code: 'custom', path: ['AI_BASE_URL'], message: 'AI_BASE_URL, AI_API_KEY and AI_MODEL are set together or not at all' });
  }
  if (env.STORAGE === 's3' && !env.S3_BUCKET) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'STORAGE=s3 needs S3_BUCKET (and S3_ENDPOINT unless the store is AWS S3)',
    });
  }
  const razorpaySet = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET].filter(Boolean).length;
  if (razorpaySet !== 0 && razorpaySet !== 3) {
    ctx.addIssue({
      code: 'custom',
      path: ['RAZORPAY_KEY_ID'],
      message: 'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are set together or not at all',
    });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    });
  }
  const phonePeSet = [env.PHONEPE_CLIENT_ID, env.PHONEPE_CLIENT_SECRET, env.PHONEPE_WEBHOOK_USERNAME, env.PHONEPE_WEBHOOK_PASSWORD].filter(
    Boolean,
  ).length;
  if (phonePeSet !== 0 && phonePeSet !== 4) {
    ctx.addIssue({
      code: 'custom',
      path: ['PHONEPE_CLIENT_ID'],
      message:
        'PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET, PHONEPE_WEBHOOK_USERNAME and PHONEPE_WEBHOOK_PASSWORD are set together or not at all',
    });
  }
  if (env.PHONEPE_MERCHANT_ID || env.PHONEPE_SALT_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['PHONEPE_MERCHANT_ID'],
      message:
        'PhonePe PG v1 (PHONEPE_MERCHANT_ID, PHONEPE_SALT_KEY) is no longer supported: set PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET, PHONEPE_CLIENT_VERSION and the webhook pair (PG v2)',
    });
  }
}).transform(({ DEMO_ACCOUNTS: _replaced, PHONEPE_MERCHANT_ID: _v1Merchant, PHONEPE_SALT_KEY: _v1Salt, ...env }) => {
  const demo = demoModeOf(env);
  return {
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    /** PUBLIC_URL was not set (the start-up warns when the store may be reached at another address). */
    PUBLIC_URL_IS_DEFAULT: env.PUBLIC_URL === undefined,
    PAYMENT_SANDBOX_URL: (env.PAYMENT_SANDBOX_URL ?? env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    // With a server, instances are expected to share it, so their files go in it too (decision 051).
    STORAGE: env.STORAGE ?? (env.DATABASE_URL ? 'postgres' : 'local'),
    /** STORAGE was not set (the start-up says which store was chosen and why). */
    STORAGE_IS_DEFAULT: env.STORAGE === undefined,
    S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    DEMO_MODE: demo.on,
    /** Why demo mode is on or off, for the start-up log. */
    DEMO_MODE_REASON: demo.reason,
    API_DOCS: env.API_DOCS ? env.API_DOCS === 'on' : demo.on || env.NODE_ENV !== 'production',
    PAYMENT_RECONCILE_SECONDS: env.PAYMENT_RECONCILE_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 60),
    PRESCRIPTION_ANALYSIS_POLL_MS: env.PRESCRIPTION_ANALYSIS_POLL_MS ?? (env.NODE_ENV === 'test' ? 0 : 2000),
    MAINTENANCE_INTERVAL_MINUTES: env.MAINTENANCE_INTERVAL_MINUTES ?? (env.NODE_ENV === 'test' ? 0 : 60),
    /** What the room's peer connections use (RTCIceServer shape); empty on one network. */
    ROOM_ICE_SERVERS: [
      ...(env.ROOM_STUN_URLS ? [{ urls: iceUrls(env.ROOM_STUN_URLS, /./).map((u) => u.url) }] : []),
      ...(env.ROOM_TURN_URLS
        ? [
            {
              urls: iceUrls(env.ROOM_TURN_URLS, /./).map((u) => u.url),
              username: env.ROOM_TURN_USERNAME ?? '',
              credential: env.ROOM_TURN_CREDENTIAL ?? '',
            },
          ]
        : []),
    ] as { urls: string[]; username?: string; credential?: string }[],
    APPOINTMENT_JOBS_SECONDS: env.APPOINTMENT_JOBS_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 60),
  };
});

/**
 * Demo mode, and why. Automatic: the README's first run (`npm start` on the embedded database, with no
 * PUBLIC_URL) is a demo; a PostgreSQL server or a public address means a real shop, whatever NODE_ENV says.
 */
function demoModeOf(env: { DEMO_MODE?: 'on' | 'off' | undefined; DATABASE_URL?: string | undefined; PUBLIC_URL?: string | undefined }): {
  on: boolean;
  reason: string;
} {
  if (env.DEMO_MODE) return { on: env.DEMO_MODE === 'on', reason: `DEMO_MODE=${env.DEMO_MODE}` };
  if (env.DATABASE_URL) return { on: false, reason: 'DATABASE_URL is set (set DEMO_MODE=on for a demo)' };
  if (env.PUBLIC_URL) return { on: false, reason: 'PUBLIC_URL is set (set DEMO_MODE=on for a demo)' };
  return { on: true, reason: 'the embedded database without PUBLIC_URL (set DEMO_MODE=off to turn it off)' };
}

export type Env = z.infer<typeof ConfigSchema>;

/** The only reader of process.env: parsed once, with readable errors at boot. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (`DATABASE_URL=`) means unset, as in most shells' and tools' conventions.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export { repoRoot };

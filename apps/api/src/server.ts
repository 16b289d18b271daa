import { buildApp, devMailboxEnabled } from './app.ts';
import { loadEnv } from './config/env.ts';
import { openConfiguredDatabase, prepareDatabase, startupPrepareOptions } from './db/prepare.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET, demoStaffEmails, enrolDemoStaff } from './db/seed/demo-accounts.ts';
import { createConfiguredStorage } from './db/configured-storage.ts';
import { createBootServer } from './lib/boot-server.ts';
import { shutDownGracefully } from './plugins/graceful-shutdown.ts';

const env = loadEnv();
// Listening from the first moment: readiness answers 503 while the migrations run (decision 052).
const boot = createBootServer({ requestTimeoutMs: 30_000 });
await boot.listen(env.PORT, env.HOST);
const address = boot.server.address();
const port = typeof address === 'object' && address ? address.port : env.PORT;
console.log(
  JSON.stringify({
    level: 30,
    time: Date.now(),
    port,
    msg: `Starting on port ${port}: /api/health/ready answers 503 until the database is ready`,
  }),
);
const database = await openConfiguredDatabase(env);
const seeded = await prepareDatabase(database, {
  // The published demo password works only in the demo store (decision 013).
  ...startupPrepareOptions(env),
  // The same store the app serves from (app.ts): seeded review photos live beside real ones.
  storage: createConfiguredStorage(env, database).storage,
});
const app = await buildApp({ env, database, serverFactory: boot.serverFactory });
app.log.info(
  env.DEMO_MODE
    ? `Demo mode is on: ${env.DEMO_MODE_REASON}. Demo accounts, sandbox payments, no real money.`
    : `Demo mode is off: ${env.DEMO_MODE_REASON}. No demo accounts; payment methods available: ${app.services.paymentAvailability.methods.join(', ')}.`,
);
if (seeded.products > 0) app.log.info(`Seeded the demo catalogue with ${seeded.products} products`);
if (seeded.demoAccounts) {
  // Staff need a second factor for the dashboard; the demo staff get a known authenticator, printed below.
  await enrolDemoStaff(app.services.twoFactor);
  app.log.info('Created the demo accounts');
}
if (seeded.demoConsultations > 0) {
  app.log.info(
    'Demo: Dr. Rohan Mehta (doctor@dawa.in) has an online consultation with customer@dawa.in starting in 5 minutes (its room is open now)',
  );
}
if (seeded.lockedDemoAccounts.length > 0) {
  app.log.warn(
    `Demo mode is off: locked the demo accounts that still had the published password (${seeded.lockedDemoAccounts.join(', ')})`,
  );
}
if (!env.SMTP_URL) {
  app.log.warn(
    env.DEMO_MODE
      ? 'SMTP_URL is not set: mails are kept in the outbox (outbox_emails) and shown in the development mailbox, not delivered'
      : 'SMTP_URL is not set: mails are kept in the outbox (outbox_emails), not delivered, and outside demo mode there is no mailbox to read them in',
  );
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received: shutting down gracefully (within ${env.SHUTDOWN_GRACE_MS} ms for requests in flight)`);
  try {
    await shutDownGracefully(app, { server: boot.server, graceMs: env.SHUTDOWN_GRACE_MS, closeDatabase: () => database.close() });
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutting down failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// The server already listens (the boot server): ready runs the onReady hooks, then readiness answers 200.
await app.ready();
boot.handOver();
app.log.info({ port }, `Dawa is serving on http://localhost:${port} (database: ${database.kind}; uploaded files: ${env.STORAGE})`);
if (env.SEED_ON_START && env.DEMO_MODE) {
  app.log.info(`Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => `${a.email} (${a.role})`).join(', ')}`);
  const staff = demoStaffEmails();
  if (staff.length > 0) {
    app.log.info(`Demo staff sign in with a code from an authenticator app set up with the key ${DEMO_TOTP_SECRET} (${staff.join(', ')})`);
  }
}
if (devMailboxEnabled(env)) app.log.info(`Development mailbox: http://localhost:${port}/api/dev/mailbox`);

import path from 'node:path';
import { buildApp, devMailboxEnabled } from './app.ts';
import { loadEnv } from './config/env.ts';
import { openConfiguredDatabase, prepareDatabase } from './db/prepare.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET, demoStaffEmails, enrolDemoStaff } from './db/seed/demo-accounts.ts';
import { createLocalStorage } from './providers/storage/local.ts';

const env = loadEnv();
const database = await openConfiguredDatabase(env);
const seeded = await prepareDatabase(database, {
  seed: env.SEED_ON_START,
  demoAccounts: env.SEED_ON_START && env.DEMO_ACCOUNTS,
  // The same uploads folder the app serves from (app.ts): seeded review photos live beside real ones.
  storage: createLocalStorage(path.join(env.DATA_DIR, 'uploads')),
});
const app = await buildApp({ env, database });
if (seeded.products > 0) app.log.info(`Seeded the demo catalogue with ${seeded.products} products`);
if (seeded.demoAccounts) {
  // Staff need a second factor for the dashboard; the demo staff get a known authenticator, printed below.
  await enrolDemoStaff(app.services.twoFactor);
  app.log.info('Created the demo accounts');
}
if (!env.SMTP_URL) app.log.warn('SMTP_URL is not set: mails are kept in the outbox (outbox_emails), not delivered');

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
if (database.kind === 'pglite' && env.SEED_ON_START && env.DEMO_ACCOUNTS) {
  app.log.info(`Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => `${a.email} (${a.role})`).join(', ')}`);
  const staff = demoStaffEmails();
  if (staff.length > 0) {
    app.log.info(`Demo staff sign in with a code from an authenticator app set up with the key ${DEMO_TOTP_SECRET} (${staff.join(', ')})`);
  }
}
if (devMailboxEnabled(env)) app.log.info(`Development mailbox: http://localhost:${env.PORT}/api/dev/mailbox`);

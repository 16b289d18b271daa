import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);
// A fresh embedded database per run (removed before start), so journeys never depend on a developer's data.
const dataDir = path.join(os.tmpdir(), `dawa-e2e-${port}`);

export default defineConfig({
  testDir: 'e2e/journeys',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // Per port, so two runs on one machine do not wipe each other's results.
  outputDir: `test-results/e2e-${port}`,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Signs the demo admin in once per run (e2e/setup/sign-in.setup.ts); see e2e/README.md.
    { name: 'setup', testDir: 'e2e/setup', testMatch: /\.setup\.ts$/ },
    { name: 'desktop', dependencies: ['setup'], use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: `rm -rf '${dataDir}' && node scripts/start.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Where PhonePe (the sandbox) sends the customer back: the journeys' own origin.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // The demo store (PUBLIC_URL alone would turn it off): journeys read verification codes from the
      // development mailbox (the outbox) and pay through the sandboxes.
      DEMO_MODE: 'on',
      // Not production: the server checks every response against its schema.
      NODE_ENV: 'test',
      // Every journey comes from 127.0.0.1; the per-address limits are tested in the API suite.
      RATE_LIMIT_IP_MAX: '10000',
      // NODE_ENV=test turns the prescription analysis poller off (API tests drive the queue themselves):
      // the journeys need it running, as in production.
      PRESCRIPTION_ANALYSIS_POLL_MS: '1000',
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      // A build made with DIST_DIR (npm run build with the same DIST_DIR), so parallel runs do not share one dist.
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
    },
  },
});

// TEMPORARY (to delete): runs the journeys against the API from source while its bundle does not build.
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config.ts';

const port = 4191;
const dataDir = path.join(os.tmpdir(), `dawa-e2e-probe-${port}`);
export default defineConfig({
  ...base,
  testDir: 'journeys',
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: `rm -rf '${dataDir}' && node probe-server.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  },
});

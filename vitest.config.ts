import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's unit, component and API tests.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
    // Two workers fit the 2-core machine; each API test file holds its own database copy.
    maxWorkers: 2,
  },
});

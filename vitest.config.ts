import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's unit, component and API tests.
export default defineConfig({
  test: { projects: ['packages/shared', 'apps/api', 'apps/web'] },
});

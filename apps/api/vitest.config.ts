import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Projects with their own worker count need their own group (Vitest 4): the API files run after the others.
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Web test files that keep state in modules between files (a toast store, loaded sections, modules
 * re-imported after vi.resetModules): they run isolated, one module graph per file. Every other web
 * file shares its worker's modules (`isolate: false`), which saves re-creating the app's module graph
 * 70 times: about two thirds of the web project's time on two cores.
 */
const WEB_STATEFUL = [
  'src/app/profile-texts.test.tsx',
  'src/lib/served-settings.test.ts',
  'src/app/routes/product.test.tsx',
  'src/features/reviews/components/product-reviews.test.tsx',
];

// One `vitest run` at the root runs every workspace's unit, component and API tests.
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/api',
      {
        extends: './apps/web/vite.config.ts',
        root: 'apps/web',
        test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, ...WEB_STATEFUL], isolate: false },
      },
      { extends: './apps/web/vite.config.ts', root: 'apps/web', test: { name: 'web-isolated', include: WEB_STATEFUL } },
    ],
    // Two workers fit the 2-core machine; each API test file holds its own database copy.
    maxWorkers: 2,
  },
});

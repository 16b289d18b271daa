import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // *.postgres.test.ts prove concurrency guarantees that need the PostgreSQL server: they run when
    // DATABASE_URL is set (CI's second pass); PGlite runs one statement at a time and cannot race.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.DATABASE_URL ? [] : ['test/**/*.postgres.test.ts']),
      // *.redis.test.ts need a Redis server: they run when REDIS_URL is set (CI's second pass).
      ...(process.env.REDIS_URL ? [] : ['**/*.redis.test.ts']),
    ],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Projects with their own worker count need their own group (Vitest 4): the API files run after the others.
    sequence: { groupOrder: 1 },
    // Each file builds its own app on its own database copy, so files share nothing but modules: one
    // module graph per worker (not per file) saves importing Fastify, zod schemas, sharp and pdf-lib
    // 113 times — about 4 of the suite's 9 minutes on two cores.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

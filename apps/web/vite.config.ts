import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The app shell: every module the entry (src/main.tsx) imports statically, gathered into one
 * `shell` chunk (docs/decisions/007-app-shell-chunk.md). Left to itself, rolldown keeps shared
 * modules out of the entry chunk whenever merging one of them, in its greedy order, would close a
 * chunk cycle, and splits React, TanStack Query, the API client and others into small chunks that
 * the home page loads anyway: about 3 kB gzip more, moving with every new page.
 */
function appShell(): { plugin: Plugin; test: (id: string) => boolean } {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'dawa-app-shell',
    apply: 'build',
    buildEnd() {
      shell.clear();
      const entry = [...this.getModuleIds()].find((id) => id.endsWith('/src/main.tsx'));
      const stack = entry ? [entry] : [];
      while (stack.length > 0) {
        const id = stack.pop() as string;
        for (const dep of this.getModuleInfo(id)?.importedIds ?? []) {
          if (shell.has(dep)) continue;
          shell.add(dep);
          stack.push(dep);
        }
      }
    },
  };
  return { plugin, test: (id) => shell.has(id) };
}

const shell = appShell();

/** The API runs on its own port in development; the SPA calls it same-origin through this proxy. */
const apiTarget = process.env.DAWA_API_URL ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

export default defineConfig({
  plugins: [react(), tailwindcss(), shell.plugin],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // No modulepreload polyfill in the entry: browsers without modulepreload (Safari before 17) just fetch chunks on import.
  build: {
    // DIST_DIR gives each parallel build its own output (see scripts/start.mjs).
    ...(process.env.DIST_DIR ? { outDir: `${process.env.DIST_DIR}/web`, emptyOutDir: true } : {}),
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', test: shell.test }] } } },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // The first test of a file also loads the shared zod schemas (responses are checked in tests);
    // with every file running at once on a busy machine that alone can pass 5 s.
    testTimeout: 15_000,
  },
});

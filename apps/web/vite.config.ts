import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
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
/**
 * Modules the walk below reaches only through a package's index re-exports, which the shell itself
 * never calls: TanStack's mutation hook (the header's switches save settings with a plain request).
 * Grouped into the shell, they would ride in every first visit because a lazy form uses them.
 */
const LAZY_ONLY = /@tanstack\/(react-query|query-core)\/build\/modern\/(useMutation|mutationObserver)\.js$/;

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
  return { plugin, test: (id) => shell.has(id) && !LAZY_ONLY.test(id) };
}

const shell = appShell();

/**
 * TanStack Query with the app's client and provider: one chunk beside the shell, not in it (decision
 * 067). Every part that fetches imports it (lazyRoute, withQueryClient); the home page's first screen
 * does not, and the landing pages whose first screen fetches get it modulepreloaded with their route.
 */
const QUERY_MODULES = /(\/@tanstack\/(react-query|query-core)\/|\/src\/lib\/query-(client\.ts|provider\.tsx)$)/;
const isQueryModule = (id: string) => QUERY_MODULES.test(id) && !LAZY_ONLY.test(id);

/** Namespaces only the server renders (order e-mails): never shipped to browsers. */
const SERVER_ONLY_NAMESPACES = new Set(['order-mails']);

// Every catalogue file the web ships, and the one folder they go to (its hash covers every text).
const catalogueRoot = fileURLToPath(new URL('../../packages/shared/src/i18n/catalogues', import.meta.url));
const catalogueFiles = fs
  .readdirSync(catalogueRoot, { recursive: true, encoding: 'utf8' })
  .filter((file) => /^[a-z]+[/\\][\w-]+\.ts$/.test(file) && !SERVER_ONLY_NAMESPACES.has(path.basename(file, '.ts')))
  .sort();
const catalogueDir = `assets/i18n-${catalogueFiles
  .reduce((hash, file) => hash.update(file).update(fs.readFileSync(path.join(catalogueRoot, file))), crypto.createHash('sha256'))
  .digest('hex')
  .slice(0, 10)}`;

/**
 * The message catalogues (packages/shared/src/i18n/catalogues/<language>/<namespace>.ts) as chunks
 * at predictable addresses, `assets/i18n-<hash>/<language>/<namespace>.js`, one hash for the whole
 * set (it changes when any text does, so the year-long cache stays right). The browser builds the
 * address from the language and the namespace (src/lib/i18n/catalogues.ts), so the first bundle
 * carries no map of every catalogue file (it grew with each namespace) and the HTML can
 * modulepreload a page's texts. Development and tests keep Vite's glob instead.
 */
function catalogueChunks(): Plugin {
  let building = false;
  return {
    name: 'dawa-catalogue-chunks',
    config(_config, { command }) {
      building = command === 'build';
      return { define: { __CATALOGUE_DIR__: JSON.stringify(building ? catalogueDir : '') } };
    },
    buildStart() {
      if (!building) return;
      for (const file of catalogueFiles) {
        const fileName = `${catalogueDir}/${file.replace(/\\/g, '/').replace(/\.ts$/, '.js')}`;
        this.emitFile({ type: 'chunk', id: path.join(catalogueRoot, file), fileName, preserveSignature: 'strict' });
      }
    },
  };
}

/**
 * The pages phones land on from a search engine or a shared link, with their route module and text
 * namespaces (router.tsx registers the same lists with lazyRoute). `test` is JavaScript over `p`, the path.
 */
const FIRST_SCREENS = [
  { test: "p==='/'", route: 'src/app/routes/home.tsx', namespaces: ['home'] },
  { test: "p.indexOf('/category/')===0", route: 'src/app/routes/category.tsx', namespaces: ['search'] },
  { test: "p==='/search'", route: 'src/app/routes/search.tsx', namespaces: ['search'] },
  { test: "p.indexOf('/product/')===0", route: 'src/app/routes/product.tsx', namespaces: ['product'] },
];

/**
 * A few bytes of inline script in index.html that start, beside the shell, what the landing page will
 * ask for only after the shell has run and the header has its texts: the page's route chunks and the
 * texts (common and the route's, in the visitor's stored language) as <link rel=modulepreload>.
 * Without it they came one after another (shell, then common, then the route, then its texts), each a
 * round trip on a phone. The server allows the script by its hash (apps/api/src/plugins/spa.ts).
 *
 * The same script starts the app's code only once the browser has painted (decision 042): the server
 * writes the landing page's first screen into the HTML, and the shell's 120 kB downloading beside the
 * stylesheet would hold that paint back on a slow network (and its evaluation would, on a slow CPU).
 * Vite's <script type=module> and its modulepreload links are moved into it; a hidden tab (no frames
 * until it is shown) starts at once.
 */
function firstScreenPreload(): Plugin {
  return {
    name: 'dawa-first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
        const inShell = new Set<string>(entry ? [entry.fileName, ...entry.imports] : []);
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const routeFiles = (route: string) => {
          const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(route));
          const files: string[] = [];
          const stack = start ? [start.fileName] : [];
          while (stack.length > 0) {
            const file = stack.pop() as string;
            if (inShell.has(file) || files.includes(file)) continue;
            files.push(file);
            stack.push(...(byFile.get(file)?.imports ?? []));
          }
          return files;
        };
        const base = JSON.stringify(`/${catalogueDir}/`);
        const screens = FIRST_SCREENS.map(
          ({ test, route, namespaces }) =>
            `${test}?${JSON.stringify([...routeFiles(route).map((f) => `/${f}`), ...namespaces.map((n) => `@${n}`)])}:`,
        ).join('');
        // Vite's tags for the entry and the shell: the script below adds them after the first paint.
        const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
        const shellTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
        const entrySrc = entryTag.exec(html)?.[1];
        if (!entrySrc) throw new Error('index.html has no module entry script to start after the first paint');
        const shellFiles = [...html.matchAll(shellTag)].map((match) => match[1] as string);
        const page = html.replace(entryTag, '').replace(shellTag, '');
        const script =
          `(function(){var p=location.pathname,l='en';try{l=JSON.parse(localStorage.getItem('language'))==='hi'?'hi':'en'}catch(e){}` +
          // <html lang> before the body is parsed: the server's first screen shows its words in this language (decision 042).
          `if(l==='hi')document.documentElement.lang='hi-IN';` +
          `var d=${base}+l+'/',u=${JSON.stringify(shellFiles)}.concat(${screens}[],'@common'),h=document.head,s=0;` +
          `function go(){if(s)return;s=1;u.forEach(function(f){var e=document.createElement('link');e.rel='modulepreload';e.href=f[0]==='@'?d+f.slice(1)+'.js':f;h.appendChild(e)});` +
          `var m=document.createElement('script');m.type='module';m.crossOrigin='';m.src=${JSON.stringify(entrySrc)};h.appendChild(m)}` +
          `if(document.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)});document.addEventListener('visibilitychange',go)})()`;
        return page.replace('</head>', `<script>${script}</script>\n  </head>`);
      },
    },
  };
}

/** The API runs on its own port in development; the SPA calls it same-origin through this proxy. */
const apiTarget = process.env.DAWA_API_URL ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

/**
 * React Router's package exports name only its development build (dev warnings on), for production
 * builds too: a temporary choice upstream (remix-run/react-router#12532, #14102). The build takes the
 * package's own production build, the same code without the dev warnings (decision 067).
 */
const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router').replace('/dist/development/', '/dist/production/'));

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), shell.plugin, catalogueChunks(), firstScreenPreload()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // No modulepreload polyfill in the entry: browsers without modulepreload (Safari before 17) just fetch chunks on import.
  build: {
    // DIST_DIR gives each parallel build its own output (see scripts/start.mjs).
    ...(process.env.DIST_DIR ? { outDir: `${process.env.DIST_DIR}/web`, emptyOutDir: true } : {}),
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', test: shell.test },
            { name: 'query', test: isQueryModule },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // The first test of a file also loads the shared zod schemas (responses are checked in tests);
    // with every file running at once on a busy machine that alone can pass 5 s.
    testTimeout: 15_000,
  },
}));

// Gzip size of the JavaScript the home page needs before it can render: the entry chunk, the home
// route chunk and every chunk they import statically. Also prints the chunk of the shared zod
// schemas, which the api-client imports lazily (in parallel with the first API request).
// Usage: npm run size -w apps/web   (builds into .size/ with a manifest, leaving dist/ alone)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? '.size';
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
const gz = (key) => gzipSync(readFileSync(`${dist}/${manifest[key].file}`), { level: 9 }).length;
const kb = (n) => `${(n / 1000).toFixed(2)} kB`;

const seen = new Set();
function walk(key) {
  if (!key || seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) walk(dep);
}
walk(Object.keys(manifest).find((k) => manifest[k].isEntry));
walk(Object.keys(manifest).find((k) => k.endsWith('app/routes/home.tsx')));

let total = 0;
for (const key of seen) {
  total += gz(key);
  console.log(manifest[key].file.padEnd(48), kb(gz(key)));
}
console.log(`home page JS before first render (gzip): ${kb(total)}`);
const schemas = Object.keys(manifest).find((k) => k.endsWith('packages/shared/src/catalog/schemas.ts'));
if (schemas) {
  const before = new Set(seen);
  walk(schemas);
  const lazy = [...seen].filter((k) => !before.has(k)).reduce((sum, k) => sum + gz(k), 0);
  console.log(`+ shared schemas and zod, loaded with the first API request (gzip): ${kb(lazy)}`);
}

// Sums gzip sizes of the JS the home route needs: the entry, its static imports, and the home route module's static imports.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const dist = process.argv[2] ?? 'dist';
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
const seen = new Set();
function walk(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) walk(dep);
}
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
walk(entry);
walk(Object.keys(manifest).find((k) => k.endsWith('routes/home.tsx')));
let total = 0;
for (const key of seen) {
  const size = gzipSync(readFileSync(`${dist}/${manifest[key].file}`)).length;
  total += size;
  console.log(manifest[key].file.padEnd(45), (size / 1000).toFixed(2), 'kB');
}
console.log('home initial JS (gzip):', (total / 1000).toFixed(2), 'kB');

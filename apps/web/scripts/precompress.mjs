// Writes a gzip (level 9) and a Brotli (quality 11) copy beside every text asset of the build, once,
// so the server sends compressed files without compressing per request (@fastify/static
// preCompressed in apps/api/src/plugins/spa.ts).
// Usage: node scripts/precompress.mjs [dir]   (default: DIST_DIR/web, else dist)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const webRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dir = process.argv[2] ?? (process.env.DIST_DIR ? path.join(process.env.DIST_DIR, 'web') : path.join(webRoot, 'dist'));
const COMPRESSIBLE = /\.(js|css|svg|json|txt|map|webmanifest)$/;
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || entry.name.endsWith('.map')) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const gzip = zlib.gzipSync(body, { level: 9 });
  const brotli = zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  fs.writeFileSync(`${file}.gz`, gzip);
  fs.writeFileSync(`${file}.br`, brotli);
  files += 1;
  before += body.length;
  after += gzip.length;
}
console.log(`Precompressed ${files} files in ${path.relative(process.cwd(), dir) || '.'}: ${(before / 1000).toFixed(0)} kB -> ${(after / 1000).toFixed(0)} kB gzip`);

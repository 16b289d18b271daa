// Bundles the API into dist/server.js (our TypeScript and @dawa/shared inlined; npm packages stay
// external, so PGlite finds its WebAssembly files) and copies the SQL migrations beside it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@dawa/'));
// DIST_DIR gives each parallel build its own output (see scripts/start.mjs).
const outdir = process.env.DIST_DIR ? path.join(process.env.DIST_DIR, 'api') : path.join(root, 'dist');

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { server: path.join(root, 'src/server.ts'), 'seed-catalogue': path.join(root, 'src/db/seed/seed-catalogue-cli.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`API bundled into ${path.relative(process.cwd(), outdir)}`);

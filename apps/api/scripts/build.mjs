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
  entryPoints: { server: path.join(root, 'src/server.ts'), 'seed-catalogue': path.join(root, 'src/db/seed/seed-catalogue-cli.ts'),
    'seed-orders': path.join(root, 'src/db/seed/seed-orders-cli.ts'),
    'storage-migrate': path.join(root, 'src/db/storage-migrate-cli.ts'),
    // The prescription reading thread: reader-pool.ts starts it from beside server.js.
    'reading-worker': path.join(root, 'src/modules/prescriptions/reading/reading-worker.ts'),
  },
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
if (process.env.DIST_DIR) linkNodeModules(outdir);
console.log(`API bundled into ${path.relative(process.cwd(), outdir)}`);

/**
 * npm packages stay external, so a bundle outside the repository must still find them: link the
 * workspace's node_modules folders where Node looks for them (beside the bundle and one level up).
 */
function linkNodeModules(dir) {
  const links = [
    [path.join(dir, 'node_modules'), path.join(root, 'node_modules')],
    [path.join(dir, '..', 'node_modules'), path.join(root, '..', '..', 'node_modules')],
  ];
  for (const [link, target] of links) {
    if (!fs.existsSync(target) || fs.existsSync(link)) continue;
    fs.symlinkSync(target, link, 'dir');
  }
}

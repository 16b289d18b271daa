// Serves the built app: one Node process for the API and the SPA, in production mode.
// With DIST_DIR, serves the build made with the same DIST_DIR (DIST_DIR/web and DIST_DIR/api).
import path from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV ??= 'production';
const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : null;
if (distDir) process.env.WEB_DIST ??= path.join(distDir, 'web');
await import(distDir ? pathToFileURL(path.join(distDir, 'api', 'server.js')).href : '../apps/api/dist/server.js');

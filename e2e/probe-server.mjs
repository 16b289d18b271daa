// TEMPORARY (to delete): serves apps/web/dist and proxies /api to an API started from source with no
// SPA (its SPA plugin currently fails to register). Only for trying the journeys early.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const port = Number(process.env.PORT);
const apiPort = port + 1;
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const api = spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: String(apiPort), WEB_DIST: '/nonexistent' },
});
process.on('SIGTERM', () => { api.kill('SIGTERM'); process.exit(0); });
process.on('SIGINT', () => { api.kill('SIGTERM'); process.exit(0); });
const types = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.html': 'text/html', '.png': 'image/png', '.json': 'application/json', '.woff2': 'font/woff2' };
http
  .createServer((req, res) => {
    if (req.url.startsWith('/api/')) {
      const proxied = http.request({ host: '127.0.0.1', port: apiPort, path: req.url, method: req.method, headers: req.headers }, (r) => {
        res.writeHead(r.statusCode, r.headers);
        r.pipe(res);
      });
      proxied.on('error', () => { res.writeHead(502); res.end(); });
      req.pipe(proxied);
      return;
    }
    const file = path.join(dist, decodeURIComponent(req.url.split('?')[0]));
    if (file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      fs.createReadStream(file).pipe(res);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    fs.createReadStream(path.join(dist, 'index.html')).pipe(res);
  })
  .listen(port, '127.0.0.1');

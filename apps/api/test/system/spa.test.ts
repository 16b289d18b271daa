import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const inlineScript = "document.documentElement.classList.add('js')";
let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-spa-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><html><head><script>${inlineScript}</script><script type="module" src="/assets/app-1.js"></script></head><body></body></html>`,
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1.js'), 'console.log(1)');
  // What the web build's precompress step writes beside an asset.
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1.js.gz'), zlib.gzipSync('console.log(1)'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1.js.br'), zlib.brotliCompressSync('console.log(1)'));
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('serving the single-page app', () => {
  it("answers every page path with index.html (404 for a path that is none of the app's pages), uncached, under a CSP that allows exactly its inline script", async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/cold-flu', 200],
      ['/product/42', 200],
      ['/no/such/page', 404],
    ] as const) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      const hash = crypto.createHash('sha256').update(inlineScript).digest('base64');
      expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('serves hashed assets for a year, and a missing asset as a 404 rather than HTML', async () => {
    const asset = await t.app.inject('/assets/app-1.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject('/assets/app-0.js')).statusCode).toBe(404);
    expect((await t.app.inject('/favicon.ico')).statusCode).toBe(404);
  });

  it('sends the precompressed copy a browser accepts (Brotli, else gzip, else plain)', async () => {
    const br = await t.app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gzip = await t.app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/javascript/);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('keeps API 404s as JSON and refuses other methods on pages', async () => {
    const api = await t.app.inject('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not_found' });
    expect((await t.app.inject({ method: 'POST', url: '/cold-flu' })).statusCode).toBe(404);
  });
});

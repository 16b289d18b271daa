import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductDetailSchema } from '@dawa/shared/catalog/schemas';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addProduct } from '../orders/commerce-helpers.ts';

const inlineScript = "document.documentElement.classList.add('js')";
let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-spa-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><html><head><script>${inlineScript}</script><script type="module" src="/assets/app-1.js"></script></head><body><div id="root"></div></body></html>`,
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

  it('answers a product page of a product the shop does not have with the app (its not-found screen) and a 404, not a soft 404', async () => {
    const longSlug = 'x'.repeat(600);
    for (const url of ['/product/no-such-product', '/product/99999999', `/product/${longSlug}`, '/product/no-such-product?ref=mail']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url.slice(0, 40)).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
    }
    expect((await t.app.inject('/product/42')).statusCode).toBe(200);
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

  it("preloads what a landing page's first screen waits for: the product and its first picture, the search results, the category listing", async () => {
    const id = await addProduct(t, { name: 'Preloadol 500 Tablet' });
    const product = ProductDetailSchema.parse((await t.app.inject(`/api/products/${id}`)).json());
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" href="([^"]*)" as="(fetch|image)"[^>]*>/g)].map(
        (m) => `${m[2]} ${m[1]?.replace(/&amp;/g, '&')}`,
      );

    const productPage = await t.app.inject(`/product/${product.slug}`);
    expect(preloads(productPage.body)).toEqual([`fetch /api/products/${product.slug}`, `image ${product.images[0] ?? product.image}`]);
    expect(productPage.body).toContain('as="fetch" crossorigin="anonymous"');
    expect(productPage.body).toContain('as="image" fetchpriority="high"');
    // The preloaded address answers the product (what the page would have asked for).
    expect(ProductDetailSchema.parse((await t.app.inject(`/api/products/${product.slug}`)).json()).id).toBe(id);

    expect(preloads((await t.app.inject('/search?query=dolo%20650')).body)).toEqual(['fetch /api/products/search?q=dolo+650&pageSize=24']);
    expect(preloads((await t.app.inject('/category/pain-relief')).body)).toEqual([
      'fetch /api/products?category=pain-relief&sort=popularity&pageSize=24',
    ]);
    expect((await t.app.inject('/api/products?category=pain-relief&sort=popularity&pageSize=24')).statusCode).toBe(200);

    // Nothing to preload: a product that does not exist (the page says so), a filtered search, other pages.
    for (const url of ['/product/no-such-product', '/product/%E0%A4', '/search?query=dolo&sort=price_asc', '/search', '/', '/cart']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(preloads(res.body), url).toEqual([]);
    }
  });

  it("paints a landing page's first screen into the HTML (both languages, the page's own words and pictures), and nothing for other pages", async () => {
    const id = await addProduct(t, { name: 'Screenol <b>500</b> & Tablet' });
    const product = ProductDetailSchema.parse((await t.app.inject(`/api/products/${id}`)).json());
    const firstScreen = (html: string) => /<div id="first-screen" aria-hidden="true" inert>([\s\S]*?)<div id="root">/.exec(html)?.[1] ?? null;

    const home = firstScreen((await t.app.inject('/')).body);
    expect(home).toContain('Genuine medicines, delivered to your door');
    expect(home).toContain('असली दवाइयाँ');
    // A picture of the page, not a second page: no landmarks, headings or links for a screen reader to meet.
    expect(home).not.toMatch(/<(main|header|nav|h1|h2|h3|a)\b/);

    const productPage = firstScreen((await t.app.inject(`/product/${product.slug}`)).body);
    expect(productPage).toContain(`<img src="${product.images[0] ?? product.image}"`);
    expect(productPage).toContain('fetchpriority="high"');
    // The product's name is text, never markup.
    expect(productPage).toContain('Screenol &lt;b&gt;500&lt;/b&gt; &amp; Tablet');
    expect(productPage).not.toContain('<b>500');

    const [first] = (await t.app.inject('/api/products?category=pain-relief&sort=popularity&pageSize=24')).json<{ items: { name: string }[] }>().items;
    const category = firstScreen((await t.app.inject('/category/pain-relief')).body);
    expect(category).toContain('Pain Relief');
    if (first) expect(category).toContain(first.name.replace(/&/g, '&amp;'));
    const search = firstScreen((await t.app.inject('/search?query=screenol')).body);
    expect(search).toContain('Search Results for &quot;screenol&quot;');
    expect(search).toContain('Screenol &lt;b&gt;');

    // The app's own first render for everything else: other pages, a missing product, a search without results, a filtered one.
    for (const url of ['/cart', '/product/no-such-product', '/search?query=zzqqxxnothing', '/search?query=dolo&sort=price_asc', '/category/no-such']) {
      expect(firstScreen((await t.app.inject(url)).body), url).toBeNull();
    }
  });
});

describe('first-screen preloads while the site is locked', () => {
  let locked: TestApp;
  beforeAll(async () => {
    locked = await createTestApp({ WEB_DIST: webDist, SITE_LOCK_PASSWORD: 'open sesame' });
  });
  afterAll(() => locked.close());

  it('tells a locked-out browser to preload nothing and paints it no first screen (the API would answer 423), and an unlocked one what its page waits for', async () => {
    const hasPreload = (html: string) => html.includes('rel="preload"');
    const page = '/category/pain-relief';
    const lockedOut = await locked.app.inject(page);
    expect(lockedOut.statusCode).toBe(200);
    expect(hasPreload(lockedOut.body)).toBe(false);
    expect(lockedOut.body, 'no first screen before the lock screen').not.toContain('id="first-screen"');
    expect((await locked.app.inject('/api/products?category=pain-relief&sort=popularity&pageSize=24')).statusCode).toBe(423);

    const unlock = await locked.app.inject({ method: 'POST', url: '/api/site-lock/unlock', payload: { password: 'open sesame' } });
    const cookie = unlock.cookies.find((c) => c.name === 'dawa_unlocked');
    if (!cookie) throw new Error('no unlock cookie');
    const unlocked = await locked.app.inject({ url: page, cookies: { [cookie.name]: cookie.value } });
    expect(unlocked.body).toContain('<link rel="preload" href="/api/products?category=pain-relief&amp;sort=popularity&amp;pageSize=24" as="fetch"');
    expect((await locked.app.inject({ url: '/', cookies: { [cookie.name]: cookie.value } })).body).toContain('id="first-screen"');
  });
});

import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addProduct } from '../orders/commerce-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 5; i++) await addProduct(t, { description: 'A long description of a medicine. '.repeat(20) });
});
afterAll(() => t.close());

describe('compressed JSON answers', () => {
  it('sends a large listing Brotli- or gzip-encoded to a browser that accepts it, and plain to one that does not', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/api/products?pageSize=20', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({ method: 'GET', url: '/api/products?pageSize=20' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 2);
    const gz = await t.app.inject({ method: 'GET', url: '/api/products?pageSize=20', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/delivery/estimate?pin=560001', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ zone: 'metro' });
  });
});

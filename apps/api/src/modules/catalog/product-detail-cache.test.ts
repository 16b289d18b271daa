import { describe, expect, it } from 'vitest';
import { createProductDetailCache, detailAnswerOf, jsonOf, type DetailAnswer } from './product-detail-cache.ts';

/** An answer whose stored (gzipped) body is `bytes` long: the cache only counts it. */
const answer = (id: number, bytes = 100, slug = `product-${id}`): DetailAnswer => ({ id, slug, gzip: Buffer.alloc(bytes), etag: `"${id}"` });

function counted(make: (id: number) => DetailAnswer) {
  const loads: number[] = [];
  return { loads, load: (id: number) => async () => (loads.push(id), make(id)) };
}

describe('product page cache', () => {
  it('stores a page gzipped and gives back its JSON, with an ETag of the JSON', () => {
    const json = JSON.stringify({ id: 1, description: 'Paracetamol 500 mg. '.repeat(40) });
    const a = detailAnswerOf(1, 'dolo-650', json);
    expect(jsonOf(a).toString('utf8')).toBe(json);
    expect(a.gzip.byteLength).toBeLessThan(json.length / 3);
    expect(a.etag).toBe(detailAnswerOf(2, 'other', json).etag);
    expect(a.etag).not.toBe(detailAnswerOf(1, 'dolo-650', json.replace('500', '650')).etag);
  });

  it('keeps warmed pages only while there is room and nothing changed since the read', () => {
    const cache = createProductDetailCache(3_000);
    const before = cache.generation();
    expect(cache.prime(answer(1, 600), before)).toBe(true);
    cache.forget([99]);
    expect(cache.prime(answer(2, 600), before)).toBe(true);
    expect(cache.size().entries).toBe(1);
    expect(cache.prime(answer(3, 600), cache.generation())).toBe(true);
    expect(cache.prime(answer(4, 600), cache.generation())).toBe(true);
    // A fourth 1,000-byte entry would push one out: the warm-up stops instead.
    expect(cache.prime(answer(5, 600), cache.generation())).toBe(false);
    expect(cache.size()).toEqual({ entries: 3, bytes: 3_000 });
  });

  it('answers a kept page by id and by slug without loading it again', async () => {
    const cache = createProductDetailCache(1_000_000);
    const { loads, load } = counted((id) => answer(id));
    await cache.get({ id: 1 }, load(1));
    expect((await cache.get({ id: 1 }, load(1))).id).toBe(1);
    expect((await cache.get({ slug: 'product-1' }, load(1))).id).toBe(1);
    expect(loads).toEqual([1]);
  });

  it('drops the least recently read pages beyond its bytes, never holding more', async () => {
    // Each entry costs its body and 400 bytes: three 600-byte pages fit in 3,000 bytes, four do not.
    const cache = createProductDetailCache(3_000);
    const { loads, load } = counted((id) => answer(id, 600));
    for (const id of [1, 2, 3]) await cache.get({ id }, load(id));
    await cache.get({ id: 1 }, load(1)); // 1 is now the most recently read; 2 the least
    await cache.get({ id: 4 }, load(4));
    expect(cache.size().entries).toBe(3);
    expect(cache.size().bytes).toBeLessThanOrEqual(3_000);
    loads.length = 0;
    for (const id of [1, 3, 4]) await cache.get({ id }, load(id));
    expect(loads).toEqual([]);
    await cache.get({ id: 2 }, load(2));
    expect(loads).toEqual([2]);
    // A page bigger than the whole cache is answered, not kept.
    await cache.get({ id: 9 }, async () => answer(9, 5_000));
    expect(cache.size().bytes).toBeLessThanOrEqual(3_000);
    expect((await cache.get({ id: 9 }, async () => answer(9, 10))).gzip.byteLength).toBeLessThan(100);
  });

  it('forgets changed products (and their slugs), or everything', async () => {
    const cache = createProductDetailCache(1_000_000);
    const { loads, load } = counted((id) => answer(id));
    for (const id of [1, 2, 3]) await cache.get({ id }, load(id));
    cache.forget([2]);
    expect(cache.size().entries).toBe(2);
    loads.length = 0;
    await cache.get({ slug: 'product-2' }, load(2));
    await cache.get({ id: 1 }, load(1));
    expect(loads).toEqual([2]);
    cache.forget('all');
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it('does not keep a page whose load was under way when a change came in', async () => {
    const cache = createProductDetailCache(1_000_000);
    let finish: (a: DetailAnswer) => void = () => {};
    const pending = cache.get({ id: 5 }, () => new Promise<DetailAnswer>((resolve) => (finish = resolve)));
    cache.forget([7]); // any change: the load may have read the row before it
    finish(answer(5));
    expect((await pending).id).toBe(5);
    expect(cache.size().entries).toBe(0);
    // A later load is kept.
    await cache.get({ id: 5 }, async () => answer(5));
    expect(cache.size().entries).toBe(1);
  });

  it('shares one load between concurrent misses, and keeps nothing when it fails', async () => {
    const cache = createProductDetailCache(1_000_000);
    const { loads, load } = counted((id) => answer(id));
    await Promise.all([cache.get({ id: 3 }, load(3)), cache.get({ id: 3 }, load(3))]);
    expect(loads).toEqual([3]);
    await expect(cache.get({ id: 4 }, () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');
    expect(cache.size().entries).toBe(1);
    expect((await cache.get({ id: 4 }, load(4))).id).toBe(4);
  });
});

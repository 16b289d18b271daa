import { describe, expect, it } from 'vitest';
import { createProductDetailCache, etagOf, type DetailAnswer } from './product-detail-cache.ts';

const answer = (id: number, bytes = 100, slug = `product-${id}`): DetailAnswer => {
  const body = Buffer.from(JSON.stringify({ id, pad: 'x'.repeat(Math.max(0, bytes - 20)) }));
  return { id, slug, body, etag: etagOf(body) };
};

function counted(make: (id: number) => DetailAnswer) {
  const loads: number[] = [];
  return { loads, load: (id: number) => async () => (loads.push(id), make(id)) };
}

describe('product page cache', () => {
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
    expect((await cache.get({ id: 9 }, async () => answer(9, 10))).body.byteLength).toBeLessThan(100);
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

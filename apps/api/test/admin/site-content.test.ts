import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPromoSchema, HeroBannerSchema, PolicyVersionSchema } from '@dawa/shared/admin/site-content';
import { BlogArticleResponseSchema, BlogListResponseSchema } from '@dawa/shared/content/blog-api';
import { BLOG_ARTICLES } from '@dawa/shared/content/blog-articles';
import { expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addProduct, quote } from '../orders/commerce-helpers.ts';
import { auditRowsOf, createAccount, type Account } from './staff-helpers.ts';

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, 'admin');
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const promoBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Ten off everything',
  description: '10% off everything',
  kind: 'percent',
  percentOff: 10,
  scope: 'all',
  categorySlugs: [],
  tag: null,
  scopeLabel: 'all products',
  minOrderPaise: 0,
  maxDiscountPaise: null,
  validFrom: iso(-HOUR),
  validUntil: iso(24 * HOUR),
  usageLimit: null,
  perUserLimit: null,
  active: true,
  showAsDeal: true,
  ...overrides,
});
const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('promo codes in Site Content', () => {
  it('creates a code that the cart quote applies and /deals lists at once, audit-logged with its after', async () => {
    const res = await send('POST', '/api/admin/promos', { code: 'tenoff', ...promoBody() });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminPromoSchema.parse(res.json())).toMatchObject({ code: 'TENOFF', scope: 'all', timesUsed: 0 });
    const product = await addProduct(t, { pricePaise: 60_000 });
    expect(await quote(t, [{ productId: product, quantity: 1 }], 'TENOFF')).toMatchObject({ discountPaise: 6_000 });
    const deals = (await t.app.inject({ method: 'GET', url: '/api/deals' })).json<{ deals: { code: string }[] }>();
    expect(deals.deals.map((d) => d.code)).toContain('TENOFF');
    const [row] = await auditRowsOf(t, 'content', 'promo:TENOFF');
    expect(row).toMatchObject({ action: 'create', actorId: admin.session.user.id, before: null });
    expect(row?.after).toMatchObject({ code: 'TENOFF', percentOff: 10 });
  });

  it('keeps a per-customer limit that the cart then applies, and an edit can lift it', async () => {
    const res = await send('POST', '/api/admin/promos', { code: 'ONCEEACH', ...promoBody({ usageLimit: 100, perUserLimit: 1 }) });
    expect(AdminPromoSchema.parse(res.json())).toMatchObject({ code: 'ONCEEACH', usageLimit: 100, perUserLimit: 1 });
    const product = await addProduct(t, { pricePaise: 60_000 });
    expect((await quote(t, [{ productId: product, quantity: 1 }], 'ONCEEACH')).promo?.limitNote).toBe('ONCEEACH can be used 1 time per customer.');
    expect((await send('PUT', '/api/admin/promos/ONCEEACH', promoBody({ usageLimit: 100, perUserLimit: null }))).statusCode).toBe(200);
    const listed = (await send('GET', '/api/admin/promos')).json<{ items: { code: string; perUserLimit: number | null }[] }>();
    expect(listed.items.find((p) => p.code === 'ONCEEACH')?.perUserLimit).toBeNull();
    expect((await quote(t, [{ productId: product, quantity: 1 }], 'ONCEEACH')).promo?.limitNote).toBeNull();
  });

  it('an edit that ends the window makes the cart quote refuse the code at once, and /deals drops it', async () => {
    await send('POST', '/api/admin/promos', { code: 'SOONGONE', ...promoBody() });
    const product = await addProduct(t, { pricePaise: 60_000 });
    expect(await quote(t, [{ productId: product, quantity: 1 }], 'SOONGONE')).toMatchObject({ discountPaise: 6_000 });
    const res = await send('PUT', '/api/admin/promos/SOONGONE', promoBody({ validFrom: iso(-2 * HOUR), validUntil: iso(-HOUR) }));
    expect(res.statusCode, res.body).toBe(200);
    const after = await quote(t, [{ productId: product, quantity: 1 }], 'SOONGONE');
    expect(after.discountPaise).toBe(0);
    expect(JSON.stringify(after)).toContain('SOONGONE has expired.');
    const deals = (await t.app.inject({ method: 'GET', url: '/api/deals' })).json<{ deals: { code: string }[] }>();
    expect(deals.deals.map((d) => d.code)).not.toContain('SOONGONE');
    const rows = await auditRowsOf(t, 'content', 'promo:SOONGONE');
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect((rows[1]?.before as { validUntil: string }).validUntil).not.toBe((rows[1]?.after as { validUntil: string }).validUntil);
  });

  it('deactivating a code makes the quote answer that it is not valid', async () => {
    await send('POST', '/api/admin/promos', { code: 'OFFSOON', ...promoBody() });
    expect((await send('PUT', '/api/admin/promos/OFFSOON', promoBody({ active: false }))).statusCode).toBe(200);
    const product = await addProduct(t, { pricePaise: 60_000 });
    expect((await quote(t, [{ productId: product, quantity: 1 }], 'OFFSOON')).discountPaise).toBe(0);
  });

  it.each([
    ['percent above 90', { percentOff: 91 }, 'percentOff', 'Percent off must be between 1 and 90'],
    ['percent 0', { percentOff: 0 }, 'percentOff', 'Percent off must be between 1 and 90'],
    ['a percent on buy one get one', { kind: 'bogo', percentOff: 10 }, 'percentOff', 'Percent off is only for percent codes'],
    ['an end before the start', { validFrom: iso(HOUR), validUntil: iso(-HOUR) }, 'validUntil', 'Valid until must be after valid from'],
    ['a category scope without categories', { scope: 'category' }, 'categorySlugs', 'Choose at least one category'],
    ['a tag scope without a tag', { scope: 'tag' }, 'tag', 'Tag is required for a tag scope'],
    ['a per-customer limit of 0', { perUserLimit: 0 }, 'perUserLimit', 'Limit per customer must be at least 1'],
    ['a per-customer limit above the usage limit', { usageLimit: 5, perUserLimit: 6 }, 'perUserLimit', 'Limit per customer cannot be more than the usage limit'],
  ])('refuses %s with a 400 naming the field, and writes nothing', async (_name, overrides, field, message) => {
    const res = await send('POST', '/api/admin/promos', { code: 'BADCODE', ...promoBody(overrides) });
    const body = expectError(res, 400);
    expect(body.fieldErrors?.[field]).toContain(message);
    expect((await send('GET', '/api/admin/promos')).json<{ items: { code: string }[] }>().items.map((p) => p.code)).not.toContain('BADCODE');
  });

  it('refuses a malformed code, a taken code and an unknown category', async () => {
    expect(expectError(await send('POST', '/api/admin/promos', { code: 'no spaces!', ...promoBody() }), 400).fieldErrors?.code).toContain(
      'Code must be 3 to 20 letters and digits',
    );
    expectError(await send('POST', '/api/admin/promos', { code: 'PAIN20', ...promoBody() }), 409, 'PAIN20 already exists.');
    const unknown = await send('POST', '/api/admin/promos', { code: 'NOCAT', ...promoBody({ scope: 'category', categorySlugs: ['no-such-category'] }) });
    expect(expectError(unknown, 400).fieldErrors?.categorySlugs).toContain('Unknown category: no-such-category');
    expectError(await send('PUT', '/api/admin/promos/NOSUCH', promoBody()), 404, 'Promo code not found');
  });

  it('scopes a code to a category: a product elsewhere gets no discount', async () => {
    await send('POST', '/api/admin/promos', { code: 'PAINONLY', ...promoBody({ scope: 'category', categorySlugs: ['pain-relief'], scopeLabel: 'Pain Relief products' }) });
    const other = await addProduct(t, { pricePaise: 60_000, categorySlug: 'diabetes' });
    expect(JSON.stringify(await quote(t, [{ productId: other, quantity: 1 }], 'PAINONLY'))).toContain('PAINONLY applies only to Pain Relief products');
  });
});

describe('blog articles in Site Content', () => {
  it('a fresh database serves the built-in articles from /api/blog, and a 404 for an unknown slug', async () => {
    const list = BlogListResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/blog' })).json());
    expect(list.articles.map((a) => a.slug).sort()).toEqual(BLOG_ARTICLES.map((a) => a.slug).sort());
    const first = BLOG_ARTICLES[0];
    if (!first) throw new Error('no built-in article');
    const one = BlogArticleResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/api/blog/${first.slug}` })).json());
    expect(one).toMatchObject({ title: first.title, date: first.date, sections: first.sections });
    expectError(await t.app.inject({ method: 'GET', url: '/api/blog/no-such-article' }), 404, 'Article not found');
  });

  const article = (overrides: Record<string, unknown> = {}) => ({
    slug: 'monsoon-fever',
    title: 'Fever in the monsoon',
    summary: 'When a fever in the rains needs a doctor.',
    image: '',
    imageAlt: '',
    authorName: 'Dr Meera Rao',
    authorRole: 'MBBS, General Physician',
    body: '## When to worry\n\nA fever above 39 °C for three days needs a doctor.\n\n- Rash\n- Bleeding gums',
    sources: ['National Centre for Vector Borne Diseases Control'],
    publishedOn: '2026-11-20',
    published: true,
    ...overrides,
  });

  it('a new published article shows on /api/blog; unpublishing it makes its page a 404; edits are audit-logged', async () => {
    const created = await send('POST', '/api/admin/blog', article());
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json<{ id: number }>()).id;
    const list = BlogListResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/blog' })).json());
    expect(list.articles[0]).toMatchObject({
      slug: 'monsoon-fever',
      sections: [{ heading: 'When to worry', paragraphs: ['A fever above 39 °C for three days needs a doctor.'], list: ['Rash', 'Bleeding gums'] }],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/blog/monsoon-fever' })).statusCode).toBe(200);
    expect((await send('PUT', `/api/admin/blog/${id}`, article({ published: false }))).statusCode).toBe(200);
    expectError(await t.app.inject({ method: 'GET', url: '/api/blog/monsoon-fever' }), 404, 'Article not found');
    const rows = await auditRowsOf(t, 'content', `blog:${id}`);
    expect(rows.map((r) => [r.action, (r.after as { published: boolean }).published])).toEqual([
      ['create', true],
      ['update', false],
    ]);
  });

  it('refuses a taken slug (409), a bad slug and a body without a section (400)', async () => {
    const first = BLOG_ARTICLES[0];
    expectError(await send('POST', '/api/admin/blog', article({ slug: first?.slug })), 409, 'An article with this slug already exists');
    expect(expectError(await send('POST', '/api/admin/blog', article({ slug: 'Not A Slug' })), 400).fieldErrors?.slug).toBeDefined();
    expect(expectError(await send('POST', '/api/admin/blog', article({ slug: 'no-body', body: 'just text' })), 400).fieldErrors?.body).toBeDefined();
  });
});

describe('policy pages in Site Content', () => {
  it('an edit creates a new version; old versions stay readable to admins; the public page shows the newest published one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/policies/returns' })).json()).toEqual({ policy: null });
    const v1 = PolicyVersionSchema.parse((await send('POST', '/api/admin/policies/returns/versions', { title: 'Returns', body: 'Thirty days.', publish: true })).json());
    const v2 = PolicyVersionSchema.parse((await send('POST', '/api/admin/policies/returns/versions', { title: 'Returns', body: 'Fifteen days.', publish: true })).json());
    expect([v1.version, v2.version]).toEqual([1, 2]);
    const draft = PolicyVersionSchema.parse((await send('POST', '/api/admin/policies/returns/versions', { title: 'Returns', body: 'Draft.', publish: false })).json());
    expect(draft).toMatchObject({ version: 3, publishedAt: null });
    const pub = (await t.app.inject({ method: 'GET', url: '/api/policies/returns' })).json<unknown>();
    expect(pub).toMatchObject({ policy: { version: 2, body: 'Fifteen days.', publishedAt: v2.publishedAt } });
    const versions = (await send('GET', '/api/admin/policies/returns/versions')).json<{ items: { version: number; body: string }[] }>();
    expect(versions.items.map((v) => [v.version, v.body])).toEqual([
      [3, 'Draft.'],
      [2, 'Fifteen days.'],
      [1, 'Thirty days.'],
    ]);
    expect((await send('POST', '/api/admin/policies/returns/versions/3/publish')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/policies/returns' })).json()).toMatchObject({ policy: { version: 3 } });
    expectError(await send('POST', '/api/admin/policies/returns/versions/3/publish'), 409, 'Version 3 is already published');
    expect((await auditRowsOf(t, 'content', 'policy:returns:2'))[0]).toMatchObject({ action: 'create' });
  });

  it('refuses an unknown page and an empty text', async () => {
    expectError(await send('POST', '/api/admin/policies/recipes/versions', { title: 'X', body: 'Y', publish: true }), 400);
    expect(expectError(await send('POST', '/api/admin/policies/faq/versions', { title: 'FAQ', body: '  ', publish: true }), 400).fieldErrors?.body).toContain(
      'Text is required',
    );
  });
});

describe('the home hero banner in Site Content', () => {
  it('GET /api/hero shows the active banner inside its window, and nothing after it is switched off', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/hero' })).json()).toEqual({ hero: null });
    const body = { title: 'Monsoon care', subtitle: 'Everything for the rains', ctaLabel: 'Shop now', ctaHref: '/deals', startsAt: iso(-HOUR), endsAt: iso(HOUR), active: true };
    const hero = HeroBannerSchema.parse((await send('POST', '/api/admin/hero', body)).json());
    expect((await t.app.inject({ method: 'GET', url: '/api/hero' })).json()).toMatchObject({ hero: { title: 'Monsoon care', ctaHref: '/deals' } });
    expect((await send('PUT', `/api/admin/hero/${hero.id}`, { ...body, active: false })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/hero' })).json()).toEqual({ hero: null });
    expect((await auditRowsOf(t, 'content', `hero:${hero.id}`)).map((r) => r.action)).toEqual(['create', 'update']);
  });

  it('refuses a link off the site and an end before the start', async () => {
    const body = { title: 'X', subtitle: 'Y', ctaLabel: 'Go', ctaHref: 'https://evil.example', startsAt: iso(0), endsAt: null, active: true };
    expect(expectError(await send('POST', '/api/admin/hero', body), 400).fieldErrors?.ctaHref).toBeDefined();
    expect(expectError(await send('POST', '/api/admin/hero', { ...body, ctaHref: '/', endsAt: iso(-HOUR) }), 400).fieldErrors?.endsAt).toContain(
      'Ends at must be after starts at',
    );
  });
});

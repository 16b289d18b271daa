import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminProductImportErrorBodySchema,
  AdminProductImportResponseSchema,
  AdminProductListResponseSchema,
  AdminProductSchema,
  type AdminCreateProductBody,
} from '@dawa/shared/admin/products';
import { ProductDetailSchema, ProductListResponseSchema } from '@dawa/shared/catalog/schemas';
import { OrderResponseSchema } from '@dawa/shared/commerce/orders';
import { products } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { bearer, createVerifiedUser, expectError, login } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addProduct, placeOrder } from '../orders/commerce-helpers.ts';
import { auditRowsOf, createAccount } from './staff-helpers.ts';

let t: TestApp;
let admin: Record<string, string>;
let doctor: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  // The storefront's response cache is on, as in production: a change must still show at once.
  t = await createTestApp({ CATALOG_CACHE_SECONDS: '60' });
  // An admin signed in with a second factor, as the dashboard requires (decision 018).
  admin = (await createAccount(t, 'admin', 'catalogue')).headers;
  doctor = bearer((await login(t, 'doctor@dawa.in', DEMO_PASSWORD)).accessToken);
  customer = (await createVerifiedUser(t)).headers;
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const csv = (text: string, headers: Headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/products/import', headers: { ...headers, 'content-type': 'text/csv' }, payload: text });

let n = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(n += 1)}`;

async function create(body: Partial<AdminCreateProductBody> = {}) {
  const res = await call('POST', '/api/admin/products', admin, {
    name: unique('Adminol'),
    category: 'pain-relief',
    pricePaise: 9_950,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return AdminProductSchema.parse(res.json());
}

async function storefrontSearch(q: string) {
  const res = await call('GET', `/api/products/search?q=${encodeURIComponent(q)}`, {});
  expect(res.statusCode, res.body).toBe(200);
  return ProductListResponseSchema.parse(res.json());
}

describe('who may use /api/admin/products', () => {
  it('answers 401 without a session and 403 to customers and doctors, on every route, before reading the body', async () => {
    const id = (await create()).id;
    const routes: [Parameters<typeof call>[0], string][] = [
      ['GET', '/api/admin/products'],
      ['GET', '/api/admin/products/export.csv'],
      ['POST', '/api/admin/products'],
      ['PATCH', `/api/admin/products/${id}`],
      ['DELETE', `/api/admin/products/${id}`],
      ['POST', `/api/admin/products/${id}/images`],
      ['POST', '/api/admin/products/import'],
    ];
    for (const [method, url] of routes) {
      expectError(await call(method, url, {}, method === 'GET' || method === 'DELETE' ? undefined : {}), 401, 'Authentication required');
      for (const headers of [customer, doctor]) {
        expectError(await call(method, url, headers, method === 'GET' || method === 'DELETE' ? undefined : {}), 403);
      }
    }
    const [row] = await t.database.db.select({ deletedAt: products.deletedAt }).from(products).where(eq(products.id, id));
    expect(row?.deletedAt).toBeNull();
  });
});

describe('adding a product', () => {
  it('adds with the form fields (trimmed, de-duplicated tags) and the extras, and it is on the storefront at once', async () => {
    const name = unique('Zorbicane');
    await storefrontSearch(name.split(' ')[0] as string); // fills the storefront caches first
    const created = await create({
      name: `  ${name}  `,
      brand: 'Healwell',
      tags: [' fever ', 'pain', 'fever'],
      description: 'For fever.',
      mrpPaise: 12_000,
      stockQuantity: 40,
    });
    expect(created).toMatchObject({
      name,
      brand: 'Healwell',
      tags: ['fever', 'pain'],
      pricePaise: 9_950,
      mrpPaise: 12_000,
      active: true,
      drugSchedule: 'OTC',
    });
    const found = await storefrontSearch(name.split(' ')[0] as string);
    expect(found.items.map((p) => p.id)).toContain(created.id);
    const page = ProductDetailSchema.parse((await call('GET', `/api/products/${created.slug}`, {})).json());
    expect(page.pricePaise).toBe(9_950);
    // The addition is in the audit log, written with it, naming the admin.
    const [audit] = await auditRowsOf(t, 'product', created.id);
    expect(audit).toMatchObject({ action: 'create', before: null, after: expect.objectContaining({ name, pricePaise: 9_950 }) as unknown });
    expect(audit?.actorRole).toBe('admin');
  });

  it('refuses a missing name, category or price and a non-numeric price with a message naming the field, writing nothing', async () => {
    const before = AdminProductListResponseSchema.parse((await call('GET', '/api/admin/products', admin)).json()).total;
    const missing = expectError(await call('POST', '/api/admin/products', admin, { category: 'pain-relief', pricePaise: 100 }), 400);
    expect(missing.fieldErrors?.name).toEqual(['Name is required']);
    expect(missing.message).toContain('name');
    const noCategory = expectError(await call('POST', '/api/admin/products', admin, { name: 'X', pricePaise: 100 }), 400);
    expect(noCategory.fieldErrors?.category?.[0]).toContain('Category is required');
    const textPrice = expectError(
      await call('POST', '/api/admin/products', admin, { name: 'X', category: 'pain-relief', pricePaise: 'ten' }),
      400,
    );
    expect(textPrice.fieldErrors?.pricePaise).toEqual(['Price must be a number']);
    const mrp = expectError(
      await call('POST', '/api/admin/products', admin, { name: 'X', category: 'pain-relief', pricePaise: 500, mrpPaise: 400 }),
      400,
    );
    expect(mrp.fieldErrors?.mrpPaise).toEqual(['MRP must not be below the price.']);
    expect(AdminProductListResponseSchema.parse((await call('GET', '/api/admin/products', admin)).json()).total).toBe(before);
  });

  it('never lets a Schedule X medicine be sellable: refused when added active or made active, allowed inactive', async () => {
    const refused = expectError(
      await call('POST', '/api/admin/products', admin, {
        name: unique('Xanodol'),
        category: 'pain-relief',
        pricePaise: 100,
        drugSchedule: 'X',
        requiresPrescription: true,
      }),
      400,
    );
    expect(refused.fieldErrors?.active).toEqual(['A Schedule X medicine can never be sold online: it must stay inactive.']);
    const inactive = await create({ drugSchedule: 'X', requiresPrescription: true, active: false });
    const activate = expectError(await call('PATCH', `/api/admin/products/${inactive.id}`, admin, { active: true }), 400);
    expect(activate.message).toContain('Schedule X');
    const h = await create({ drugSchedule: 'H', requiresPrescription: true });
    expectError(await call('PATCH', `/api/admin/products/${h.id}`, admin, { drugSchedule: 'X' }), 400);
    const unprescribed = expectError(
      await call('POST', '/api/admin/products', admin, { name: 'Y', category: 'pain-relief', pricePaise: 1, drugSchedule: 'H1' }),
      400,
    );
    expect(unprescribed.fieldErrors?.requiresPrescription).toEqual(['A Schedule H, H1 or X medicine must require a prescription.']);
  });
});

describe('the narcotic flag', () => {
  it('is set from the form and the API, needs a prescription, and is audit-logged', async () => {
    const refused = expectError(
      await call('POST', '/api/admin/products', admin, {
        name: unique('Tramadex'),
        category: 'pain-relief',
        pricePaise: 500,
        narcotic: true,
      }),
      400,
    );
    expect(refused.fieldErrors?.requiresPrescription).toEqual(['A narcotic or psychotropic (NDPS) medicine must require a prescription.']);
    expectError(
      await call('POST', '/api/admin/products', admin, {
        name: unique('Tramadex'),
        category: 'pain-relief',
        pricePaise: 500,
        narcotic: 'yes',
      }),
      400,
    );

    const product = await create({ drugSchedule: 'H', requiresPrescription: true });
    expect(product.narcotic).toBe(false);
    // A sellable product cannot become a narcotic: it must be taken off sale in the same edit.
    const active = expectError(await call('PATCH', `/api/admin/products/${product.id}`, admin, { narcotic: true }), 400);
    expect(active.fieldErrors?.active).toEqual([
      'A narcotic or psychotropic (NDPS) medicine can never be sold online: it must stay inactive.',
    ]);
    const res = await call('PATCH', `/api/admin/products/${product.id}`, admin, { narcotic: true, active: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminProductSchema.parse(res.json())).toMatchObject({ narcotic: true, active: false });
    const [row] = await t.database.db.select({ narcotic: products.narcotic }).from(products).where(eq(products.id, product.id));
    expect(row?.narcotic).toBe(true);
    const audit = await auditRowsOf(t, 'product', product.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'update',
      before: expect.objectContaining({ narcotic: false }) as unknown,
      after: expect.objectContaining({ narcotic: true }) as unknown,
    });
    // Making a narcotic sellable again, or taking its prescription away, is refused; nothing changes.
    expectError(await call('PATCH', `/api/admin/products/${product.id}`, admin, { active: true }), 400);
    expectError(await call('PATCH', `/api/admin/products/${product.id}`, admin, { requiresPrescription: false, drugSchedule: 'OTC' }), 400);
    const [still] = await t.database.db
      .select({ rx: products.requiresPrescription, active: products.active })
      .from(products)
      .where(eq(products.id, product.id));
    expect(still).toEqual({ rx: true, active: false });
  });
});

describe('editing a product', () => {
  it('edits the stock of each variant (the product shows its first variant), and refuses a product-level stock or a foreign variant', async () => {
    const productId = await addProduct(t, {
      name: unique('Variantol'),
      variants: [
        { label: '10 tablets', sku: unique('SKU').replace(/\s/g, '-'), pricePaise: 5_000, mrpPaise: 6_000, stock: 10 },
        { label: '30 tablets', sku: unique('SKU').replace(/\s/g, '-'), pricePaise: 14_000, mrpPaise: 16_000, stock: 30 },
      ],
      pricePaise: 5_000,
      mrpPaise: 6_000,
      stockQuantity: 10,
    });
    const before = AdminProductSchema.parse(
      AdminProductListResponseSchema.parse((await call('GET', `/api/admin/products?q=${productId}`, admin)).json()).items.find(
        (p) => p.id === productId,
      ),
    );
    const [first, second] = before.variants;
    if (!first || !second) throw new Error('variants missing');
    const res = await call('PATCH', `/api/admin/products/${productId}`, admin, {
      variants: [
        { id: first.id, stock: 0 },
        { id: second.id, stock: 7 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = AdminProductSchema.parse(res.json());
    expect(after.variants.map((v) => v.stock)).toEqual([0, 7]);
    expect(after.stockQuantity).toBe(0);
    const page = ProductDetailSchema.parse((await call('GET', `/api/products/${productId}`, {})).json());
    expect(page.variants.map((v) => v.stock)).toEqual([0, 7]);
    const direct = expectError(await call('PATCH', `/api/admin/products/${productId}`, admin, { stockQuantity: 99 }), 400);
    expect(direct.fieldErrors?.stockQuantity).toEqual(['This product keeps its stock per variant.']);
    const other = await create();
    expectError(await call('PATCH', `/api/admin/products/${other.id}`, admin, { variants: [{ id: first.id, stock: 1 }] }), 400);
  });

  it('the database itself refuses a sellable Schedule X product, whoever writes it', async () => {
    const x = await create({ drugSchedule: 'X', requiresPrescription: true, active: false });
    await expect(t.database.db.update(products).set({ active: true }).where(eq(products.id, x.id))).rejects.toThrow();
    await expect(t.database.db.update(products).set({ requiresPrescription: false }).where(eq(products.id, x.id))).rejects.toThrow();
  });

  it('saves an inline edit, and the storefront page and search show the new price and name at once', async () => {
    const p = await create();
    ProductDetailSchema.parse((await call('GET', `/api/products/${p.id}`, {})).json()); // cached now
    const newName = unique('Renamol');
    const res = await call('PATCH', `/api/admin/products/${p.id}`, admin, { name: newName, pricePaise: 5_000, brand: 'Newco' });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminProductSchema.parse(res.json())).toMatchObject({ name: newName, pricePaise: 5_000, brand: 'Newco', slug: p.slug });
    expect(ProductDetailSchema.parse((await call('GET', `/api/products/${p.id}`, {})).json())).toMatchObject({
      name: newName,
      pricePaise: 5_000,
    });
    expect((await storefrontSearch(newName.split(' ')[0] as string)).items.map((i) => i.id)).toContain(p.id);
    const rows = await auditRowsOf(t, 'product', p.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1]?.before).toMatchObject({ pricePaise: p.pricePaise });
    expect(rows[1]?.after).toMatchObject({ name: newName, pricePaise: 5_000, brand: 'Newco' });
  });

  it('hides a deactivated product from search at once, and answers 404 for an unknown product', async () => {
    const p = await create({ name: unique('Hidamol') });
    const word = p.name.split(' ')[0] as string;
    expect((await storefrontSearch(word)).total).toBe(1);
    expect((await call('PATCH', `/api/admin/products/${p.id}`, admin, { active: false })).statusCode).toBe(200);
    expect((await storefrontSearch(word)).total).toBe(0);
    expectError(await call('PATCH', '/api/admin/products/99999999', admin, { active: false }), 404, 'Product not found.');
    expectError(await call('PATCH', `/api/admin/products/${p.id}`, admin, { pricePaise: -1 }), 400);
  });
});

describe('deleting a product', () => {
  it('soft-deletes: the order that holds it stays intact, the shop, search and admin table no longer show it', async () => {
    const buyer = await createVerifiedUser(t);
    const productId = await addProduct(t, { name: unique('Orderol'), stockQuantity: 20 });
    const { orderId } = await placeOrder(t, buyer, [{ productId, quantity: 2 }]);
    const word = (await t.database.db.select({ name: products.name }).from(products).where(eq(products.id, productId)))[0]?.name.split(
      ' ',
    )[0] as string;
    expect((await storefrontSearch(word)).total).toBe(1);

    expect((await call('DELETE', `/api/admin/products/${productId}`, admin)).statusCode).toBe(204);
    expect((await storefrontSearch(word)).total).toBe(0);
    expectError(await call('GET', `/api/products/${productId}`, {}), 404);
    const order = OrderResponseSchema.parse((await call('GET', `/api/orders/${orderId}`, buyer.headers)).json());
    expect(JSON.stringify(order)).toContain(word);
    const listed = AdminProductListResponseSchema.parse((await call('GET', `/api/admin/products?q=${productId}`, admin)).json());
    expect(listed.items.map((p) => p.id)).not.toContain(productId);
    expectError(await call('DELETE', `/api/admin/products/${productId}`, admin), 404, 'Product not found.');
  });
});

describe('the admin table', () => {
  it('searches by name, brand and id, filters by schedule, Rx, activity and stock, and pages', async () => {
    const brand = unique('Filterco').replace(/\s/g, '');
    const a = await create({ brand, stockQuantity: 0 });
    const b = await create({ brand, stockQuantity: 5, drugSchedule: 'H1', requiresPrescription: true });
    const c = await create({ brand, stockQuantity: 50, active: false });
    const list = async (query: string) =>
      AdminProductListResponseSchema.parse((await call('GET', `/api/admin/products?q=${brand}&${query}`, admin)).json());
    expect((await list('')).items.map((p) => p.id)).toEqual([c.id, b.id, a.id]);
    expect((await list('stock=out')).items.map((p) => p.id)).toEqual([a.id]);
    expect((await list('stock=low')).items.map((p) => p.id)).toEqual([b.id]);
    expect((await list('schedule=H1')).items.map((p) => p.id)).toEqual([b.id]);
    expect((await list('rx=true')).items.map((p) => p.id)).toEqual([b.id]);
    expect((await list('active=false')).items.map((p) => p.id)).toEqual([c.id]);
    const paged = await list('pageSize=2&page=2');
    expect(paged).toMatchObject({ total: 3, totalCapped: false, page: 2, pageCount: 2 });
    expect(paged.items.map((p) => p.id)).toEqual([a.id]);
    expect(
      AdminProductListResponseSchema.parse((await call('GET', `/api/admin/products?q=${a.id}`, admin)).json()).items.map((p) => p.id),
    ).toContain(a.id);
    const bad = expectError(await call('GET', '/api/admin/products?stock=some', admin), 400);
    expect(bad.message).toContain('stock');
  });
});

describe('CSV export and import', () => {
  it('exports the filtered products as CSV that imports back unchanged', async () => {
    const brand = unique('Csvco').replace(/\s/g, '');
    const p = await create({ brand, name: unique('=Formulol, "quoted"'), tags: ['a', 'b'], pricePaise: 12_345, mrpPaise: 15_000 });
    const res = await call('GET', `/api/admin/products/export.csv?q=${brand}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="dawa-products-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,slug,name,category,brand,price,mrp,stock,active,requires_prescription,schedule,tags,description,composition,dosage_form,manufacturer,hsn_code,gst_rate,pharmacist_review',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${p.id},${p.slug},"'=Formulol`);
    expect(lines[1]).toContain('123.45,150.00');
    expect(lines[1]).toContain('"a, b"');
    const again = await csv(res.body);
    expect(AdminProductImportResponseSchema.parse(again.json())).toEqual({ created: 0, updated: 1 });
    const [row] = await t.database.db.select({ name: products.name, tags: products.tags }).from(products).where(eq(products.id, p.id));
    expect(row).toEqual({ name: p.name, tags: ['a', 'b'] });
  });

  it('creates and updates by id or slug in one go, and the storefront shows the imported products at once', async () => {
    const existing = await create({ pricePaise: 1_000, mrpPaise: 5_000 });
    const bySlug = await create({ pricePaise: 2_000, mrpPaise: 5_000 });
    const newName = unique('Importol');
    const res = await csv(
      [
        'id,slug,name,category,price,tags',
        `${existing.id},,,,11.50,`,
        `,${bySlug.slug},,,22,`,
        `,,${newName},Pain Relief,33.25,"x, y"`,
      ].join('\n'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminProductImportResponseSchema.parse(res.json())).toEqual({ created: 1, updated: 2 });
    const prices = await t.database.db
      .select({ id: products.id, price: products.pricePaise })
      .from(products)
      .where(eq(products.id, existing.id));
    expect(prices[0]?.price).toBe(1_150);
    const found = await storefrontSearch(newName.split(' ')[0] as string);
    expect(found.items[0]).toMatchObject({ name: newName, pricePaise: 3_325 });
  });

  it('reports every bad row with its row number and column, and writes nothing when any row is bad', async () => {
    const existing = await create({ pricePaise: 1_000, mrpPaise: 5_000 });
    const goodName = unique('Goodol');
    const res = await csv(
      [
        'id,name,category,price,schedule,active,requires_prescription',
        `${existing.id},,,15,,,`,
        `,${goodName},pain-relief,10,,,`,
        ',No Price,pain-relief,,,,',
        ',Bad Price,pain-relief,ten,,,',
        ',Bad Category,sweets,10,,,',
        ',Narcotol,pain-relief,10,X,true,true',
        '99999999,Ghost,pain-relief,10,,,',
      ].join('\n'),
    );
    expect(res.statusCode, res.body).toBe(400);
    const body = AdminProductImportErrorBodySchema.parse(res.json());
    expect(body.message).toBe('5 rows have errors; nothing was imported.');
    expect(body.rowErrors.map((e) => [e.row, e.field])).toEqual([
      [4, 'price'],
      [5, 'price'],
      [6, 'category'],
      [7, 'active'],
      [8, 'id'],
    ]);
    expect(body.rowErrors[0]?.message).toBe('Price is required');
    expect(body.fieldErrors['rows.5.price']).toEqual(['Price must be a number of rupees such as 120.50.']);
    expect(body.rowErrors[1]?.message).toBe('Price must be a number of rupees such as 120.50.');
    expect(body.rowErrors[3]?.message).toBe('A Schedule X medicine can never be sold online: it must stay inactive.');
    const [row] = await t.database.db.select({ price: products.pricePaise }).from(products).where(eq(products.id, existing.id));
    expect(row?.price).toBe(1_000);
    expect((await storefrontSearch(goodName.split(' ')[0] as string)).total).toBe(0);
  });

  it('takes the file as a multipart upload too (what a browser sends)', async () => {
    const p = await create({ pricePaise: 1_000, mrpPaise: 5_000 });
    const boundary = '----dawacsv';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\nid,price\n${p.id},12\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminProductImportResponseSchema.parse(res.json())).toEqual({ created: 0, updated: 1 });
  });

  it('refuses a file with an unknown column, the same product twice, or not CSV at all', async () => {
    const unknown = AdminProductImportErrorBodySchema.parse((await csv('name,colour\nA,red')).json());
    expect(unknown.rowErrors).toEqual([{ row: 1, field: 'colour', message: expect.stringContaining('Unknown column') as string }]);
    const p = await create();
    const twice = AdminProductImportErrorBodySchema.parse((await csv(`id,price\n${p.id},1\n${p.id},2`)).json());
    expect(twice.rowErrors).toEqual([{ row: 3, field: 'id', message: 'The same product is already in row 2.' }]);
    const broken = AdminProductImportErrorBodySchema.parse((await csv('name,price\n"unclosed,1')).json());
    expect(broken.rowErrors[0]?.field).toBe('file');
    const json = await t.app.inject({ method: 'POST', url: '/api/admin/products/import', headers: admin, payload: { name: 'x' } });
    expect(json.statusCode).toBe(400);
  });
});

describe('product images', () => {
  function imageForm(data: Buffer, field = 'image') {
    const boundary = `----dawa${Math.random().toString(16).slice(2)}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="pack.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }
  const upload = (id: number, data: Buffer, field?: string) => {
    const form = imageForm(data, field);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/images`,
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
  };

  it('re-encodes an upload as a JPEG, serves it, and the product page shows it', async () => {
    const p = await create();
    const png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#2080d0' } })
      .png()
      .toBuffer();
    const res = await upload(p.id, png);
    expect(res.statusCode, res.body).toBe(200);
    const [url] = AdminProductSchema.parse(res.json()).imageUrls;
    expect(url).toMatch(/^\/api\/media\/product-images\/[A-Za-z0-9_-]{24}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: url as string });
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(['jpeg', 1200]);
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads', 'product-images'))).toHaveLength(1);
    expect(ProductDetailSchema.parse((await call('GET', `/api/products/${p.id}`, {})).json()).images).toEqual([url]);
  });

  it('refuses a file that is not an image by its bytes, whatever its name says', async () => {
    const p = await create();
    const res = await upload(p.id, Buffer.from('%PDF-1.7 not an image at all'));
    expectError(res, 415, 'Images must be JPEG, PNG or WebP.');
    expectError(await upload(p.id, Buffer.from('x'), 'photo'), 400);
  });
});

import { HEALTH_REPORT_FILE_FIELD, HEALTH_REPORT_FORM_FIELD } from '../../src/routes/health-reports/health-report-form.ts';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { AddressSchema } from '@dawa/shared/commerce/address';
import { QuoteResponseSchema } from '@dawa/shared/commerce/cart';
import { CreateOrderResponseSchema } from '@dawa/shared/commerce/orders';
import { ErrorBodySchema } from '@dawa/shared/errors/codes';
import { users } from '../../src/db/schema/index.ts';
import { PROFILE_PICTURE_FIELD } from '../../src/routes/profile/profile.routes.ts';
import { REVIEW_FORM_FIELD, REVIEW_PHOTOS_FIELD } from '../../src/routes/reviews/review-form.ts';
import { bearer, createVerifiedUser, login } from '../helpers/accounts.ts';
import { buildProduct, insertTestProducts } from '../helpers/factories.ts';
import {
  asParam,
  multipartFor,
  oneHostileParam,
  operationsOf,
  pathValueFor,
  valueFor,
  type OpenApiDocument,
  type Operation,
} from '../helpers/openapi-requests.ts';
import { createTestApp } from '../helpers/test-app.ts';

/*
 * Every route the OpenAPI document lists gets hostile values in its path, query, headers and body
 * (U+0000, ids past 2^31-1, 2^53, negative and fractional numbers, empty and overlong text, wrong
 * types, broken multipart) from a visitor, a signed-in customer and a token whose user row is gone.
 * No answer may be a 5xx: bad input is the caller's mistake and gets a readable 4xx.
 */

const t = await createTestApp();
afterAll(() => t.close());

const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
const operations = operationsOf(doc);
// The upload fields of the API's multipart forms, besides the names of the JSON body's fields.
const UPLOAD_FIELDS = [REVIEW_FORM_FIELD, REVIEW_PHOTOS_FIELD, PROFILE_PICTURE_FIELD, HEALTH_REPORT_FORM_FIELD, HEALTH_REPORT_FILE_FIELD];

const customer = await createVerifiedUser(t);
let customerHeaders: Record<string, string> = customer.headers;
/** The customer's token, renewed when a fuzzed request ended its session (logout). */
async function customerToken(): Promise<Record<string, string>> {
  const probe = await t.app.inject({ method: 'GET', url: '/api/profile', headers: customerHeaders });
  if (probe.statusCode !== 200) customerHeaders = bearer((await login(t, customer.email, customer.password)).accessToken);
  return customerHeaders;
}

// Rows the customer owns (an order, an address, a product it bought), so path ids also name real rows of theirs.
const [bought] = await insertTestProducts(t.database.db, [buildProduct()]);
if (!bought) throw new Error('no product inserted');
const lines = [{ productId: bought.id, quantity: 1 }];
const quoted = QuoteResponseSchema.parse((await t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { lines } })).json());
const shipTo = { firstName: 'Asha', address: '12 MG Road', city: 'Bengaluru', postalCode: '560001' };
const placed = await t.app.inject({
  method: 'POST',
  url: '/api/orders/create',
  headers: customer.headers,
  payload: { lines, address: shipTo, phone: '9876543210', paymentMethod: 'cod', totalPaise: quoted.totalPaise },
});
const saved = await t.app.inject({ method: 'POST', url: '/api/addresses', headers: customer.headers, payload: shipTo });
const ownIds = [CreateOrderResponseSchema.parse(placed.json()).orderId, AddressSchema.parse(saved.json()).id, bought.id].map(String);

// A signed token whose user no longer exists (the row deleted under it).
const ghost = await createVerifiedUser(t);
await t.database.db.delete(users).where(eq(users.email, ghost.email));

const identities = {
  visitor: async () => ({}),
  customer: customerToken,
  'token of a deleted user': async () => ghost.headers,
};

interface FuzzRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

function requestsFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  const pathValues = fc.record(Object.fromEntries(op.pathParams.map((p) => [p.name, pathValueFor(p.schema, ownIds)])));
  const anyQuery = fc.record(Object.fromEntries(op.query.map((p) => [p.name, valueFor(p.schema, 3).map(asParam)])), { requiredKeys: [] });
  const query = op.query.length > 0 ? fc.oneof(anyQuery, oneHostileParam(op.query.map((p) => p.name))) : anyQuery;
  const headers = fc.record(Object.fromEntries(op.headers.map((p) => [p.name, valueFor(p.schema, 3).map(asParam)])), { requiredKeys: [] });
  const jsonBody = op.jsonBody
    ? valueFor(op.jsonBody, 4).map((body) => ({ contentType: 'application/json', payload: JSON.stringify(body) }))
    : fc.constant(undefined);
  const body = op.multipart
    ? fc.oneof(jsonBody, multipartFor(op.jsonBody, [...Object.keys(op.jsonBody?.properties ?? {}), ...UPLOAD_FIELDS]))
    : jsonBody;
  return fc.record({ pathValues, query, headers, body }).map(({ pathValues: values, query: q, headers: h, body: b }) => {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => percentEncoded(values[name] ?? ''));
    const search = new URLSearchParams(q as Record<string, string>).toString();
    return {
      url: search ? `${path}?${search}` : path,
      headers: { ...(h as Record<string, string>), ...(b ? { 'content-type': b.contentType } : {}) },
      ...(b ? { payload: b.payload } : {}),
    };
  });
}

/** The PhonePe and Razorpay sandboxes stand in for the providers: they answer in the provider's format (and HTML pages), not ours. */
const answersInProviderFormat = (op: Operation) => /^\/api\/payments\/(phonepe|razorpay)-sandbox\//.test(op.path);

/** Every byte percent-encoded (encodeURIComponent throws on a lone surrogate, which is worth sending). */
const percentEncoded = (value: string) => [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

const describeRequest = (op: Operation, r: FuzzRequest) =>
  `${op.method} ${r.url} ${JSON.stringify(r.headers)} ${typeof r.payload === 'string' ? r.payload.slice(0, 300) : (r.payload?.toString('latin1').slice(0, 300) ?? '')}`;

it('the OpenAPI document lists the routes this test covers', () => {
  expect(operations.length).toBeGreaterThan(50);
  expect(operations.filter((op) => op.multipart).map((op) => `${op.method} ${op.path}`)).toEqual(
    expect.arrayContaining(['POST /api/products/{id}/reviews', 'POST /api/profile/upload']),
  );
});

describe.each(Object.entries(identities))('as %s, no route answers 5xx to hostile input', (_identity, headersOf) => {
  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (_name, op) => {
    await fc.assert(
      fc.asyncProperty(requestsFor(op), async (request) => {
        const res = await t.app.inject({
          method: op.method,
          url: request.url,
          headers: { ...request.headers, ...(await headersOf()) },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        expect(res.statusCode, `${describeRequest(op, request)} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
        if (res.statusCode >= 400 && !answersInProviderFormat(op))
          expect(ErrorBodySchema.parse(res.json()).message.length).toBeGreaterThan(0);
      }),
      { numRuns: op.jsonBody || op.multipart ? 30 : 15 },
    );
  });
});

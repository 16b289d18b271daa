import { afterAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@dawa/shared/errors/codes';
import { operationsOf, type OpenApiDocument, type Operation } from '../helpers/openapi-requests.ts';
import { createTestApp } from '../helpers/test-app.ts';

/*
 * A signed-in route must refuse a stranger before it reads or validates anything: a 400 naming a
 * missing field tells whoever asks what the route expects. Every route the OpenAPI document marks
 * with the bearer scheme gets, from a visitor and from a caller with a malformed token, a body and
 * parameters that fail validation; each answer must be 401.
 */

const t = await createTestApp();
afterAll(() => t.close());

const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<
  OpenApiDocument & { paths: Record<string, Record<string, { security?: unknown[] }>> }
>();
const signedIn = operationsOf(doc).filter((op) => (doc.paths[op.path]?.[op.method.toLowerCase()]?.security ?? []).length > 0);

/** Requests that fail validation in every way the route could show: path, query, JSON body, form body. */
function badRequestsFor(op: Operation) {
  const path = op.path.replace(/\{\w+\}/g, '%00-not-an-id');
  const query = op.query.map((p) => `${encodeURIComponent(p.name)}=%00`).join('&');
  const url = `${path}?${query || 'unexpected=%00'}`;
  const withBody = op.method !== 'GET' && op.method !== 'DELETE';
  const bodies: { contentType: string; payload: string }[] = withBody
    ? [
        { contentType: 'application/json', payload: '{"broken":' },
        {
          contentType: 'application/json',
          payload: JSON.stringify(Object.fromEntries(Object.keys(op.jsonBody?.properties ?? { x: 1 }).map((k) => [k, [null]]))),
        },
        { contentType: 'multipart/form-data', payload: '--x\r\nnot a form' },
        { contentType: 'text/plain', payload: 'not json' },
      ]
    : [{ contentType: 'application/json', payload: '' }];
  return bodies.map((b) => ({ url, headers: { 'content-type': b.contentType }, payload: b.payload }));
}

it('the document marks the signed-in routes (the walk below has something to walk)', () => {
  expect(signedIn.length).toBeGreaterThan(80);
  const names = signedIn.map((op) => `${op.method} ${op.path}`);
  // Routes that answered 400 to a visitor before authentication moved to onRequest.
  expect(names).toEqual(
    expect.arrayContaining([
      'PUT /api/profile',
      'POST /api/profile/upload',
      'PUT /api/settings',
      'POST /api/settings/change-password',
      'POST /api/payments/phonepe/initiate',
      'POST /api/payments/razorpay/order',
      'POST /api/payments/razorpay/verify',
      'POST /api/products/{id}/reviews',
      'POST /api/ai/recommendations',
    ]),
  );
});

describe.each([
  ['a visitor', {}],
  ['a caller with a malformed token', { authorization: 'Bearer not.a.token' }],
])('%s gets 401 from every signed-in route, whatever it sends', (_who, auth: Record<string, string>) => {
  it.each(signedIn.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (_name, op) => {
    for (const request of badRequestsFor(op)) {
      const res = await t.app.inject({
        method: op.method,
        url: request.url,
        headers: { ...request.headers, ...auth },
        payload: request.payload,
      });
      expect(res.statusCode, `${op.method} ${request.url} (${request.headers['content-type']}) → ${res.body.slice(0, 200)}`).toBe(401);
      expect(ErrorBodySchema.parse(res.json()).message.length).toBeGreaterThan(0);
    }
  });
});

import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHARMACY_NAME } from '@dawa/shared/commerce/rules';
import { payPageHtml, unknownTokenHtml } from '../../providers/payments/phonepe-sandbox-page.ts';
import type { PhonePeSandbox, SandboxApi, SandboxReply } from '../../providers/payments/phonepe-sandbox.ts';

const tags = ['phonepe-sandbox'];
const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const TokenQuerySchema = z.object({ token: z.string().max(200).default('') });
const ChoiceBodySchema = z.object({ token: z.string().max(200), outcome: z.enum(['success', 'failure', 'pending']) });
const OrderParamsSchema = z.object({ merchantOrderId: z.string().max(100) });

/** The hosted page runs no script. (No form-action: Chromium applies it to the redirect back to the merchant too.) */
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header('content-security-policy', PAGE_CSP)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);

/**
 * The built-in PhonePe PG v2 sandbox (registered only in demo mode without PhonePe credentials),
 * mounted at /api/payments/phonepe-sandbox: the paths PhonePe's SDK calls under its UAT host
 * (`/v1/oauth/token`, `/checkout/v2/...`, `/payments/v2/...`), and the hosted pay page.
 */
export const phonePeSandboxRoutes: FastifyPluginAsyncZod<{ sandbox: PhonePeSandbox }> = async (app, { sandbox }) => {
  // The token call and the hosted page's form post application/x-www-form-urlencoded, which Fastify does not parse by itself.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  /** Faults a test set for this API first (5xx, slowness), then the sandbox's answer. */
  const answer = async (reply: FastifyReply, api: SandboxApi | null, result: () => SandboxReply) => {
    const fault = api ? await sandbox.gate(api) : null;
    const { status, body } = fault ?? result();
    return reply.status(status).send(body);
  };
  const auth = (headers: Record<string, string | string[] | undefined>) => firstHeader(headers.authorization);

  app.post('/v1/oauth/token', { schema: { tags, summary: 'PhonePe OAuth token, client credentials (sandbox)' } }, (request, reply) =>
    answer(reply, 'token', () => sandbox.token((request.body ?? {}) as Record<string, unknown>)),
  );

  app.post('/checkout/v2/pay', { schema: { tags, summary: 'PhonePe Standard Checkout pay (sandbox)' } }, (request, reply) =>
    answer(reply, 'pay', () => sandbox.pay(auth(request.headers), request.body)),
  );

  app.get(
    '/checkout/v2/order/:merchantOrderId/status',
    {
      schema: {
        tags,
        summary: 'PhonePe order status (sandbox)',
        params: OrderParamsSchema,
        querystring: z.object({ details: z.string().max(5).optional() }),
      },
    },
    (request, reply) =>
      answer(reply, 'status', () =>
        sandbox.orderStatus(auth(request.headers), request.params.merchantOrderId, request.query.details === 'true'),
      ),
  );

  app.get(
    '/checkout/v2/transaction/:transactionId/status',
    { schema: { tags, summary: 'PhonePe transaction attempt status (sandbox)', params: z.object({ transactionId: z.string().max(100) }) } },
    (request, reply) => answer(reply, 'status', () => sandbox.transactionStatus(auth(request.headers), request.params.transactionId)),
  );

  app.post(
    '/checkout/v2/order/:merchantOrderId/expire',
    {
      schema: {
        tags,
        summary: 'Expire an order a newer attempt replaced (sandbox only; PhonePe has no cancel)',
        params: OrderParamsSchema,
      },
    },
    (request, reply) => answer(reply, null, () => sandbox.expire(auth(request.headers), request.params.merchantOrderId)),
  );

  app.post('/payments/v2/refund', { schema: { tags, summary: 'PhonePe refund (sandbox)' } }, (request, reply) =>
    answer(reply, 'refund', () => sandbox.refund(auth(request.headers), request.body)),
  );

  app.get(
    '/payments/v2/refund/:merchantRefundId/status',
    { schema: { tags, summary: 'PhonePe refund status (sandbox)', params: z.object({ merchantRefundId: z.string().max(100) }) } },
    (request, reply) => answer(reply, 'refundStatus', () => sandbox.refundStatus(auth(request.headers), request.params.merchantRefundId)),
  );

  app.get('/transact', { schema: { tags, summary: 'Hosted pay page (sandbox)', querystring: TokenQuerySchema } }, (request, reply) => {
    const order = sandbox.byToken(request.query.token);
    return order ? sendHtml(reply, 200, payPageHtml(order, PHARMACY_NAME, sandbox.merchantId)) : sendHtml(reply, 404, unknownTokenHtml());
  });

  app.post('/transact', { schema: { tags, summary: 'Choose the outcome (sandbox)', body: ChoiceBodySchema } }, async (request, reply) => {
    const result = await sandbox.choose(request.body.token, request.body.outcome);
    if (!result) return sendHtml(reply, 404, unknownTokenHtml());
    // 303: the browser follows with a GET to the merchant's page, as PhonePe's redirect does.
    return reply.redirect(result.redirectUrl, 303);
  });
};

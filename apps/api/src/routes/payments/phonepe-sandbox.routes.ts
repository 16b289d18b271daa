import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHARMACY_NAME } from '@dawa/shared/commerce/rules';
import { PAY_PATH, REFUND_PATH } from '../../providers/payments/phonepe-checksum.ts';
import { payPageHtml, unknownTokenHtml } from '../../providers/payments/phonepe-sandbox-page.ts';
import type { PhonePeSandbox, SandboxReply } from '../../providers/payments/phonepe-sandbox.ts';

const tags = ['phonepe-sandbox'];
const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const TokenQuerySchema = z.object({ token: z.string().max(200).default('') });
const ChoiceBodySchema = z.object({ token: z.string().max(200), outcome: z.enum(['success', 'failure', 'pending']) });

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
 * The built-in PhonePe sandbox (registered only without real PhonePe credentials), mounted at
 * /api/payments/phonepe-sandbox: PhonePe's PG v1 pay and status APIs, and the hosted pay page.
 */
export const phonePeSandboxRoutes: FastifyPluginAsyncZod<{ sandbox: PhonePeSandbox }> = async (app, { sandbox }) => {
  // The hosted page's form posts application/x-www-form-urlencoded, which Fastify does not parse by itself.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const answer = (reply: FastifyReply, result: SandboxReply) => reply.status(result.status).send(result.body);

  app.post(PAY_PATH, { schema: { tags, summary: 'PhonePe PG v1 pay (sandbox)' } }, (request, reply) =>
    answer(reply, sandbox.pay((request.body as { request?: unknown } | null)?.request, firstHeader(request.headers['x-verify']))),
  );

  app.post(REFUND_PATH, { schema: { tags, summary: 'PhonePe PG v1 refund (sandbox)' } }, (request, reply) =>
    answer(reply, sandbox.refund((request.body as { request?: unknown } | null)?.request, firstHeader(request.headers['x-verify']))),
  );

  app.post(
    '/pg/v1/expire/:merchantId/:merchantTransactionId',
    {
      schema: {
        tags,
        summary: 'Expire an attempt a newer one replaced (sandbox only; PG v1 has no cancel)',
        params: z.object({ merchantId: z.string(), merchantTransactionId: z.string() }),
      },
    },
    (request, reply) =>
      answer(
        reply,
        sandbox.expire(request.params.merchantId, request.params.merchantTransactionId, firstHeader(request.headers['x-verify'])),
      ),
  );

  app.get(
    '/pg/v1/status/:merchantId/:merchantTransactionId',
    {
      schema: {
        tags,
        summary: 'PhonePe PG v1 status (sandbox)',
        params: z.object({ merchantId: z.string(), merchantTransactionId: z.string() }),
      },
    },
    (request, reply) =>
      answer(
        reply,
        sandbox.status(
          request.params.merchantId,
          request.params.merchantTransactionId,
          firstHeader(request.headers['x-verify']),
          firstHeader(request.headers['x-merchant-id']),
        ),
      ),
  );

  app.get('/transact', { schema: { tags, summary: 'Hosted pay page (sandbox)', querystring: TokenQuerySchema } }, (request, reply) => {
    const tx = sandbox.byToken(request.query.token);
    return tx ? sendHtml(reply, 200, payPageHtml(tx, PHARMACY_NAME)) : sendHtml(reply, 404, unknownTokenHtml());
  });

  app.post('/transact', { schema: { tags, summary: 'Choose the outcome (sandbox)', body: ChoiceBodySchema } }, async (request, reply) => {
    const result = await sandbox.choose(request.body.token, request.body.outcome);
    if (!result) return sendHtml(reply, 404, unknownTokenHtml());
    // 303: the browser follows with a GET to the merchant's page, as PhonePe's REDIRECT mode does.
    return reply.redirect(result.redirectUrl, 303);
  });
};

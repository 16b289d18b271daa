import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHARMACY_NAME } from '@dawa/shared/commerce/rules';
import { checkoutPageHtml, invalidCheckoutHtml } from '../../providers/payments/razorpay-sandbox-page.ts';
import { CheckoutChoiceSchema, isLocalPath, type RazorpaySandbox } from '../../providers/payments/razorpay-sandbox.ts';

const tags = ['razorpay-sandbox'];

const CheckoutQuerySchema = z.object({
  key_id: z.string().max(100).default(''),
  order_id: z.string().max(100).default(''),
  method: z.enum(['card', 'upi', 'netbanking']).default('card'),
  vpa: z.string().max(300).default(''),
  bank: z.string().max(20).default(''),
  flow: z.enum(['collect', 'intent']).default('collect'),
  return_to: z.string().max(300).default('/'),
});

/** The page runs only its own nonce'd script; it posts only to itself. */
const pageCsp = (nonce: string) =>
  `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`;

const sendHtml = (reply: FastifyReply, status: number, html: string, nonce = crypto.randomBytes(16).toString('base64')) =>
  reply
    .status(status)
    .header('content-security-policy', pageCsp(nonce))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);

/**
 * The built-in Razorpay sandbox (demo mode without Razorpay credentials), at /api/payments/razorpay-sandbox:
 * Razorpay's REST API under /v1 for the official SDK, and the hosted page standing in for Checkout.
 */
export const razorpaySandboxRoutes: FastifyPluginAsyncZod<{ sandbox: RazorpaySandbox }> = async (app, { sandbox }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.route({
    method: ['GET', 'POST', 'PATCH'],
    url: '/v1/*',
    schema: { tags, summary: 'Razorpay REST API v1 (sandbox): orders, payments, capture, refunds' },
    handler: (request, reply) => {
      const path = request.url.slice(request.url.indexOf('/v1/'));
      const result = sandbox.api(request.method, path, request.headers.authorization, request.body);
      return reply.status(result.status).send(result.body);
    },
  });

  app.get(
    '/checkout',
    { schema: { tags, summary: 'Hosted checkout page (sandbox stand-in for Razorpay Checkout)', querystring: CheckoutQuerySchema } },
    (request, reply) => {
      const q = request.query;
      const order = sandbox.order(q.order_id);
      if (q.key_id !== sandbox.keyId || !order || !isLocalPath(q.return_to))
        return sendHtml(reply, 404, invalidCheckoutHtml('This payment link is not valid.'));
      const nonce = crypto.randomBytes(16).toString('base64');
      const html = checkoutPageHtml({
        keyId: q.key_id,
        order,
        method: q.method,
        vpa: q.vpa,
        bank: q.bank,
        upiFlow: q.flow,
        returnTo: q.return_to,
        merchantName: PHARMACY_NAME,
        nonce,
      });
      return sendHtml(reply, 200, html, nonce);
    },
  );

  app.post(
    '/checkout/pay',
    { schema: { tags, summary: 'Pay or fail on the hosted checkout page (sandbox)', body: CheckoutChoiceSchema } },
    (request, reply) => {
      const result = sandbox.choose(request.body);
      if ('error' in result) return sendHtml(reply, 409, invalidCheckoutHtml(result.error));
      // 303: the browser goes back to the shop with Checkout's result, as Checkout's handler would hand it over.
      return reply.redirect(result.redirectTo, 303);
    },
  );
};

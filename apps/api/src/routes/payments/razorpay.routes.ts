import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PaymentVerificationSchema,
  RazorpayCheckoutSchema,
  RazorpayOrderBodySchema,
  RazorpayVerifyBodySchema,
} from '@dawa/shared/commerce/payments';
import { ErrorBodySchema } from '@dawa/shared/errors/codes';
import { userOf } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../auth/route-options.ts';

const tags = ['payments'];
const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Card, UPI and net banking through Razorpay (decision 050): the order for Checkout, its result, the webhook. */
export const razorpayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;

  app.post(
    '/payments/razorpay/order',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearerAuth,
        summary:
          'Open Razorpay Checkout for my order (card, UPI, net banking): a Razorpay order for its total; no card data is ever sent here',
        body: RazorpayOrderBodySchema,
        response: { 200: RazorpayCheckoutSchema, 402: ErrorBodySchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (request) => payments.razorpayOrder(userOf(request).id, request.body),
  );

  app.post(
    '/payments/razorpay/verify',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearerAuth,
        summary: "Checkout's result for my payment: its signature is checked, then Razorpay is asked (and the payment captured)",
        body: RazorpayVerifyBodySchema,
        response: { 200: PaymentVerificationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => payments.razorpayVerify(userOf(request).id, request.body),
  );

  // The signature is over the raw body: in this scope JSON is kept as the string Razorpay sent.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    raw.post(
      '/payments/razorpay/webhook',
      {
        schema: {
          tags,
          summary:
            "Razorpay's webhook (X-Razorpay-Signature over the raw body): payment.captured, payment.failed, order.paid, refund.processed",
          body: z.string().max(256 * 1024),
          response: { 200: z.object({ status: z.literal('ok') }), ...errorResponses(400, 401) },
        },
      },
      (request) => payments.razorpayWebhook(String(request.body), firstHeader(request.headers['x-razorpay-signature'])),
    );
  });
};

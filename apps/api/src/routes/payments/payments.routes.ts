import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GatewayChargeBodySchema,
  GatewayChargeResponseSchema,
  MerchantTransactionParamsSchema,
  PaymentVerificationSchema,
  PhonePeInitiateBodySchema,
  PhonePeInitiateResponseSchema,
} from '@dawa/shared/commerce/payments';
import { ErrorBodySchema } from '@dawa/shared/errors/codes';
import { userOf } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../auth/route-options.ts';
import { browserOriginOf } from '../../plugins/public-url.ts';

const tags = ['payments'];

/** PhonePe posts `{ response: base64 }`; unknown fields are ignored, as PhonePe asks. */
const PhonePeCallbackBodySchema = z.object({ response: z.string().min(1).max(64_000) });
const CallbackResponseSchema = z.object({ success: z.boolean(), message: z.string() });

const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Payments under /api/payments: PhonePe start, callback and verification; card, UPI and net banking through the gateway. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;

  app.post(
    '/payments/phonepe/initiate',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Start a PhonePe payment for my order; answers the pay page URL',
        body: PhonePeInitiateBodySchema,
        response: { 200: PhonePeInitiateResponseSchema, 402: ErrorBodySchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (request) => payments.initiatePhonePe(userOf(request).id, request.body, browserOriginOf(request)),
  );

  app.post(
    '/payments/phonepe/callback',
    {
      schema: {
        tags,
        summary: "PhonePe's server-to-server callback (X-VERIFY checked; the order is settled from it)",
        body: PhonePeCallbackBodySchema,
        response: { 200: CallbackResponseSchema, ...errorResponses(400) },
      },
    },
    (request) => payments.phonePeCallback(request.body.response, firstHeader(request.headers['x-verify'])),
  );

  app.get(
    '/payments/phonepe/verify/:merchantTransactionId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearerAuth,
        summary: 'The outcome of my PhonePe payment (asks PhonePe while it is undecided)',
        params: MerchantTransactionParamsSchema,
        response: { 200: PaymentVerificationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => payments.verify(userOf(request).id, request.params.merchantTransactionId),
  );

  app.post(
    '/payments/gateway/charge',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Pay my order by card, UPI or net banking (only the last 4 card digits are kept)',
        body: GatewayChargeBodySchema,
        response: { 200: GatewayChargeResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (request) => payments.charge(userOf(request).id, request.body),
  );

  app.get(
    '/payments/:merchantTransactionId/status',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearerAuth,
        summary: 'The outcome of my payment (settles a gateway payment once it has had time to)',
        params: MerchantTransactionParamsSchema,
        response: { 200: PaymentVerificationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => payments.verify(userOf(request).id, request.params.merchantTransactionId),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
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

/** PhonePe PG v2 posts `{ event, type, payload }`; the payload is read by the payments module after the Authorization check. */
const PhonePeCallbackBodySchema = z.looseObject({
  event: z.string().max(100).optional(),
  type: z.string().max(100).optional(),
  payload: z.looseObject({}),
});
const CallbackResponseSchema = z.object({ success: z.boolean(), message: z.string() });

const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Payments under /api/payments: PhonePe start, callback and verification; the status of any payment (Razorpay's routes: razorpay.routes.ts). */
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
        summary: "PhonePe's webhook (Authorization = SHA256(username:password) checked; the order or refund is settled from it)",
        body: PhonePeCallbackBodySchema,
        response: { 200: CallbackResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => payments.phonePeCallback(firstHeader(request.headers.authorization), request.body),
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

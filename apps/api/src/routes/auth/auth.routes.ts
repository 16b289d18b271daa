import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmailBodySchema,
  MessageResponseSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  ResetPasswordBodySchema,
  VerifyEmailOtpBodySchema,
  VerifyEmailQuerySchema,
} from '@dawa/shared/auth/schemas';
import { errorResponses, type AccountRouteOptions } from './route-options.ts';

const tags = ['accounts'];

/** Registration, e-mail verification (code or link), resend, forgot and reset password. All rate limited per client address. */
export const authRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, { perIp }) => {
  const { auth } = app.services;
  const config = { rateLimit: perIp };

  app.post(
    '/register',
    {
      config,
      schema: {
        tags,
        summary: 'Create an account and mail a verification code (a taken address gets the same answer, and its owner a mail)',
        body: RegisterBodySchema,
        response: { 201: RegisterResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body)),
  );
  app.post(
    '/verify-email-otp',
    {
      config,
      schema: {
        tags,
        summary: 'Verify the e-mail address with the 6-digit code',
        body: VerifyEmailOtpBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => auth.verifyEmailOtp(request.body.email, request.body.otp),
  );
  app.get(
    '/verify-email',
    {
      config,
      schema: {
        tags,
        summary: 'Verify the e-mail address with the link from the mail',
        querystring: VerifyEmailQuerySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => auth.verifyEmailLink(request.query.token),
  );
  app.post(
    '/resend-verification-otp',
    {
      config,
      schema: {
        tags,
        summary: 'Mail a new verification code (at most once a minute; same answer for every address)',
        body: EmailBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => auth.resendVerification(request.body.email),
  );
  app.post(
    '/forgot-password-otp',
    {
      config,
      schema: {
        tags,
        summary: 'Mail a password-reset code (same answer for unknown e-mails)',
        body: EmailBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => auth.forgotPassword(request.body.email),
  );
  app.post(
    '/reset-password',
    {
      config,
      schema: {
        tags,
        summary: 'Set a new password with the reset code',
        body: ResetPasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => auth.resetPassword(request.body.email, request.body.otp, request.body.newPassword, request.ip),
  );
};

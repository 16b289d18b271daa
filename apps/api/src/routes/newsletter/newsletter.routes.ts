import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NewsletterResponseSchema,
  NewsletterSubscribeBodySchema,
  NewsletterTokenBodySchema,
  NewsletterTokenQuerySchema,
} from '@dawa/shared/content/newsletter';
import { errorResponses, type AccountRouteOptions } from '../auth/route-options.ts';

const tags = ['newsletter'];

/**
 * Newsletter sign-up (double opt-in), confirmation and unsubscribe. Rate limited per client address
 * like the account routes: subscribing sends mail. Confirm and unsubscribe take the token from the
 * query (GET) or the body (POST); the web pages POST, so a link preview cannot act on a visitor's behalf.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<Pick<AccountRouteOptions, 'perIp'>> = async (app, { perIp }) => {
  const { newsletter } = app.services;
  const config = { rateLimit: perIp };
  const tokenResponses = { 200: NewsletterResponseSchema, ...errorResponses(400, 429) };

  app.post(
    '/newsletter/subscribe',
    {
      config,
      schema: {
        tags,
        summary: 'Subscribe an e-mail address; mails a confirmation link (at most one mail a minute per address)',
        body: NewsletterSubscribeBodySchema,
        response: tokenResponses,
      },
    },
    (request) => newsletter.subscribe(request.body.email),
  );
  app.get(
    '/newsletter/confirm',
    { config, schema: { tags, summary: 'Confirm a subscription (link from the mail)', querystring: NewsletterTokenQuerySchema, response: tokenResponses } },
    (request) => newsletter.confirm(request.query.token),
  );
  app.post(
    '/newsletter/confirm',
    { config, schema: { tags, summary: 'Confirm a subscription (link from the mail)', body: NewsletterTokenBodySchema, response: tokenResponses } },
    (request) => newsletter.confirm(request.body.token),
  );
  app.get(
    '/newsletter/unsubscribe',
    { config, schema: { tags, summary: 'Unsubscribe (link in every newsletter mail)', querystring: NewsletterTokenQuerySchema, response: tokenResponses } },
    (request) => newsletter.unsubscribe(request.query.token),
  );
  app.post(
    '/newsletter/unsubscribe',
    { config, schema: { tags, summary: 'Unsubscribe (link in every newsletter mail)', body: NewsletterTokenBodySchema, response: tokenResponses } },
    (request) => newsletter.unsubscribe(request.body.token),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CurrentHeroResponseSchema, PolicyParamsSchema } from '@dawa/shared/admin/site-content';
import { BlogArticleResponseSchema, BlogListResponseSchema, BlogParamsSchema, PublicPolicyResponseSchema } from '@dawa/shared/content/blog-api';
import { errorResponses } from '../auth/route-options.ts';

/** GET /api/blog, /api/blog/:slug, /api/policies/:page and /api/hero: the editable storefront content. */
export const siteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { content } = app.services;
  app.get(
    '/blog',
    { schema: { tags: ['content'], summary: 'Published health articles, newest first', response: { 200: BlogListResponseSchema } } },
    () => content.listArticles(),
  );
  app.get(
    '/blog/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One published article (404 for a draft or an unknown slug)',
        params: BlogParamsSchema,
        response: { 200: BlogArticleResponseSchema, ...errorResponses(404) },
      },
    },
    (request) => content.findArticle(request.params.slug),
  );
  app.get(
    '/policies/:page',
    {
      schema: {
        tags: ['content'],
        summary: 'The newest published version of a policy page (null while only the built-in text exists)',
        params: PolicyParamsSchema,
        response: { 200: PublicPolicyResponseSchema, ...errorResponses(400) },
      },
    },
    (request) => content.currentPolicy(request.params.page),
  );
  app.get(
    '/hero',
    { schema: { tags: ['content'], summary: "The home page's hero banner now (null: the built-in one)", response: { 200: CurrentHeroResponseSchema } } },
    () => content.currentHero(),
  );
};

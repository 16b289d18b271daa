import {
  AdminBlogArticleBodySchema,
  AdminBlogArticleListResponseSchema,
  AdminBlogArticleSchema,
  AdminCreatePolicyVersionBodySchema,
  AdminCreatePromoBodySchema,
  AdminHeroBodySchema,
  AdminHeroListResponseSchema,
  AdminIdParamsSchema,
  AdminPageQuerySchema,
  AdminPolicyVersionListResponseSchema,
  AdminPromoListResponseSchema,
  AdminPromoParamsSchema,
  AdminPromoSchema,
  AdminUpdatePromoBodySchema,
  HeroBannerSchema,
  PolicyParamsSchema,
  PolicyVersionParamsSchema,
  PolicyVersionSchema,
} from '@dawa/shared/admin/site-content';
import { errorResponses } from '../auth/route-options.ts';
import { staffOf, staffRoutes } from './staff-routes.ts';

/** Site Content under /api/admin (admins only): promo codes, blog, policy versions, hero banner. */
export const adminSiteContentRoutes = staffRoutes(['admin'], async (app) => {
  const { siteContent } = app.services;

  app.get('/promos', { schema: { summary: 'Every promo code (the rows the cart checks)', response: { 200: AdminPromoListResponseSchema } } }, () =>
    siteContent.listPromos(),
  );
  app.post(
    '/promos',
    { schema: { summary: 'Add a promo code', body: AdminCreatePromoBodySchema, response: { 200: AdminPromoSchema, ...errorResponses(400, 409) } } },
    (request) => siteContent.createPromo(staffOf(request), request.body),
  );
  app.put(
    '/promos/:code',
    {
      schema: {
        summary: 'Edit or deactivate a promo code (applies to the next cart quote)',
        params: AdminPromoParamsSchema,
        body: AdminUpdatePromoBodySchema,
        response: { 200: AdminPromoSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => siteContent.updatePromo(staffOf(request), request.params.code, request.body),
  );

  app.get(
    '/blog',
    { schema: { summary: 'Every article, drafts too, paged', querystring: AdminPageQuerySchema, response: { 200: AdminBlogArticleListResponseSchema, ...errorResponses(400) } } },
    (request) => siteContent.listArticles(request.query.page ?? 1),
  );
  app.post(
    '/blog',
    { schema: { summary: 'Add an article', body: AdminBlogArticleBodySchema, response: { 200: AdminBlogArticleSchema, ...errorResponses(400, 409) } } },
    (request) => siteContent.createArticle(staffOf(request), request.body),
  );
  app.put(
    '/blog/:id',
    {
      schema: {
        summary: 'Edit, publish or unpublish an article',
        params: AdminIdParamsSchema,
        body: AdminBlogArticleBodySchema,
        response: { 200: AdminBlogArticleSchema, ...errorResponses(400, 404, 409) },
      },
    },
    (request) => siteContent.updateArticle(staffOf(request), request.params.id, request.body),
  );

  app.get(
    '/policies/:page/versions',
    { schema: { summary: "A policy page's versions, newest first", params: PolicyParamsSchema, response: { 200: AdminPolicyVersionListResponseSchema, ...errorResponses(400) } } },
    (request) => siteContent.listPolicyVersions(request.params.page),
  );
  app.post(
    '/policies/:page/versions',
    {
      schema: {
        summary: 'Save a new version of a policy page (published now or kept as a draft)',
        params: PolicyParamsSchema,
        body: AdminCreatePolicyVersionBodySchema,
        response: { 200: PolicyVersionSchema, ...errorResponses(400, 409) },
      },
    },
    (request) => siteContent.createPolicyVersion(staffOf(request), request.params.page, request.body),
  );
  app.post(
    '/policies/:page/versions/:version/publish',
    {
      schema: { summary: 'Publish a draft version', params: PolicyVersionParamsSchema, response: { 200: PolicyVersionSchema, ...errorResponses(400, 404, 409) } },
    },
    (request) => siteContent.publishPolicyVersion(staffOf(request), request.params.page, request.params.version),
  );

  app.get('/hero', { schema: { summary: 'Hero banners, latest first', response: { 200: AdminHeroListResponseSchema } } }, () => siteContent.listHeroes());
  app.post(
    '/hero',
    { schema: { summary: 'Add a hero banner', body: AdminHeroBodySchema, response: { 200: HeroBannerSchema, ...errorResponses(400) } } },
    (request) => siteContent.createHero(staffOf(request), request.body),
  );
  app.put(
    '/hero/:id',
    {
      schema: { summary: 'Edit a hero banner', params: AdminIdParamsSchema, body: AdminHeroBodySchema, response: { 200: HeroBannerSchema, ...errorResponses(400, 404) } },
    },
    (request) => siteContent.updateHero(staffOf(request), request.params.id, request.body),
  );
});

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BrandListResponseSchema,
  BrandQuerySchema,
  FeaturedQuerySchema,
  ProductDetailSchema,
  type ProductDetail,
  ProductIdParamsSchema,
  ProductItemsResponseSchema,
  ProductListResponseSchema,
  ProductSearchQuerySchema,
  RelatedQuerySchema,
  SuggestionQuerySchema,
  SuggestionResponseSchema,
} from '@dawa/shared/catalog/schemas';
import { SubstituteListResponseSchema } from '@dawa/shared/catalog/substitutes';
import { ErrorBodySchema } from '@dawa/shared/errors/codes';

import { jsonOf } from '../../modules/catalog/product-detail-cache.ts';

const tags = ['catalog'];

/** Whether an Accept-Encoding header takes gzip (named or '*', without q=0). */
function takesGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    return (coding === 'gzip' || coding === '*') && !params.some((p) => /^q=0(\.0{0,3})?$/.test(p));
  });
}

/** Whether an If-None-Match header names this ETag (a list, weak forms, or '*'). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || candidate === `W/${etag}`;
  });
}
const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };

/** GET /api/products/... : listing, search, suggestions, featured, brands, detail and related. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog } = app.services;
  const listSchema = { tags, querystring: ProductSearchQuerySchema, response: { 200: ProductListResponseSchema, ...errors } };

  app.get('/products', { schema: { ...listSchema, summary: 'List products with filters, sort and paging' } }, (request) =>
    catalog.searchProducts(request.query),
  );
  app.get('/products/search', { schema: { ...listSchema, summary: 'Search products (query, name or q), with filters' } }, (request) =>
    catalog.searchProducts(request.query),
  );
  app.get(
    '/products/suggestions',
    {
      schema: {
        tags,
        summary: 'Up to 8 suggestions for the header search',
        querystring: SuggestionQuerySchema,
        response: { 200: SuggestionResponseSchema, ...errors },
      },
    },
    async (request) => ({ items: await catalog.suggest(request.query.q, request.query.limit) }),
  );
  app.get(
    '/products/featured',
    {
      schema: {
        tags,
        summary: 'Featured products',
        querystring: FeaturedQuerySchema,
        response: { 200: ProductItemsResponseSchema, ...errors },
      },
    },
    async (request) => ({ items: await catalog.featured(request.query.limit ?? 4) }),
  );
  app.get(
    '/products/brands',
    {
      schema: {
        tags,
        summary: 'Brands with product counts, optionally in one category',
        querystring: BrandQuerySchema,
        response: { 200: BrandListResponseSchema, ...errors },
      },
    },
    (request) => catalog.listBrands(request.query.category),
  );
  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'One product by id or slug',
        params: ProductIdParamsSchema,
        response: { 200: ProductDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await catalog.productDetailAnswer(request.params.id);
      // Always asked again (no-cache), but a browser that holds this very answer gets a 304 without it.
      void reply.header('etag', answer.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send(null as never);
      // Serialized by this route's serializer when the page was read (catalog.service.ts), and kept gzipped:
      // sent as it is to a client that takes gzip (compress leaves an encoded body alone), unzipped for one that does not.
      void reply.type('application/json; charset=utf-8');
      if (!takesGzip(request.headers['accept-encoding'])) return reply.send(jsonOf(answer) as unknown as ProductDetail);
      return reply.header('content-encoding', 'gzip').send(answer.gzip as unknown as ProductDetail);
    },
  );
  app.get(
    '/products/:id/related',
    {
      schema: {
        tags,
        summary: 'Other products of the same category',
        params: ProductIdParamsSchema,
        querystring: RelatedQuerySchema,
        response: { 200: ProductItemsResponseSchema, ...errors },
      },
    },
    async (request) => ({ items: await catalog.related(request.params.id, request.query.limit) }),
  );
  app.get(
    '/products/:id/substitutes',
    {
      schema: {
        tags,
        summary: "Other makers' products with the same salt, strength and form, in stock, cheapest per unit first (generic substitution)",
        params: ProductIdParamsSchema,
        response: { 200: SubstituteListResponseSchema, ...errors },
      },
    },
    async (request) => ({ items: await catalog.substitutesFor(request.params.id) }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BrandListResponseSchema,
  BrandQuerySchema,
  FeaturedQuerySchema,
  ProductDetailSchema,
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

const tags = ['catalog'];
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
    (request) => catalog.productDetail(request.params.id),
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

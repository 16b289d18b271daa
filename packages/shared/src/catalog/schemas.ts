import { z } from 'zod';
import { pagedSchema } from '../http/pagination.ts';
import { positiveIntParam, text } from '../http/primitives.ts';
import { COLD_FLU_SYMPTOMS } from './categories.ts';

export const PRODUCT_SORTS = ['relevance', 'popularity', 'price-asc', 'price-desc', 'name-asc', 'name-desc', 'rating'] as const;
export const ProductSortSchema = z.enum(PRODUCT_SORTS, { message: `sort must be one of ${PRODUCT_SORTS.join(', ')}` });
export type ProductSort = z.infer<typeof ProductSortSchema>;

export const SEARCH_TEXT_MAX = 200;

const searchText = text('search text')
  .max(SEARCH_TEXT_MAX, `search text must be at most ${SEARCH_TEXT_MAX} characters`)
  .transform((s) => s.trim());

const paiseParam = (label: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `${label} must be a whole, non-negative number of paise`)
    .transform(Number)
    .pipe(z.number().int().nonnegative().max(100_000_000_00, `${label} is too large`));

const slugParam = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'category must be a category slug such as pain-relief')
  .max(64);

/**
 * Query of GET /api/products and GET /api/products/search. `q`, `query` and `name` are the same
 * search text (the spec uses all three). Prices are paise; the web turns its rupee inputs into paise.
 */
export const ProductSearchQuerySchema = z
  .object({
    q: searchText.optional(),
    query: searchText.optional(),
    name: searchText.optional(),
    category: slugParam.optional(),
    brand: text('brand')
      .max(100, 'brand must be at most 100 characters')
      .transform((s) => s.trim())
      .optional(),
    tag: text('tag')
      .max(50, 'tag must be at most 50 characters')
      .transform((s) => s.trim().toLowerCase())
      .optional(),
    minPricePaise: paiseParam('minPricePaise').optional(),
    maxPricePaise: paiseParam('maxPricePaise').optional(),
    minRating: z
      .string()
      .regex(/^[0-5](\.\d)?$/, 'minRating must be a number from 0 to 5')
      .transform(Number)
      .optional(),
    stock: z.enum(['in', 'out'], { message: 'stock must be in or out' }).optional(),
    symptoms: text('symptoms')
      .max(200)
      .transform((s) =>
        s
          .split(',')
          .map((x) => x.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(COLD_FLU_SYMPTOMS, { message: `symptoms must be among ${COLD_FLU_SYMPTOMS.join(', ')}` })).max(7))
      .optional(),
    sort: ProductSortSchema.optional(),
    page: positiveIntParam('page', 10_000).optional(),
    pageSize: positiveIntParam('pageSize', 60).optional(),
  })
  .strict()
  .refine((q) => q.minPricePaise === undefined || q.maxPricePaise === undefined || q.minPricePaise <= q.maxPricePaise, {
    message: 'minPricePaise must not be above maxPricePaise',
    path: ['minPricePaise'],
  });
export type ProductSearchQuery = z.infer<typeof ProductSearchQuerySchema>;

export const SuggestionQuerySchema = z
  .object({
    q: searchText.pipe(z.string().min(1, 'q is required')),
    limit: positiveIntParam('limit', 8).optional(),
  })
  .strict();

export const ProductIdParamsSchema = z.object({
  id: z
    .string()
    .max(120, 'product id is too long')
    .regex(/^(\d{1,9}|[a-z0-9]+(?:-[a-z0-9]+)*)$/, 'product id must be a number or a product slug'),
});

export const CategoryParamsSchema = z.object({ slug: slugParam });

export const CategoryRefSchema = z.object({ slug: z.string(), name: z.string() });
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

export const CategorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  path: z.string(),
  productCount: z.number().int().nonnegative(),
  priceFilter: z.object({ maxRupees: z.number(), stepRupees: z.number() }),
});
export type Category = z.infer<typeof CategorySchema>;
export const CategoryListResponseSchema = z.object({ categories: z.array(CategorySchema) });

/** What a product card needs: kept small because lists are the hot path. */
export const ProductSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  category: CategoryRefSchema,
  pricePaise: z.number().int(),
  mrpPaise: z.number().int(),
  discountPercent: z.number().int(),
  image: z.string(),
  rating: z.number(),
  reviewCount: z.number().int(),
  inStock: z.boolean(),
  requiresPrescription: z.boolean(),
  packSize: z.string().nullable(),
  dosageForm: z.string().nullable(),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const ProductVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  label: z.string(),
  pricePaise: z.number().int(),
  mrpPaise: z.number().int(),
  stock: z.number().int().nonnegative(),
});
export type ProductVariant = z.infer<typeof ProductVariantSchema>;

export const ProductDetailSchema = ProductSummarySchema.extend({
  description: z.string(),
  manufacturer: z.string(),
  dosage: z.string().nullable(),
  activeIngredient: z.string().nullable(),
  inactiveIngredients: z.array(z.string()),
  countryOfOrigin: z.string(),
  basePricePaise: z.number().int().nullable(),
  images: z.array(z.string()),
  stockQuantity: z.number().int().nonnegative(),
  purchaseCount: z.number().int().nonnegative(),
  seller: z.object({ name: z.string(), rating: z.number() }),
  tags: z.array(z.string()),
  variants: z.array(ProductVariantSchema),
  shippingInfo: z.string(),
  deliveryEstimate: z.string(),
  authenticGuarantee: z.boolean(),
  sideEffects: z.array(z.string()),
  storage: z.string().nullable(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const ProductListResponseSchema = pagedSchema(ProductSummarySchema).extend({
  /**
   * What the results were found for when that is not the text as typed: the corrected words of a typo
   * ('paracetamol' for 'paracetmol') or the catalogue's spelling of Devanagari ('dolo 650' for 'डोलो 650').
   */
  showingResultsFor: z.string().optional(),
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

export const ProductItemsResponseSchema = z.object({ items: z.array(ProductSummarySchema) });
export type ProductItemsResponse = z.infer<typeof ProductItemsResponseSchema>;

export const SuggestionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  pricePaise: z.number().int(),
  category: CategoryRefSchema,
  image: z.string(),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;
export const SuggestionResponseSchema = z.object({ items: z.array(SuggestionSchema) });

export const BrandQuerySchema = z.object({ category: slugParam.optional() }).strict();
export const BrandListResponseSchema = z.object({
  brands: z.array(z.object({ name: z.string(), count: z.number().int().nonnegative() })),
});
export type BrandListResponse = z.infer<typeof BrandListResponseSchema>;

export const FeaturedQuerySchema = z.object({ limit: positiveIntParam('limit', 48).optional() }).strict();
export const RelatedQuerySchema = z.object({ limit: positiveIntParam('limit', 12).optional() }).strict();

import { z } from 'zod';
import { PROMO_KINDS } from '../commerce/rules.ts';
import { pagedSchema } from '../http/pagination.ts';
import {
  BLOG_SLUG_PATTERN,
  POLICY_PAGES,
  PROMO_CODE_PATTERN,
  PROMO_PERCENT_MAX,
  PROMO_PERCENT_MIN,
  PROMO_SCOPES,
} from './site-content-rules.ts';

const isoInstant = (label: string) => z.iso.datetime({ offset: true, message: `${label} must be a date and time` });
const text = (label: string, max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalLimit = (label: string) =>
  z.number().int(`${label} must be a whole number`).min(1, `${label} must be at least 1`).max(10_000_000, `${label} is too large`).nullable();

// ---------------------------------------------------------------- promo codes

/** A promo code as Site Content shows it: the very row the cart checks. */
export const AdminPromoSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(PROMO_KINDS),
  percentOff: z.number().int().nullable(),
  scope: z.enum(PROMO_SCOPES),
  categorySlugs: z.array(z.string()),
  tag: z.string().nullable(),
  scopeLabel: z.string(),
  minOrderPaise: z.number().int(),
  maxDiscountPaise: z.number().int().nullable(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  /** How many orders one customer may place with the code (null: no limit per customer). */
  perUserLimit: z.number().int().nullable(),
  timesUsed: z.number().int(),
  active: z.boolean(),
  showAsDeal: z.boolean(),
});
export type AdminPromo = z.infer<typeof AdminPromoSchema>;
export const AdminPromoListResponseSchema = z.object({ items: z.array(AdminPromoSchema) });
export type AdminPromoListResponse = z.infer<typeof AdminPromoListResponseSchema>;

const promoFields = {
  title: text('Title', 120),
  description: text('Description', 300),
  kind: z.enum(PROMO_KINDS, { message: 'Type must be percent or buy one get one' }),
  percentOff: z.number().int('Percent off must be a whole number').nullable(),
  scope: z.enum(PROMO_SCOPES, { message: 'Scope must be all, category or tag' }),
  categorySlugs: z.array(z.string().trim().min(1)).max(20, 'At most 20 categories'),
  tag: z.string().trim().max(60, 'Tag must be at most 60 characters').nullable(),
  scopeLabel: text('Applies to', 120),
  minOrderPaise: z.number().int('Minimum order must be whole paise').min(0, 'Minimum order cannot be negative').max(100_000_000),
  maxDiscountPaise: z.number().int('Maximum discount must be whole paise').min(1, 'Maximum discount must be positive').max(100_000_000).nullable(),
  validFrom: isoInstant('Valid from'),
  validUntil: isoInstant('Valid until').nullable(),
  usageLimit: optionalLimit('Usage limit'),
  perUserLimit: optionalLimit('Limit per customer'),
  active: z.boolean(),
  showAsDeal: z.boolean(),
};

type PromoFields = { [K in keyof typeof promoFields]: z.infer<(typeof promoFields)[K]> };

/** The cross-field rules of a promo code, shared by the form and the server. */
function checkPromo(value: PromoFields, ctx: z.RefinementCtx) {
  if (value.kind === 'percent') {
    if (value.percentOff === null || value.percentOff < PROMO_PERCENT_MIN || value.percentOff > PROMO_PERCENT_MAX)
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: `Percent off must be between ${PROMO_PERCENT_MIN} and ${PROMO_PERCENT_MAX}` });
  } else if (value.percentOff !== null) {
    ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'Percent off is only for percent codes' });
  }
  if (value.validUntil !== null && Date.parse(value.validUntil) <= Date.parse(value.validFrom))
    ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'Valid until must be after valid from' });
  if (value.scope === 'category' && value.categorySlugs.length === 0)
    ctx.addIssue({ code: 'custom', path: ['categorySlugs'], message: 'Choose at least one category' });
  if (value.scope === 'tag' && !value.tag) ctx.addIssue({ code: 'custom', path: ['tag'], message: 'Tag is required for a tag scope' });
  if (value.scope === 'all' && (value.categorySlugs.length > 0 || value.tag))
    ctx.addIssue({ code: 'custom', path: ['scope'], message: 'A code for all products has no categories or tag' });
  if (value.perUserLimit !== null && value.usageLimit !== null && value.perUserLimit > value.usageLimit)
    ctx.addIssue({ code: 'custom', path: ['perUserLimit'], message: 'Limit per customer cannot be more than the usage limit' });
  if (value.scope === 'category' && value.tag) ctx.addIssue({ code: 'custom', path: ['tag'], message: 'Use the tag scope for a tag' });
}

/** PUT /api/admin/promos/{code}: everything but the code (orders refer to it). */
export const AdminUpdatePromoBodySchema = z.object(promoFields).strict().superRefine(checkPromo);
export type AdminUpdatePromoBody = z.infer<typeof AdminUpdatePromoBodySchema>;

/** POST /api/admin/promos. */
export const AdminCreatePromoBodySchema = z
  .object({
    code: z
      .string()
      .trim()
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(PROMO_CODE_PATTERN, 'Code must be 3 to 20 letters and digits')),
    ...promoFields,
  })
  .strict()
  .superRefine(checkPromo);
export type AdminCreatePromoBody = z.infer<typeof AdminCreatePromoBodySchema>;

export const AdminPromoParamsSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9]{1,20}$/, 'Unknown promo code') }).strict();

// ---------------------------------------------------------------- blog

export const AdminBlogArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  imageAlt: z.string(),
  authorName: z.string(),
  authorRole: z.string(),
  /** The editor's text ('## Heading', paragraphs, '- item'). */
  body: z.string(),
  sources: z.array(z.string()),
  publishedOn: z.string(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type AdminBlogArticle = z.infer<typeof AdminBlogArticleSchema>;
export const AdminBlogArticleListResponseSchema = pagedSchema(AdminBlogArticleSchema);
export type AdminBlogArticleListResponse = z.infer<typeof AdminBlogArticleListResponseSchema>;

/** POST /api/admin/blog and PUT /api/admin/blog/{id}. */
export const AdminBlogArticleBodySchema = z
  .object({
    slug: z.string().trim().min(1, 'Slug is required').max(100, 'Slug must be at most 100 characters').regex(BLOG_SLUG_PATTERN, 'Slug must be lower-case words joined by hyphens'),
    title: text('Title', 200),
    summary: text('Summary', 500),
    image: z.string().trim().max(300).regex(/^(\/[^\s]*)?$/, 'Image must be a path starting with /'),
    imageAlt: z.string().trim().max(300, 'Image description must be at most 300 characters'),
    authorName: text('Author', 120),
    authorRole: z.string().trim().max(200, 'Author role must be at most 200 characters'),
    body: z.string().max(100_000, 'Body is too long').refine((b) => /^\s*## \S/m.test(b), 'Body needs at least one section starting with "## "'),
    sources: z.array(z.string().trim().min(1).max(500)).max(30, 'At most 30 sources'),
    publishedOn: z.iso.date({ message: 'Published date must be a date' }),
    published: z.boolean(),
  })
  .strict();
export type AdminBlogArticleBody = z.infer<typeof AdminBlogArticleBodySchema>;

export const AdminIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,9}$/, 'Unknown id').transform(Number) }).strict();

export const AdminPageQuerySchema = z
  .object({
    page: z.string().regex(/^\d{1,5}$/, 'page must be a whole number').transform(Number).pipe(z.number().min(1, 'page must be at least 1')).optional(),
  })
  .strict();

// ---------------------------------------------------------------- policies

export const PolicyPageSchema = z.enum(POLICY_PAGES, { message: 'Unknown policy page' });

export const PolicyVersionSchema = z.object({
  page: PolicyPageSchema,
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PolicyVersion = z.infer<typeof PolicyVersionSchema>;
export const AdminPolicyVersionListResponseSchema = z.object({ items: z.array(PolicyVersionSchema) });
export type AdminPolicyVersionListResponse = z.infer<typeof AdminPolicyVersionListResponseSchema>;
export const PolicyParamsSchema = z.object({ page: PolicyPageSchema }).strict();
export const PolicyVersionParamsSchema = z
  .object({ page: PolicyPageSchema, version: z.string().regex(/^\d{1,6}$/, 'Unknown version').transform(Number) })
  .strict();

/** POST /api/admin/policies/{page}/versions: an edit is always a new version. */
export const AdminCreatePolicyVersionBodySchema = z
  .object({ title: text('Title', 200), body: text('Text', 100_000), publish: z.boolean() })
  .strict();
export type AdminCreatePolicyVersionBody = z.infer<typeof AdminCreatePolicyVersionBodySchema>;

// ---------------------------------------------------------------- hero banner

export const HeroBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  ctaLabel: z.string(),
  ctaHref: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  active: z.boolean(),
});
export type HeroBanner = z.infer<typeof HeroBannerSchema>;
export const AdminHeroListResponseSchema = z.object({ items: z.array(HeroBannerSchema) });
/** GET /api/hero: the banner the home page shows now, or null for the built-in one. */
export const CurrentHeroResponseSchema = z.object({ hero: HeroBannerSchema.nullable() });
export type CurrentHeroResponse = z.infer<typeof CurrentHeroResponseSchema>;

export const AdminHeroBodySchema = z
  .object({
    title: text('Title', 120),
    subtitle: text('Subtitle', 300),
    ctaLabel: text('Button label', 40),
    ctaHref: z.string().trim().regex(/^\/(?!\/)[^\s]*$/, 'Button link must be a path on this site, starting with /'),
    startsAt: isoInstant('Starts at'),
    endsAt: isoInstant('Ends at').nullable(),
    active: z.boolean(),
  })
  .strict()
  .refine((v) => v.endsAt === null || Date.parse(v.endsAt) > Date.parse(v.startsAt), { path: ['endsAt'], message: 'Ends at must be after starts at' });
export type AdminHeroBody = z.infer<typeof AdminHeroBodySchema>;

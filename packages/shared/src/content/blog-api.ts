import { z } from 'zod';

const BlogSectionSchema = z.object({ heading: z.string(), paragraphs: z.array(z.string()), list: z.array(z.string()).optional() });

/** A published article as GET /api/blog/{slug} answers it (the shape of `BlogArticle`). */
export const BlogArticleResponseSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  imageAlt: z.string(),
  date: z.string(),
  author: z.object({ name: z.string(), role: z.string() }),
  sections: z.array(BlogSectionSchema),
  sources: z.array(z.string()),
});
export type BlogArticleResponse = z.infer<typeof BlogArticleResponseSchema>;

/** GET /api/blog: published articles, newest first. */
export const BlogListResponseSchema = z.object({ articles: z.array(BlogArticleResponseSchema) });
export type BlogListResponse = z.infer<typeof BlogListResponseSchema>;

export const BlogParamsSchema = z.object({ slug: z.string().max(200) }).strict();

/** The newest published version of a policy page. */
export const PublicPolicySchema = z.object({
  page: z.string(),
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
  publishedAt: z.string(),
});
export type PublicPolicy = z.infer<typeof PublicPolicySchema>;

/** GET /api/policies/{page}: null while only the page's built-in text exists (not an error: a 200). */
export const PublicPolicyResponseSchema = z.object({ policy: PublicPolicySchema.nullable() });
export type PublicPolicyResponse = z.infer<typeof PublicPolicyResponseSchema>;

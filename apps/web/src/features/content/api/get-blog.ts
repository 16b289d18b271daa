import { queryOptions, useQuery } from '@tanstack/react-query';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiGet } from '@/lib/api-client';

const loadBlogSchemas = () => import('@dawa/shared/content/blog-api');

/** GET /api/blog: the published articles, newest first. */
export const blogListQueryOptions = () =>
  queryOptions({
    queryKey: ['blog'],
    queryFn: ({ signal }) => apiGet(commerceApiPaths.blog(), () => loadBlogSchemas().then((m) => m.BlogListResponseSchema), { signal }),
  });

export function useBlogList() {
  return useQuery(blogListQueryOptions());
}

/** GET /api/blog/{slug}: one published article (a 404 ApiError for a draft or an unknown slug). */
export const blogArticleQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['blog', slug],
    queryFn: ({ signal }) =>
      apiGet(commerceApiPaths.blogArticle(slug), () => loadBlogSchemas().then((m) => m.BlogArticleResponseSchema), { signal }),
    retry: false,
  });

export function useBlogArticle(slug: string) {
  return useQuery(blogArticleQueryOptions(slug));
}

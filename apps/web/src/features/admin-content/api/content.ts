import type {
  AdminBlogArticle,
  AdminBlogArticleBody,
  AdminBlogArticleListResponse,
  AdminCreatePolicyVersionBody,
  AdminCreatePromoBody,
  AdminHeroBody,
  AdminPromo,
  AdminUpdatePromoBody,
  HeroBanner,
  PolicyVersion,
} from '@dawa/shared/admin/site-content';
import type { PolicyPage } from '@dawa/shared/admin/site-content-rules';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '@/config/admin-paths';
import { apiGet, apiRequest } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';

const schemas = () => import('@dawa/shared/admin/site-content');

// Under the personal prefix: what an admin saw must not show to the next person in this browser.
const contentKey = [...ME_QUERY_KEY, 'admin', 'content'] as const;
const promosKey = [...contentKey, 'promos'] as const;
const blogKey = [...contentKey, 'blog'] as const;
const policiesKey = [...contentKey, 'policies'] as const;
const heroKey = [...contentKey, 'hero'] as const;

export const promosQueryOptions = () =>
  queryOptions({
    queryKey: promosKey,
    queryFn: ({ signal }) => apiGet(adminApiPaths.promos(), () => schemas().then((m) => m.AdminPromoListResponseSchema), { signal, auth: true }),
    staleTime: 0,
  });
export const usePromos = () => useQuery(promosQueryOptions());

export function useSavePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string | null; body: AdminCreatePromoBody | AdminUpdatePromoBody }): Promise<AdminPromo> =>
      input.code === null
        ? apiRequest(adminApiPaths.promos(), { method: 'POST', json: input.body, auth: true, schema: () => schemas().then((m) => m.AdminPromoSchema) })
        : apiRequest(adminApiPaths.promo(input.code), { method: 'PUT', json: input.body, auth: true, schema: () => schemas().then((m) => m.AdminPromoSchema) }),
    // The storefront's deals change with the codes.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: promosKey }), queryClient.invalidateQueries({ queryKey: ['deals'] })]),
  });
}

export const blogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...blogKey, page],
    queryFn: ({ signal }): Promise<AdminBlogArticleListResponse> =>
      apiGet(adminApiPaths.blog(page), () => schemas().then((m) => m.AdminBlogArticleListResponseSchema), { signal, auth: true }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
export const useAdminBlog = (page: number) => useQuery(blogQueryOptions(page));

export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number | null; body: AdminBlogArticleBody }): Promise<AdminBlogArticle> =>
      apiRequest(input.id === null ? adminApiPaths.blogArticles() : adminApiPaths.blogArticle(input.id), {
        method: input.id === null ? 'POST' : 'PUT',
        json: input.body,
        auth: true,
        schema: () => schemas().then((m) => m.AdminBlogArticleSchema),
      }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: blogKey }), queryClient.invalidateQueries({ queryKey: ['blog'] })]),
  });
}

export const policyVersionsQueryOptions = (page: PolicyPage) =>
  queryOptions({
    queryKey: [...policiesKey, page],
    queryFn: ({ signal }) =>
      apiGet(adminApiPaths.policyVersions(page), () => schemas().then((m) => m.AdminPolicyVersionListResponseSchema), { signal, auth: true }),
    staleTime: 0,
  });
export const usePolicyVersions = (page: PolicyPage) => useQuery(policyVersionsQueryOptions(page));

export function useCreatePolicyVersion(page: PolicyPage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCreatePolicyVersionBody): Promise<PolicyVersion> =>
      apiRequest(adminApiPaths.policyVersions(page), { method: 'POST', json: body, auth: true, schema: () => schemas().then((m) => m.PolicyVersionSchema) }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: [...policiesKey, page] }), queryClient.invalidateQueries({ queryKey: ['policy', page] })]),
  });
}

export const heroesQueryOptions = () =>
  queryOptions({
    queryKey: heroKey,
    queryFn: ({ signal }) => apiGet(adminApiPaths.heroes(), () => schemas().then((m) => m.AdminHeroListResponseSchema), { signal, auth: true }),
    staleTime: 0,
  });
export const useHeroes = () => useQuery(heroesQueryOptions());

export function useSaveHero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number | null; body: AdminHeroBody }): Promise<HeroBanner> =>
      apiRequest(input.id === null ? adminApiPaths.heroes() : adminApiPaths.hero(input.id), {
        method: input.id === null ? 'POST' : 'PUT',
        json: input.body,
        auth: true,
        schema: () => schemas().then((m) => m.HeroBannerSchema),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: heroKey }),
  });
}

import type { AdminUserListResponse } from '@dawa/shared/admin/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '@/config/admin-paths';
import { apiGet } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';
import { loadAdminUserSchemas } from './schemas';

export interface UsersQuery {
  search: string;
  page: number;
}

/** GET /api/admin/users: accounts searched on name and e-mail by the server, paged. */
export function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<AdminUserListResponse> {
  return apiGet(adminApiPaths.users(query), () => loadAdminUserSchemas().then((m) => m.AdminUserListResponseSchema), { signal, auth: true });
}

// Under the personal prefix: what an admin saw must not show to the next person in this browser.
export const adminUsersQueryKey = [...ME_QUERY_KEY, 'admin', 'users'] as const;

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, query.search, query.page],
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}

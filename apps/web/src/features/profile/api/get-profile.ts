import type { Profile } from '@dawa/shared/auth/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet, loadAuthSchemas } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';

const responseSchema = () => loadAuthSchemas().then((m) => m.ProfileSchema);

/** GET /api/profile (the caller's own). */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiGet(apiPaths.profile(), responseSchema, { signal, auth: true });
}

export const profileQueryKey = [...ME_QUERY_KEY, 'profile'] as const;

export const profileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}

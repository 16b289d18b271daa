import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet, loadAuthSchemas } from '@/lib/api-client';

const responseSchema = () => loadAuthSchemas().then((m) => m.MessageResponseSchema);

/** GET /api/verify-email?token= (the link from the mail). */
export function verifyEmailLink(token: string, signal?: AbortSignal) {
  return apiGet(apiPaths.verifyEmail(token), responseSchema, { signal });
}

/** A link works once: the answer is kept for the visit and never retried or refetched. */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['verify-email', token],
    queryFn: ({ signal }) => verifyEmailLink(token, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useVerifyEmailLink(token: string) {
  return useQuery({ ...verifyEmailQueryOptions(token), enabled: token !== '' });
}

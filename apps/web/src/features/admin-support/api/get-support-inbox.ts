import type { AdminSupportListResponse, SupportStatus } from '@dawa/shared/support/inbox';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { supportApiPaths } from '@/config/support-paths';
import { apiGet } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';

/** New conversations show up within this time without a reload (the list carries no message text). */
const INBOX_REFRESH_MS = 10_000;

export const supportInboxQueryKey = [...ME_QUERY_KEY, 'admin', 'support'] as const;

/** GET /api/admin/support/conversations: conversations, latest message first, with unread counts. */
export function useSupportInbox(filters: { status?: SupportStatus; page?: number }) {
  return useQuery({
    queryKey: [...supportInboxQueryKey, filters],
    queryFn: ({ signal }): Promise<AdminSupportListResponse> =>
      apiGet(
        supportApiPaths.adminConversations(filters),
        () => import('@dawa/shared/support/inbox').then((m) => m.AdminSupportListResponseSchema),
        {
          signal,
          auth: true,
        },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: INBOX_REFRESH_MS,
    staleTime: 0,
  });
}

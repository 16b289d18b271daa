import type { AdminAuditLogResponse } from '@dawa/shared/admin/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '@/config/admin-paths';
import { apiGet } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';
import { loadAdminAuditSchemas } from './schemas';

/** The Audit Log section's filters, as they are sent (empty ones are left out). */
export interface AuditLogFilters {
  actorEmail?: string;
  action?: string;
  entityType?: string;
  entityId?: string;
  from?: string;
  to?: string;
  page?: number;
}

/** GET /api/admin/audit-log: records matching the filters, newest first, paged. */
export function getAuditLog(filters: AuditLogFilters, signal?: AbortSignal): Promise<AdminAuditLogResponse> {
  return apiGet(adminApiPaths.auditLog({ ...filters }), () => loadAdminAuditSchemas().then((m) => m.AdminAuditLogResponseSchema), {
    signal,
    auth: true,
  });
}

export const auditLogQueryOptions = (filters: AuditLogFilters) =>
  queryOptions({
    queryKey: [...ME_QUERY_KEY, 'admin', 'audit-log', filters],
    queryFn: ({ signal }) => getAuditLog(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAuditLog(filters: AuditLogFilters) {
  return useQuery(auditLogQueryOptions(filters));
}

import type { HealthReportListResponse } from '@dawa/shared/care/health-reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { careRoomApiPaths } from '@/config/care-room-paths';
import { apiGet } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';

export const loadHealthReportSchemas = () => import('@dawa/shared/care/health-reports');

// Under the personal prefix: a patient's reports must not show to the next person in this browser.
export const healthReportsQueryKey = [...ME_QUERY_KEY, 'health-reports'] as const;

/** GET /api/health-reports: the reports I may read, newest first, one page. */
export const healthReportsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...healthReportsQueryKey, page],
    queryFn: ({ signal }): Promise<HealthReportListResponse> =>
      apiGet(careRoomApiPaths.healthReports({ page }), () => loadHealthReportSchemas().then((m) => m.HealthReportListResponseSchema), {
        signal,
        auth: true,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useHealthReports(page: number) {
  return useQuery(healthReportsQueryOptions(page));
}

import type { AdminOverview, AnalyticsReport, AnalyticsTable } from '@dawa/shared/admin/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '@/config/admin-paths';
import { apiDownload, apiGet } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';

/** The analytics contract, loaded with this section's chunk (never by the app shell). */
export const loadAnalyticsSchemas = () => import('@dawa/shared/admin/analytics');

/** India days, both ends included; empty means the server's default (the last 30 days). */
export interface AnalyticsRange {
  from?: string;
  to?: string;
}

export function getAnalytics(range: AnalyticsRange, signal?: AbortSignal): Promise<AnalyticsReport> {
  return apiGet(adminApiPaths.analytics(range), () => loadAnalyticsSchemas().then((m) => m.AnalyticsReportSchema), { signal, auth: true });
}

export function useAnalytics(range: AnalyticsRange) {
  return useQuery(
    queryOptions({
      // Under the personal prefix: what an admin saw must not show to the next person in this browser.
      queryKey: [...ME_QUERY_KEY, 'admin', 'analytics', range.from ?? '', range.to ?? ''] as const,
      queryFn: ({ signal }) => getAnalytics(range, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useOverview() {
  return useQuery(
    queryOptions({
      queryKey: [...ME_QUERY_KEY, 'admin', 'overview'] as const,
      queryFn: ({ signal }): Promise<AdminOverview> =>
        apiGet(adminApiPaths.overview(), () => loadAnalyticsSchemas().then((m) => m.AdminOverviewSchema), { signal, auth: true }),
      staleTime: 0,
    }),
  );
}

/** One table as the server's CSV, saved by the browser (the download needs the bearer token, so no plain link). */
export async function downloadAnalyticsCsv(table: AnalyticsTable, range: AnalyticsRange, fileName: string): Promise<void> {
  const blob = await apiDownload(adminApiPaths.analyticsExport({ table, ...range }), { auth: true });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

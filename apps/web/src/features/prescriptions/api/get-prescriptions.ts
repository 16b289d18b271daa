import type { Prescription, PrescriptionListResponse } from '@dawa/shared/prescriptions/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { prescriptionsApiPaths } from '@/config/prescriptions-api-paths';
import { apiGet } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';
import { loadPrescriptionSchemas } from './schemas';

/** How often a list with an analysis under way asks again (the analysis runs in the background). */
export const ANALYSIS_POLL_MS = 2000;

const responseSchema = () => loadPrescriptionSchemas().then((m) => m.PrescriptionListResponseSchema);

/** GET /api/prescriptions?search=&page=: the customer's prescriptions, newest first. */
export function getPrescriptions(search: string, page: number, signal?: AbortSignal): Promise<PrescriptionListResponse> {
  return apiGet(prescriptionsApiPaths.list(search, page), responseSchema, { signal, auth: true });
}

export const prescriptionsQueryKey = [...ME_QUERY_KEY, 'prescriptions'] as const;

const analysing = (items: readonly Prescription[]) => items.some((p) => p.status === 'analyzing');

export const prescriptionsQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: [...prescriptionsQueryKey, 'list', search.trim(), page],
    queryFn: ({ signal }) => getPrescriptions(search, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // While one is being analysed, ask again until it is analysed or failed.
    refetchInterval: (query) => (query.state.data && analysing(query.state.data.items) ? ANALYSIS_POLL_MS : false),
  });

export function usePrescriptions(search: string, page: number) {
  return useQuery(prescriptionsQueryOptions(search, page));
}

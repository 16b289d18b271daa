import type { AdminDoctorListResponse } from '@dawa/shared/care/doctors';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '@/config/admin-paths';
import { apiGet } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';
import { loadDoctorSchemas } from './schemas';

export interface DoctorsQuery {
  search: string;
  specialization: string;
  /** '' (any), 'true' or 'false'. */
  online: string;
  active: string;
  page: number;
}

/** GET /api/admin/doctors: searched, filtered and paged by the server. */
export function getDoctors(query: DoctorsQuery, signal?: AbortSignal): Promise<AdminDoctorListResponse> {
  const url = adminApiPaths.doctors({
    search: query.search || undefined,
    specialization: query.specialization || undefined,
    online: query.online || undefined,
    active: query.active || undefined,
    page: query.page > 1 ? query.page : undefined,
  });
  return apiGet(url, () => loadDoctorSchemas().then((m) => m.AdminDoctorListResponseSchema), { signal, auth: true });
}

// Under the personal prefix: what an admin saw must not show to the next person in this browser.
export const adminDoctorsQueryKey = [...ME_QUERY_KEY, 'admin', 'doctors'] as const;

export const doctorsQueryOptions = (query: DoctorsQuery) =>
  queryOptions({
    queryKey: [...adminDoctorsQueryKey, 'list', query],
    queryFn: ({ signal }) => getDoctors(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useDoctors(query: DoctorsQuery) {
  return useQuery(doctorsQueryOptions(query));
}

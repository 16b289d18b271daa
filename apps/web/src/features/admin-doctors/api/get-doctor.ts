import type { AdminDoctor } from '@dawa/shared/care/doctors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApiPaths } from '@/config/admin-paths';
import { apiGet } from '@/lib/api-client';
import { adminDoctorsQueryKey } from './get-doctors';
import { loadDoctorSchemas } from './schemas';

/** GET /api/admin/doctors/{id}: the whole profile with hours and overrides, for the edit form. */
export function getDoctor(id: number, signal?: AbortSignal): Promise<AdminDoctor> {
  return apiGet(adminApiPaths.doctor(id), () => loadDoctorSchemas().then((m) => m.AdminDoctorSchema), { signal, auth: true });
}

export function useDoctor(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...adminDoctorsQueryKey, 'one', id],
      queryFn: ({ signal }) => getDoctor(id ?? 0, signal),
      enabled: id !== null,
      staleTime: 0,
    }),
  );
}

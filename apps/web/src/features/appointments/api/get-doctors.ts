import type { DoctorListResponse } from '@dawa/shared/care/doctors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { careApiPaths } from '@/config/care-paths';
import { apiGet } from '@/lib/api-client';
import { loadDoctorSchemas } from './schemas';

/** GET /api/doctors?search=: active doctors matching name or specialization. */
export function useDoctors(search: string) {
  return useQuery({
    queryKey: ['doctors', 'public', search],
    queryFn: ({ signal }): Promise<DoctorListResponse> =>
      apiGet(careApiPaths.doctors({ search, pageSize: 100 }), () => loadDoctorSchemas().then((m) => m.DoctorListResponseSchema), {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

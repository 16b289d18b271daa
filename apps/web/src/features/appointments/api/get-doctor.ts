import type { DoctorDetail } from '@dawa/shared/care/doctors';
import { useQuery } from '@tanstack/react-query';
import { careApiPaths } from '@/config/care-paths';
import { apiGet } from '@/lib/api-client';
import { loadDoctorSchemas } from './schemas';

/** GET /api/doctors/{id}: one active doctor (the wizard opened on a slot the assistant found). */
export function useDoctor(doctorId: number | null) {
  return useQuery({
    queryKey: ['doctors', 'public', 'one', doctorId],
    queryFn: ({ signal }): Promise<DoctorDetail> =>
      apiGet(careApiPaths.doctor(doctorId ?? 0), () => loadDoctorSchemas().then((m) => m.DoctorDetailSchema), { signal }),
    enabled: doctorId !== null,
    retry: false,
  });
}

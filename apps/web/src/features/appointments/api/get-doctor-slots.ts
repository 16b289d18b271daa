import type { SlotsResponse } from '@dawa/shared/care/appointments';
import { useQuery } from '@tanstack/react-query';
import { careApiPaths } from '@/config/care-paths';
import { apiGet } from '@/lib/api-client';
import { loadAppointmentSchemas } from './schemas';

/** GET /api/doctors/{id}/slots?date=&mode=: the free slots of one clinic date. */
export function useDoctorSlots(doctorId: number | null, date: string | null, mode: 'clinic' | 'online') {
  return useQuery({
    queryKey: ['doctors', 'slots', doctorId, date, mode],
    queryFn: ({ signal }): Promise<SlotsResponse> =>
      apiGet(careApiPaths.doctorSlots(doctorId ?? 0, date ?? '', mode), () => loadAppointmentSchemas().then((m) => m.SlotsResponseSchema), {
        signal,
      }),
    enabled: doctorId !== null && date !== null,
    staleTime: 0,
    retry: false,
  });
}

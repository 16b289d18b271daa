import type { AvailableDaysResponse } from '@dawa/shared/care/appointments';
import { useQuery } from '@tanstack/react-query';
import { careApiPaths } from '@/config/care-paths';
import { apiGet } from '@/lib/api-client';
import { loadAppointmentSchemas } from './schemas';

/** GET /api/doctors/{id}/available-days?mode=: the doctor's booking window and which of its days still have a free slot. */
export function useAvailableDays(doctorId: number, mode: 'clinic' | 'online') {
  return useQuery({
    queryKey: ['doctors', 'available-days', doctorId, mode],
    queryFn: ({ signal }): Promise<AvailableDaysResponse> =>
      apiGet(careApiPaths.availableDays(doctorId, mode), () => loadAppointmentSchemas().then((m) => m.AvailableDaysResponseSchema), {
        signal,
      }),
    // Slots are taken by others all the time: asked again whenever the calendar is shown.
    staleTime: 0,
    retry: false,
  });
}

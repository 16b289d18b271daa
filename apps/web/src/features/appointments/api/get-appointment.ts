import type { Appointment } from '@dawa/shared/care/appointments';
import { useQuery } from '@tanstack/react-query';
import { careApiPaths } from '@/config/care-paths';
import { apiGet } from '@/lib/api-client';
import { appointmentsQueryKey } from './get-appointments';
import { loadAppointmentSchemas } from './schemas';

/** GET /api/appointments/{id}. */
export function useAppointment(id: number) {
  return useQuery({
    queryKey: [...appointmentsQueryKey, 'one', id],
    queryFn: ({ signal }): Promise<Appointment> =>
      apiGet(careApiPaths.appointment(id), () => loadAppointmentSchemas().then((m) => m.AppointmentSchema), { signal, auth: true }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

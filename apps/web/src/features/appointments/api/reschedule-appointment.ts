import type { Appointment, RescheduleBody } from '@dawa/shared/care/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { careApiPaths } from '@/config/care-paths';
import { apiRequest } from '@/lib/api-client';
import { appointmentsQueryKey } from './get-appointments';
import { loadAppointmentSchemas } from './schemas';

/** PUT /api/appointments/{id}/reschedule with the new clinic date and HH:MM time. */
export function useRescheduleAppointment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RescheduleBody): Promise<Appointment> =>
      apiRequest(careApiPaths.reschedule(id), {
        method: 'PUT',
        json: body,
        auth: true,
        schema: () => loadAppointmentSchemas().then((m) => m.AppointmentSchema),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
  });
}

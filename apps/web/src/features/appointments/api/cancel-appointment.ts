import type { CancelAppointmentResponse } from '@dawa/shared/care/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { careApiPaths } from '@/config/care-paths';
import { apiRequest } from '@/lib/api-client';
import { appointmentsQueryKey } from './get-appointments';
import { loadAppointmentSchemas } from './schemas';

/** DELETE /api/appointments/{id} (the spec cancels with a delete call). */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<CancelAppointmentResponse> =>
      apiRequest(careApiPaths.appointment(id), {
        method: 'DELETE',
        auth: true,
        schema: () => loadAppointmentSchemas().then((m) => m.CancelAppointmentResponseSchema),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
  });
}

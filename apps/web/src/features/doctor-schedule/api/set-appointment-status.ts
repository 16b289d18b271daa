import type { ScheduleStatusBody } from '@dawa/shared/care/doctor-schedule';
import type { MessageResponse } from '@dawa/shared/auth/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { careRoomApiPaths } from '@/config/care-room-paths';
import { apiRequest } from '@/lib/api-client';
import { scheduleQueryKey } from './get-schedule';

/** POST /api/admin/schedule/{id}/status: completed or no-show (after the start). */
export function setAppointmentStatus({ id, status }: { id: number } & ScheduleStatusBody): Promise<MessageResponse> {
  return apiRequest(careRoomApiPaths.scheduleStatus(id), {
    method: 'POST',
    json: { status },
    auth: true,
    schema: () => import('@dawa/shared/auth/schemas').then((m) => m.MessageResponseSchema),
  });
}

export function useSetAppointmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setAppointmentStatus, onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKey }) });
}

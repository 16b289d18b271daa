import type { MessageResponse } from '@dawa/shared/auth/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { careRoomApiPaths } from '@/config/care-room-paths';
import { apiRequest } from '@/lib/api-client';
import { scheduleQueryKey } from './get-schedule';

/** PUT /api/admin/schedule/{id}/notes. */
export function saveConsultationNotes({ id, notes }: { id: number; notes: string }): Promise<MessageResponse> {
  return apiRequest(careRoomApiPaths.scheduleNotes(id), {
    method: 'PUT',
    json: { notes },
    auth: true,
    schema: () => import('@dawa/shared/auth/schemas').then((m) => m.MessageResponseSchema),
  });
}

export function useSaveConsultationNotes() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveConsultationNotes, onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKey }) });
}

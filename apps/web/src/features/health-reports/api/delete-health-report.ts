import type { MessageResponse } from '@dawa/shared/auth/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { careRoomApiPaths } from '@/config/care-room-paths';
import { apiRequest } from '@/lib/api-client';
import { healthReportsQueryKey } from './get-health-reports';

/** DELETE /api/health-reports/{id}: one of my reports, with its file. */
export function deleteHealthReport(id: number): Promise<MessageResponse> {
  return apiRequest(careRoomApiPaths.healthReport(id), {
    method: 'DELETE',
    auth: true,
    schema: () => import('@dawa/shared/auth/schemas').then((m) => m.MessageResponseSchema),
  });
}

export function useDeleteHealthReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteHealthReport, onSuccess: () => queryClient.invalidateQueries({ queryKey: healthReportsQueryKey }) });
}

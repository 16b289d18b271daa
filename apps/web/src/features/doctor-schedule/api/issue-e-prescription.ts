import type { EPrescriptionBody, EPrescriptionResponse } from '@dawa/shared/care/doctor-schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { careRoomApiPaths } from '@/config/care-room-paths';
import { apiRequest } from '@/lib/api-client';
import { loadScheduleSchemas, scheduleQueryKey } from './get-schedule';

/** POST /api/admin/schedule/{id}/e-prescription: into the patient's prescriptions, approved. */
export function issueEPrescription({ id, body }: { id: number; body: EPrescriptionBody }): Promise<EPrescriptionResponse> {
  return apiRequest(careRoomApiPaths.ePrescription(id), {
    method: 'POST',
    json: body,
    auth: true,
    schema: () => loadScheduleSchemas().then((m) => m.EPrescriptionResponseSchema),
  });
}

export function useIssueEPrescription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: issueEPrescription, onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKey }) });
}

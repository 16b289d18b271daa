import { useMutation, useQueryClient } from '@tanstack/react-query';
import { prescriptionsApiPaths } from '@/config/prescriptions-api-paths';
import { apiRequest, loadAuthSchemas } from '@/lib/api-client';
import { prescriptionsQueryKey } from './get-prescriptions';

const responseSchema = () => loadAuthSchemas().then((m) => m.MessageResponseSchema);

/** DELETE /api/prescriptions/{id}: 'Prescription deleted successfully'. */
export function deletePrescription(id: number): Promise<{ message: string }> {
  return apiRequest(prescriptionsApiPaths.prescription(id), { method: 'DELETE', schema: responseSchema, auth: true });
}

export function useDeletePrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrescription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prescriptionsQueryKey }),
  });
}

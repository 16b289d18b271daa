import type { AnalysisStartedResponse } from '@dawa/shared/prescriptions/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { prescriptionsApiPaths } from '@/config/prescriptions-api-paths';
import { apiRequest } from '@/lib/api-client';
import { prescriptionsQueryKey } from './get-prescriptions';
import { loadPrescriptionSchemas } from './schemas';

const responseSchema = () => loadPrescriptionSchemas().then((m) => m.AnalysisStartedResponseSchema);

/** POST /api/prescriptions/analyze/{id}: 202, the analysis runs in the background (the lists poll until it ends). */
export function analyzePrescription(id: number): Promise<AnalysisStartedResponse> {
  return apiRequest(prescriptionsApiPaths.analyze(id), { method: 'POST', schema: responseSchema, auth: true });
}

export function useAnalyzePrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzePrescription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prescriptionsQueryKey }),
  });
}

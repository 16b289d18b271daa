import type { Prescription } from '@dawa/shared/prescriptions/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { prescriptionsApiPaths } from '@/config/prescriptions-api-paths';
import { apiGet } from '@/lib/api-client';
import { ANALYSIS_POLL_MS, prescriptionsQueryKey } from './get-prescriptions';
import { loadPrescriptionSchemas } from './schemas';

const responseSchema = () => loadPrescriptionSchemas().then((m) => m.PrescriptionSchema);

/** GET /api/prescriptions/{id}: one prescription with its detected medicines. */
export function getPrescription(id: number, signal?: AbortSignal): Promise<Prescription> {
  return apiGet(prescriptionsApiPaths.prescription(id), responseSchema, { signal, auth: true });
}

export const prescriptionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...prescriptionsQueryKey, 'one', id],
    queryFn: ({ signal }) => getPrescription(id, signal),
    staleTime: 0,
    // The analysis modal follows a running analysis until it ends.
    refetchInterval: (query) => (query.state.data?.status === 'analyzing' ? ANALYSIS_POLL_MS : false),
  });

export function usePrescription(id: number, initial?: Prescription) {
  return useQuery({ ...prescriptionQueryOptions(id), ...(initial ? { placeholderData: initial } : {}) });
}

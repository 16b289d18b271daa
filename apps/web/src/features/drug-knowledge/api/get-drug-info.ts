import type { DrugInfoResponse } from '@dawa/shared/assistant/knowledge/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { drugKnowledgeApiPaths } from '@/config/drug-knowledge-api-paths';
import { apiGet } from '@/lib/api-client';

const responseSchema = () => import('@dawa/shared/assistant/knowledge/schemas').then((m) => m.DrugInfoResponseSchema);

/** GET /api/ai/drug-info/{id}: the monographs of the product's salts, with their sources. */
export function getDrugInfo(productId: number, signal?: AbortSignal): Promise<DrugInfoResponse> {
  return apiGet(drugKnowledgeApiPaths.drugInfo(productId), responseSchema, { signal });
}

export const drugInfoQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['ai', 'drug-info', productId],
    queryFn: ({ signal }) => getDrugInfo(productId, signal),
    // Monographs change only with a release.
    staleTime: 60 * 60_000,
  });

export function useDrugInfo(productId: number, enabled: boolean) {
  return useQuery({ ...drugInfoQueryOptions(productId), enabled });
}

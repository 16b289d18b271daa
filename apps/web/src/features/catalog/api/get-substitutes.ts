import type { SubstituteListResponse } from '@dawa/shared/catalog/substitutes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { substitutesApiPath } from '@/config/substitutes-api-paths';
import { apiGet } from '@/lib/api-client';

const responseSchema = () => import('@dawa/shared/catalog/substitutes').then((m) => m.SubstituteListResponseSchema);

/** GET /api/products/{id}/substitutes: other makers' products with the same salt, strength and form, cheapest first. */
export function getSubstitutes(productId: number | string, signal?: AbortSignal): Promise<SubstituteListResponse> {
  return apiGet(substitutesApiPath(productId), responseSchema, { signal });
}

export const substitutesQueryOptions = (productId: number | string) =>
  queryOptions({
    queryKey: ['products', 'substitutes', String(productId)],
    queryFn: ({ signal }) => getSubstitutes(productId, signal),
  });

export function useSubstitutes(productId: number | string, enabled = true) {
  return useQuery({ ...substitutesQueryOptions(productId), enabled });
}

import type { ReceiveStockBatchBody, ReceiveStockBatchResponse, StockBatchListResponse } from '@dawa/shared/admin/stock-batches';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '@/config/admin-paths';
import { apiGet, apiRequest } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';

const schemas = () => import('@dawa/shared/admin/stock-batches');
const batchesKey = (productId: number) => [...ME_QUERY_KEY, 'admin', 'stock-batches', productId] as const;

/** GET /api/admin/products/:id/batches: the product's batches, usable ones by earliest expiry. */
export function useStockBatches(productId: number) {
  return useQuery({
    queryKey: batchesKey(productId),
    queryFn: ({ signal }): Promise<StockBatchListResponse> =>
      apiGet(adminApiPaths.productBatches(productId), () => schemas().then((m) => m.StockBatchListResponseSchema), { signal, auth: true }),
    staleTime: 0,
  });
}

/** POST /api/admin/products/:id/batches: receives a batch and raises the stock. */
export function useReceiveStockBatch(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReceiveStockBatchBody): Promise<ReceiveStockBatchResponse> =>
      apiRequest(adminApiPaths.productBatches(productId), {
        method: 'POST',
        json: body,
        auth: true,
        schema: () => schemas().then((m) => m.ReceiveStockBatchResponseSchema),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchesKey(productId) }),
  });
}

/** The catalogue's suggestions (GET /api/products/suggestions) to pick the product a delivery is for. */
export function useProductChoices(q: string) {
  return useQuery({
    queryKey: ['admin', 'stock', 'product-choices', q],
    queryFn: ({ signal }) =>
      apiGet(adminApiPaths.productSuggestions(q), () => import('@dawa/shared/catalog/schemas').then((m) => m.SuggestionResponseSchema), { signal }),
    enabled: q.trim().length >= 2,
  });
}

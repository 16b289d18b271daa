import type { QueryClient } from '@tanstack/react-query';

/** Every admin product list (any filter or page); refreshed after each write. */
export const adminProductsQueryKey = ['admin', 'products'] as const;

/**
 * After a write: lists on screen are fetched again, and lists not on screen (other searches and
 * pages) are forgotten, so going back to one never shows a deleted or stale product first.
 */
export function refreshAdminProducts(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: adminProductsQueryKey, type: 'inactive' });
  return queryClient.invalidateQueries({ queryKey: adminProductsQueryKey });
}

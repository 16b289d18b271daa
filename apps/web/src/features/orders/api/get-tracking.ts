import type { TrackingListResponse, TrackingRecord } from '@dawa/shared/commerce/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiGet, loadOrderSchemas } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';

const listSchema = () => loadOrderSchemas().then((m) => m.TrackingListResponseSchema);
const recordSchema = () => loadOrderSchemas().then((m) => m.TrackingRecordSchema);

/** GET /api/tracking?page=N: a tracking card per order, newest first. */
export function getTracking(page: number, signal?: AbortSignal): Promise<TrackingListResponse> {
  return apiGet(commerceApiPaths.tracking(page), listSchema, { signal, auth: true });
}

/** GET /api/orders/{orderId}/tracking: one order's tracking card. */
export function getOrderTracking(orderId: string, signal?: AbortSignal): Promise<TrackingRecord> {
  return apiGet(commerceApiPaths.orderTracking(orderId), recordSchema, { signal, auth: true });
}

export const trackingQueryKey = [...ME_QUERY_KEY, 'tracking'] as const;

export const trackingQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...trackingQueryKey, 'list', page],
    queryFn: ({ signal }) => getTracking(page, signal),
    placeholderData: keepPreviousData,
    // Statuses change behind the customer's back (payment, shipping): always ask again on a visit.
    staleTime: 0,
  });

export const orderTrackingQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: [...trackingQueryKey, 'order', orderId], queryFn: ({ signal }) => getOrderTracking(orderId, signal), staleTime: 0 });

export function useTracking(page: number) {
  return useQuery(trackingQueryOptions(page));
}

export function useOrderTracking(orderId: string) {
  return useQuery(orderTrackingQueryOptions(orderId));
}

import type { Address } from '@dawa/shared/commerce/address';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiGet, loadAddressSchemas } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';

const responseSchema = () => loadAddressSchemas().then((m) => m.AddressListResponseSchema);

/** GET /api/addresses: the customer's address book. */
export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return (await apiGet(commerceApiPaths.addresses(), responseSchema, { signal, auth: true })).addresses;
}

export const addressesQueryKey = [...ME_QUERY_KEY, 'addresses'] as const;

export const addressesQueryOptions = () => queryOptions({ queryKey: addressesQueryKey, queryFn: ({ signal }) => getAddresses(signal) });

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}

import type { Address, AddressInput } from '@dawa/shared/commerce/address';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiGet, apiRequest, loadAddressSchemas } from '@/lib/api-client';
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

/** What the address book's forms send: a typed address, and whether it becomes the default. */
export type AddressChange = AddressInput & { isDefault?: boolean };

const addressSchema = () => loadAddressSchemas().then((m) => m.AddressSchema);

/** POST, PUT and DELETE on /api/addresses; each refreshes the book checkout and the profile show. */
export function useAddressBookChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: addressesQueryKey });
  const add = useMutation({
    mutationFn: (body: AddressChange) =>
      apiRequest(commerceApiPaths.addresses(), { method: 'POST', json: body, auth: true, schema: addressSchema }),
    onSuccess: refresh,
  });
  const change = useMutation({
    mutationFn: ({ id, body }: { id: number; body: AddressChange }) =>
      apiRequest(commerceApiPaths.address(id), { method: 'PUT', json: body, auth: true, schema: addressSchema }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest(commerceApiPaths.address(id), { method: 'DELETE', auth: true, schema: responseSchema }),
    onSuccess: refresh,
  });
  return { add, change, remove };
}

import { useQuery } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { prescriptionsQueryKey } from './get-prescriptions';

/**
 * A private prescription file (or its thumbnail): an <img> cannot send the bearer token, so the bytes
 * are fetched through the API client and shown from memory (components/blob-image.tsx).
 */
export function usePrivateFile(url: string | null) {
  return useQuery({
    queryKey: [...prescriptionsQueryKey, 'file', url],
    queryFn: () => apiDownload(url ?? '', { auth: true }),
    enabled: url !== null,
    staleTime: Infinity,
    retry: false,
  });
}

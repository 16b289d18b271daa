import { useQuery } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';

/**
 * A private prescription file (or its thumbnail): an <img> cannot send the bearer token, so the bytes
 * are fetched through the API client and shown from memory (components/blob-image.tsx).
 */
export function usePrivateFile(url: string | null) {
  return useQuery({
    // Not under the list's key: refreshing the list (after a delete, say) must not fetch files again.
    queryKey: [...ME_QUERY_KEY, 'prescription-file', url],
    queryFn: () => apiDownload(url ?? '', { auth: true }),
    enabled: url !== null,
    staleTime: Infinity,
    retry: false,
  });
}

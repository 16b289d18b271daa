import { SUGGESTIONS_LIMIT } from '@dawa/shared/catalog/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet, loadCatalogSchemas } from '@/lib/api-client';

const responseSchema = () => loadCatalogSchemas().then((m) => m.SuggestionResponseSchema);

/** GET /api/products/suggestions?q=&limit=8 */
export function getSuggestions(q: string, signal?: AbortSignal) {
  return apiGet(apiPaths.suggestions(q, SUGGESTIONS_LIMIT), responseSchema, { signal });
}

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['suggestions', q.trim().toLowerCase()],
    queryFn: ({ signal }) => getSuggestions(q.trim(), signal),
    staleTime: 5 * 60_000,
  });

export function useSuggestions(q: string) {
  return useQuery({ ...suggestionsQueryOptions(q), enabled: q.trim() !== '' });
}

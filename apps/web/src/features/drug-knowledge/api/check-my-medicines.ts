import type { CustomerMedicinesResponse } from '@dawa/shared/assistant/knowledge/customer-medicines-schemas';
import { useQuery } from '@tanstack/react-query';
import { drugKnowledgeApiPaths } from '@/config/drug-knowledge-api-paths';
import { apiRequest } from '@/lib/api-client';
import { ME_QUERY_KEY, useSession } from '@/lib/auth/session';

const responseSchema = () =>
  import('@dawa/shared/assistant/knowledge/customer-medicines-schemas').then((m) => m.CustomerMedicinesResponseSchema);

/** POST /api/ai/my-medicines-check: the checkout's products against the signed-in customer's other medicines. */
export function checkMyMedicines(productIds: readonly number[], signal?: AbortSignal): Promise<CustomerMedicinesResponse> {
  return apiRequest(drugKnowledgeApiPaths.myMedicinesCheck(), {
    method: 'POST',
    json: { productIds },
    auth: true,
    schema: responseSchema,
    signal,
  });
}

/** The warnings of these products against the customer's prescriptions and recent orders (kept with the session's queries). */
export function useMyMedicinesCheck(productIds: readonly number[]) {
  // A visitor has no medicines on file; checkout asks them to log in first.
  const { user } = useSession();
  return useQuery({
    queryKey: [...ME_QUERY_KEY, 'ai', 'my-medicines-check', [...productIds].sort((a, b) => a - b)],
    queryFn: ({ signal }) => checkMyMedicines(productIds, signal),
    enabled: user !== null && productIds.length > 0,
    staleTime: 60_000,
  });
}

import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet, loadAuthSchemas } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';

const responseSchema = () => loadAuthSchemas().then((m) => m.ProfileSchema);

/**
 * GET /api/profile, for the phone number the checkout fills in when the chosen address has none.
 * Same cache entry as the profile page's (so a saved profile is seen here at once).
 */
export function useProfilePhone() {
  return useQuery({
    queryKey: [...ME_QUERY_KEY, 'profile'],
    queryFn: ({ signal }) => apiGet(apiPaths.profile(), responseSchema, { signal, auth: true }),
    select: (profile) => (profile.phone ? { phoneCountry: profile.phoneCountry, phone: profile.phone } : null),
  });
}

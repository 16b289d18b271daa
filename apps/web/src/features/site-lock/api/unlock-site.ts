import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';

/** POST /api/site-lock/unlock: on success the server sets its signed unlock cookie (401 'Incorrect password.' otherwise). */
export function unlockSite(password: string) {
  return apiRequest(apiPaths.siteLockUnlock(), { method: 'POST', json: { password } });
}

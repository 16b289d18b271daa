import type { RegisterBody } from '@dawa/shared/auth/schemas';
import { apiPaths } from '@/config/paths';
import { apiRequest, loadAuthSchemas } from '@/lib/api-client';

const responseSchema = () => loadAuthSchemas().then((m) => m.RegisterResponseSchema);

/** POST /api/register: 201 {message, email}; a 6-digit code and a link are mailed. */
export function register(body: RegisterBody) {
  return apiRequest(apiPaths.register(), { method: 'POST', json: body, schema: responseSchema });
}

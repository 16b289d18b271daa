import { apiPaths } from '@/config/paths';
import { apiRequest, loadAuthSchemas } from '@/lib/api-client';
import { startSession } from '@/lib/auth/session';

const responseSchema = () => loadAuthSchemas().then((m) => m.SessionResponseSchema);

/** POST /api/login: starts the session (access token in memory, refresh token in the httpOnly cookie). */
export async function login(body: { email: string; password: string }) {
  const session = await apiRequest(apiPaths.login(), { method: 'POST', json: body, schema: responseSchema });
  startSession(session);
  return session;
}

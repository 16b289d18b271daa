import { twoFactorApiPaths } from '@/config/two-factor-api-paths';
import { apiRequest, loadAuthSchemas } from '@/lib/api-client';
import { startSession } from '@/lib/auth/session';

const responseSchema = () => loadAuthSchemas().then((m) => m.SessionResponseSchema);

/** POST /api/login/two-factor: the challenge of the password step and a code; starts the session. */
export async function loginTwoFactor(body: { challengeToken: string; code: string }) {
  const session = await apiRequest(twoFactorApiPaths.loginTwoFactor(), { method: 'POST', json: body, schema: responseSchema });
  startSession(session);
  return session;
}

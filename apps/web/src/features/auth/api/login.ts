import type { LoginResponse } from '@dawa/shared/auth/two-factor';
import { apiPaths } from '@/config/paths';
import { loadTwoFactorSchemas } from '@/config/two-factor-api-paths';
import { apiRequest } from '@/lib/api-client';
import { startSession } from '@/lib/auth/session';

const responseSchema = () => loadTwoFactorSchemas().then((m) => m.LoginResponseSchema);

/** What the password step led to: a session, or the two-factor step with its challenge. */
export type LoginOutcome = { kind: 'session' } | { kind: 'two-factor'; challengeToken: string };

/**
 * POST /api/login: starts the session (access token in memory, refresh token in the httpOnly cookie),
 * or, for an account with two-factor sign-in, answers the challenge for the code step.
 */
export async function login(body: { email: string; password: string }): Promise<LoginOutcome> {
  const answer: LoginResponse = await apiRequest(apiPaths.login(), { method: 'POST', json: body, schema: responseSchema });
  if ('twoFactorRequired' in answer) return { kind: 'two-factor', challengeToken: answer.challengeToken };
  startSession(answer);
  return { kind: 'session' };
}

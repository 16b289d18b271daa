import { apiPaths } from '@/config/paths';
import { apiRequest, loadAuthSchemas } from '@/lib/api-client';

const responseSchema = () => loadAuthSchemas().then((m) => m.MessageResponseSchema);

/** POST /api/verify-email-otp {email, otp}. */
export function verifyEmailOtp(body: { email: string; otp: string }) {
  return apiRequest(apiPaths.verifyEmailOtp(), { method: 'POST', json: body, schema: responseSchema });
}

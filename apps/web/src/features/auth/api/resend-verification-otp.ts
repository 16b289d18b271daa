import { apiPaths } from '@/config/paths';
import { apiRequest, loadAuthSchemas } from '@/lib/api-client';

const responseSchema = () => loadAuthSchemas().then((m) => m.MessageResponseSchema);

/** POST /api/resend-verification-otp {email}: 429 with a message during the 60 s cooldown. */
export function resendVerificationOtp(email: string) {
  return apiRequest(apiPaths.resendVerificationOtp(), { method: 'POST', json: { email }, schema: responseSchema });
}

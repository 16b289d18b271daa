import { apiPaths } from '@/config/paths';
import { apiRequest, loadAuthSchemas } from '@/lib/api-client';

const responseSchema = () => loadAuthSchemas().then((m) => m.MessageResponseSchema);

/** POST /api/resend-verification-otp {email}: the same answer for every address (within the 60 s cooldown the code already sent stays); 429 only from the per-address request limit. */
export function resendVerificationOtp(email: string) {
  return apiRequest(apiPaths.resendVerificationOtp(), { method: 'POST', json: { email }, schema: responseSchema });
}

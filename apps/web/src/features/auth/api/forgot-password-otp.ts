import { apiPaths } from '@/config/paths';
import { apiRequest, loadAuthSchemas } from '@/lib/api-client';

const responseSchema = () => loadAuthSchemas().then((m) => m.MessageResponseSchema);

/** POST /api/forgot-password-otp {email}: the same answer whether or not the address has an account. */
export function forgotPasswordOtp(email: string) {
  return apiRequest(apiPaths.forgotPasswordOtp(), { method: 'POST', json: { email }, schema: responseSchema });
}

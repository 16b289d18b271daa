import { apiPaths } from '@/config/paths';
import { apiRequest, loadAuthSchemas } from '@/lib/api-client';

const responseSchema = () => loadAuthSchemas().then((m) => m.MessageResponseSchema);

/** POST /api/reset-password {email, otp, newPassword}: the server checks the code here. */
export function resetPassword(body: { email: string; otp: string; newPassword: string }) {
  return apiRequest(apiPaths.resetPassword(), { method: 'POST', json: body, schema: responseSchema });
}

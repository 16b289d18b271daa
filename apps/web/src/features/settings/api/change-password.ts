import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest, loadAuthSchemas } from '@/lib/api-client';

const responseSchema = () => loadAuthSchemas().then((m) => m.MessageResponseSchema);

/** POST /api/settings/change-password; the server ends the other sessions. */
export function changePassword(body: { currentPassword: string; newPassword: string }) {
  return apiRequest(apiPaths.changePassword(), { method: 'POST', json: body, schema: responseSchema, auth: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

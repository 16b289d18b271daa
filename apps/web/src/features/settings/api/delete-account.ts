import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest, loadAuthSchemas } from '@/lib/api-client';

const responseSchema = () => loadAuthSchemas().then((m) => m.MessageResponseSchema);

/** POST /api/settings/delete-account with the password and the typed phrase. */
export function deleteAccount(body: { password: string; confirmation: string }) {
  return apiRequest(apiPaths.deleteAccount(), { method: 'POST', json: body, schema: responseSchema, auth: true });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadTwoFactorSchemas, twoFactorApiPaths } from '@/config/two-factor-api-paths';
import { apiRequest, loadAuthSchemas } from '@/lib/api-client';
import { settingsQueryKey } from './get-settings';

const setupSchema = () => loadTwoFactorSchemas().then((m) => m.TwoFactorSetupResponseSchema);
const enabledSchema = () => loadTwoFactorSchemas().then((m) => m.TwoFactorEnabledResponseSchema);
const messageSchema = () => loadAuthSchemas().then((m) => m.MessageResponseSchema);

/** POST /api/settings/two-factor/setup: a new secret as a QR code and a manual key; off until confirmed. */
export function startTwoFactorSetup() {
  return apiRequest(twoFactorApiPaths.setup(), { method: 'POST', schema: setupSchema, auth: true });
}

/** POST /api/settings/two-factor/confirm: turns two-factor sign-in on; answers the recovery codes, once. */
export function confirmTwoFactor(body: { code: string }) {
  return apiRequest(twoFactorApiPaths.confirm(), { method: 'POST', json: body, schema: enabledSchema, auth: true });
}

/** POST /api/settings/two-factor/disable with the password or a current code. */
export function disableTwoFactor(body: { password?: string; code?: string }) {
  return apiRequest(twoFactorApiPaths.disable(), { method: 'POST', json: body, schema: messageSchema, auth: true });
}

/** Both change the twoFactorAuth setting on the server: the saved settings are read again. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmTwoFactor, onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryKey }) });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryKey }) });
}

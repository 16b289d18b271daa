import type { MessageResponse } from '@dawa/shared/auth/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '@/config/admin-paths';
import { apiRequest } from '@/lib/api-client';
import { adminUsersQueryKey } from './get-users';
import { loadMessageSchema } from './schemas';

/** DELETE /api/admin/users/{id}: the account is deleted as its owner's own deletion would. */
export function deleteUser(id: number): Promise<MessageResponse> {
  return apiRequest(adminApiPaths.user(id), { method: 'DELETE', auth: true, schema: loadMessageSchema });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }) });
}

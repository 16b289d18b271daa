import type { AdminUpdateUserBody, AdminUser } from '@dawa/shared/admin/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '@/config/admin-paths';
import { apiRequest } from '@/lib/api-client';
import { adminUsersQueryKey } from './get-users';
import { loadAdminUserSchemas } from './schemas';

/** PUT /api/admin/users/{id}: the inline edit (name, e-mail, role). */
export function updateUser({ id, body }: { id: number; body: AdminUpdateUserBody }): Promise<AdminUser> {
  return apiRequest(adminApiPaths.user(id), {
    method: 'PUT',
    json: body,
    auth: true,
    schema: () => loadAdminUserSchemas().then((m) => m.AdminUserSchema),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }) });
}

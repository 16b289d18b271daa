import type { AdminUser } from '@dawa/shared/admin/users';
import type { Role } from '@dawa/shared/auth/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '@/config/admin-paths';
import { apiRequest } from '@/lib/api-client';
import { adminUsersQueryKey } from './get-users';
import { loadAdminUserSchemas } from './schemas';

/** PUT /api/admin/users/{id}/role: 'Promote to Admin', 'Demote to User'. */
export function changeUserRole({ id, role }: { id: number; role: Role }): Promise<AdminUser> {
  return apiRequest(adminApiPaths.userRole(id), {
    method: 'PUT',
    json: { role },
    auth: true,
    schema: () => loadAdminUserSchemas().then((m) => m.AdminUserSchema),
  });
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeUserRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }) });
}

import type { AdminDoctor, AdminDoctorBody } from '@dawa/shared/care/doctors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '@/config/admin-paths';
import { apiRequest } from '@/lib/api-client';
import { adminDoctorsQueryKey } from './get-doctors';
import { loadDoctorSchemas } from './schemas';

/** POST /api/admin/doctors (no id) or PUT /api/admin/doctors/{id}: the whole profile and schedule. */
export function saveDoctor({ id, body }: { id: number | null; body: AdminDoctorBody }): Promise<AdminDoctor> {
  return apiRequest(adminApiPaths.doctor(id ?? undefined), {
    method: id === null ? 'POST' : 'PUT',
    json: body,
    auth: true,
    schema: () => loadDoctorSchemas().then((m) => m.AdminDoctorSchema),
  });
}

export function useSaveDoctor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveDoctor, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminDoctorsQueryKey }) });
}

import type { AdminDoctor } from '@dawa/shared/care/doctors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '@/config/admin-paths';
import { apiRequest } from '@/lib/api-client';
import { adminDoctorsQueryKey } from './get-doctors';
import { loadDoctorSchemas } from './schemas';

/** DELETE /api/admin/doctors/{id}: deactivates (soft); the profile stays for staff and past appointments. */
export function deactivateDoctor(id: number): Promise<AdminDoctor> {
  return apiRequest(adminApiPaths.doctor(id), {
    method: 'DELETE',
    auth: true,
    schema: () => loadDoctorSchemas().then((m) => m.AdminDoctorSchema),
  });
}

export function useDeactivateDoctor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deactivateDoctor, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminDoctorsQueryKey }) });
}

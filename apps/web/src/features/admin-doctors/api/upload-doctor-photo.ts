import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '@/config/admin-paths';
import { apiRequest } from '@/lib/api-client';
import { adminDoctorsQueryKey } from './get-doctors';
import { loadDoctorSchemas } from './schemas';

/** POST /api/admin/doctors/{id}/photo: multipart field photo; the server checks the bytes and re-encodes. */
export function uploadDoctorPhoto({ id, file }: { id: number; file: Blob }) {
  const form = new FormData();
  form.append('photo', file, 'photo');
  return apiRequest(adminApiPaths.doctorPhoto(id), {
    method: 'POST',
    form,
    auth: true,
    schema: () => loadDoctorSchemas().then((m) => m.DoctorPhotoResponseSchema),
  });
}

export function useUploadDoctorPhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadDoctorPhoto, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminDoctorsQueryKey }) });
}

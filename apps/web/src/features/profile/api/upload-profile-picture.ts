import type { Profile } from '@dawa/shared/auth/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest, loadAuthSchemas } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/auth/session';
import { profileQueryKey } from './get-profile';

const responseSchema = () => loadAuthSchemas().then((m) => m.ProfilePictureResponseSchema);

/** POST /api/profile/upload: multipart field profilePicture; the server re-checks and re-encodes it. */
export function uploadProfilePicture(image: Blob) {
  const form = new FormData();
  form.append('profilePicture', image, 'profile-picture.jpg');
  return apiRequest(apiPaths.profileUpload(), { method: 'POST', form, schema: responseSchema, auth: true });
}

export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePicture,
    onSuccess: ({ profilePictureUrl }) => {
      queryClient.setQueryData<Profile>(profileQueryKey, (old) => (old ? { ...old, profilePicture: profilePictureUrl } : old));
      updateSessionUser({ profilePicture: profilePictureUrl });
    },
  });
}

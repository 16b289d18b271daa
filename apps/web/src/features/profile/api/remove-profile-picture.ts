import type { Profile } from '@dawa/shared/auth/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/auth/session';
import { profileQueryKey } from './get-profile';

/** DELETE /api/profile/profile-picture. */
export function removeProfilePicture() {
  return apiRequest(apiPaths.profilePicture(), { method: 'DELETE', auth: true });
}

export function useRemoveProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProfilePicture,
    onSuccess: () => {
      queryClient.setQueryData<Profile>(profileQueryKey, (old) => (old ? { ...old, profilePicture: null } : old));
      updateSessionUser({ profilePicture: null });
    },
  });
}

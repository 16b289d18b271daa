import type { Profile, UpdateProfileBody } from '@dawa/shared/auth/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiRequest, loadAuthSchemas } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/auth/session';
import { profileQueryKey } from './get-profile';

const responseSchema = () => loadAuthSchemas().then((m) => m.ProfileSchema);

/** PUT /api/profile: answers the saved profile. */
export function updateProfile(body: UpdateProfileBody): Promise<Profile> {
  return apiRequest(apiPaths.profile(), { method: 'PUT', json: body, schema: responseSchema, auth: true });
}

/** Saves the profile; the header's greeting follows a new first name. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      updateSessionUser({ firstName: profile.firstName, lastName: profile.lastName, profilePicture: profile.profilePicture });
    },
  });
}

import crypto from 'node:crypto';
import type { MessageResponse, Profile, UpdateProfileBody } from '@dawa/shared/auth/schemas';
import { inTransaction } from '../../db/client.ts';
import { AppError, authenticationRequired } from '../../lib/app-error.ts';
import { toAvatarJpeg } from './avatar-image.ts';
import type { AccountsContext } from './context.ts';
import * as users from './users.repository.ts';
import { avatarUrl, toProfile } from './views.ts';

export const EMAIL_NOT_EDITABLE_MESSAGE = 'Email cannot be changed for security reasons';

const AVATAR_FOLDER = 'avatars';
/** Avatar file names: 24 random base64url characters and .jpg (what the media route accepts). */
export const AVATAR_KEY_PATTERN = /^[A-Za-z0-9_-]{24}\.jpg$/;

/** The account of a valid token; a deleted account's tokens stop working here at once. */
export async function loadLiveUser(ctx: AccountsContext, userId: number): Promise<users.UserRow> {
  const user = await users.findUserById(ctx.db, userId);
  if (!user) throw authenticationRequired();
  return user;
}

/** The caller's own profile and profile picture (every function takes the id from the access token, never from the request). */
export function createProfileService(ctx: AccountsContext) {
  const { db, storage } = ctx;

  /** Deletes a replaced or removed avatar file; a failure only leaves an orphan file, so it is logged. */
  async function deleteAvatarFile(key: string | null): Promise<void> {
    if (!key) return;
    try {
      await storage.delete(`${AVATAR_FOLDER}/${key}`);
    } catch (error) {
      ctx.log.error({ err: error, key }, 'deleting an avatar file failed');
    }
  }

  return {
    /** The caller's profile. */
    async getProfile(userId: number): Promise<Profile> {
      return toProfile(await loadLiveUser(ctx, userId));
    },

    /** Saves the given profile fields; the e-mail may be sent along but never changes. */
    async updateProfile(userId: number, body: UpdateProfileBody): Promise<Profile> {
      const user = await loadLiveUser(ctx, userId);
      const { email, ...patch } = body;
      if (email !== undefined && email.trim().toLowerCase() !== user.email) {
        throw new AppError('invalid_input', EMAIL_NOT_EDITABLE_MESSAGE, { email: [EMAIL_NOT_EDITABLE_MESSAGE] });
      }
      const updated = Object.keys(patch).length > 0 ? await users.updateProfile(db, userId, patch) : user;
      if (!updated) throw authenticationRequired();
      return toProfile(updated);
    },

    /** Replaces the avatar with the uploaded image, checked and re-encoded as a 200x200 JPEG under a random name. */
    async setProfilePicture(userId: number, upload: Buffer): Promise<{ profilePictureUrl: string }> {
      await loadLiveUser(ctx, userId);
      const jpeg = await toAvatarJpeg(upload);
      const key = `${crypto.randomBytes(18).toString('base64url')}.jpg`;
      await storage.put(`${AVATAR_FOLDER}/${key}`, jpeg);
      let swapped: { previous: string | null } | undefined;
      try {
        swapped = await inTransaction(db, (tx) => users.swapProfilePictureKey(tx, userId, key));
      } catch (error) {
        await deleteAvatarFile(key);
        throw error;
      }
      if (!swapped) {
        await deleteAvatarFile(key);
        throw authenticationRequired();
      }
      await deleteAvatarFile(swapped.previous);
      return { profilePictureUrl: avatarUrl(key) };
    },

    /** Removes the avatar (the file too). */
    async removeProfilePicture(userId: number): Promise<MessageResponse> {
      const swapped = await inTransaction(db, (tx) => users.swapProfilePictureKey(tx, userId, null));
      if (!swapped) throw authenticationRequired();
      await deleteAvatarFile(swapped.previous);
      return { message: 'Profile picture removed successfully!' };
    },

    /** The JPEG bytes of an avatar by its file name. */
    async readAvatar(key: string): Promise<Buffer> {
      const bytes = AVATAR_KEY_PATTERN.test(key) ? await storage.get(`${AVATAR_FOLDER}/${key}`) : null;
      if (!bytes) throw new AppError('not_found', 'Image not found.');
      return bytes;
    },

    /** Deletes an avatar file after its account was deleted. */
    deleteAvatarFile,
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;

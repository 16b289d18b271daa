import type { Profile, User } from '@dawa/shared/auth/schemas';
import type { UserRow } from './users.repository.ts';

/** Where an avatar is served; the key is a random file name. */
export const avatarUrl = (key: string) => `/api/media/avatars/${key}`;

/** The user as login and refresh describe it (never the password hash: the response schema is a whitelist too). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    profilePicture: row.profilePictureKey ? avatarUrl(row.profilePictureKey) : null,
  };
}

/** The profile page's view of the account. */
export function toProfile(row: UserRow): Profile {
  return {
    ...toUser(row),
    phoneCountry: row.phoneCountry,
    phone: row.phone,
    dob: row.dob,
    country: row.country,
    state: row.state,
    city: row.city,
    postalCode: row.postalCode,
    address: row.address,
    createdAt: row.createdAt.toISOString(),
  };
}

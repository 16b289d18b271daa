import { ApiError } from '@/lib/api-client';

/** The spec's texts of User Management (account spec sections 2, 5 and 8) and the plain ones it lacks. */
export const USERS_TEXT = {
  fetchFailed: 'Failed to fetch users',
  updateFailed: 'Failed to update user',
  roleFailed: 'Failed to update user role',
  deleteFailed: 'Failed to delete user',
  empty: 'No users found.',
  deleteQuestion: 'Delete this user?',
  promote: 'Promote to Admin',
  demote: 'Demote to User',
  updated: 'User updated successfully',
  roleUpdated: 'User role updated successfully',
  deleted: 'User deleted successfully',
} as const;

/** The spec's failure text, followed by the server's reason when it refused the change (a 4xx says why). */
export function failureText(spec: string, error: unknown): string {
  return error instanceof ApiError && error.isClientError && error.status !== 401 && error.message ? `${spec}: ${error.message}` : spec;
}

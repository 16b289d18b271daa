import { z } from 'zod';
import { EmailFieldSchema, RoleSchema, personNameSchema } from '../auth/schemas.ts';
import { pagedSchema } from '../http/pagination.ts';
import { positiveIntParam } from '../http/primitives.ts';

/** Users per page in User Management when the caller does not say. */
export const ADMIN_USERS_PAGE_SIZE = 20;

/** A user as User Management shows it (never the password hash or personal details beyond these). */
export const AdminUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: RoleSchema,
  emailVerified: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** GET /api/admin/users: server-side search on name and e-mail, paged, newest accounts first. */
export const AdminUserListQuerySchema = z
  .object({
    search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
    page: positiveIntParam('page', 10_000).optional(),
    pageSize: positiveIntParam('pageSize', 100).optional(),
  })
  .strict();
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

export const AdminUserListResponseSchema = pagedSchema(AdminUserSchema);
export type AdminUserListResponse = z.infer<typeof AdminUserListResponseSchema>;

export const AdminUserParamsSchema = z.object({ id: positiveIntParam('User id', 2_147_483_647) }).strict();

/** PUT /api/admin/users/{id}: the inline edit (name, e-mail, role). */
export const AdminUpdateUserBodySchema = z
  .object({
    firstName: personNameSchema('First name'),
    lastName: personNameSchema('Last name'),
    email: EmailFieldSchema,
    role: RoleSchema,
  })
  .strict();
export type AdminUpdateUserBody = z.infer<typeof AdminUpdateUserBodySchema>;

/** PUT /api/admin/users/{id}/role: 'Promote to Admin', 'Demote to User' and the role select. */
export const AdminChangeRoleBodySchema = z.object({ role: RoleSchema }).strict();
export type AdminChangeRoleBody = z.infer<typeof AdminChangeRoleBodySchema>;

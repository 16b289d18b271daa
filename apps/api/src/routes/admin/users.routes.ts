import {
  AdminChangeRoleBodySchema,
  AdminUpdateUserBodySchema,
  AdminUserListQuerySchema,
  AdminUserListResponseSchema,
  AdminUserParamsSchema,
  AdminUserSchema,
} from '@dawa/shared/admin/users';
import { MessageResponseSchema } from '@dawa/shared/auth/schemas';
import { errorResponses } from '../auth/route-options.ts';
import { staffOf, staffRoutes } from './staff-routes.ts';

/** User Management under /api/admin/users (admins only). */
export const adminUserRoutes = staffRoutes(['admin'], async (app) => {
  const { userManagement } = app.services;

  app.get(
    '/users',
    {
      schema: {
        summary: 'Accounts, searched on name and e-mail, paged (newest first)',
        querystring: AdminUserListQuerySchema,
        response: { 200: AdminUserListResponseSchema, ...errorResponses(400) },
      },
    },
    (request) => userManagement.listUsers(request.query),
  );
  app.put(
    '/users/:id',
    {
      schema: {
        summary: "Edit an account's name, e-mail and role",
        params: AdminUserParamsSchema,
        body: AdminUpdateUserBodySchema,
        response: { 200: AdminUserSchema, ...errorResponses(400, 404, 409) },
      },
    },
    (request) => userManagement.updateUser(staffOf(request), request.params.id, request.body),
  );
  app.put(
    '/users/:id/role',
    {
      schema: {
        summary: "Change an account's role (nobody changes their own; the last admin stays)",
        params: AdminUserParamsSchema,
        body: AdminChangeRoleBodySchema,
        response: { 200: AdminUserSchema, ...errorResponses(400, 404, 409) },
      },
    },
    (request) => userManagement.changeRole(staffOf(request), request.params.id, request.body.role),
  );
  app.delete(
    '/users/:id',
    {
      schema: {
        summary: 'Delete an account (anonymised as its own deletion does; sessions end)',
        params: AdminUserParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    (request) => userManagement.deleteUser(staffOf(request), request.params.id),
  );
});

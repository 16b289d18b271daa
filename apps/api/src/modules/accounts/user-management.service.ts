import type { AdminUser, AdminUserListQuery, AdminUserListResponse, AdminUpdateUserBody } from '@dawa/shared/admin/users';
import { ADMIN_USERS_PAGE_SIZE } from '@dawa/shared/admin/users';
import type { Role } from '@dawa/shared/auth/rules';
import type { MessageResponse } from '@dawa/shared/auth/schemas';
import { pageCount } from '@dawa/shared/http/pagination';
import { inTransaction } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit, type AuditActor, type AuditContext } from '../audit/audit.service.ts';
import type { EraseAccount } from './account-erasure.ts';
import type { AccountsContext } from './context.ts';
import * as sessions from './sessions.repository.ts';
import { forgetEndedSessions } from './sessions.service.ts';
import * as users from './users.repository.ts';

export const USER_NOT_FOUND = 'User not found.';
export const CANNOT_CHANGE_OWN_ROLE = 'You cannot change your own role.';
export const CANNOT_DELETE_YOURSELF = 'You cannot delete your own account here. Use Settings to delete it.';
export const LAST_ADMIN_DEMOTE = 'The last admin cannot be demoted. Promote another admin first.';
export const LAST_ADMIN_DELETE = 'The last admin cannot be deleted. Promote another admin first.';
export const EMAIL_TAKEN = 'Another account already uses this email address.';

function toAdminUser(row: users.UserRow): AdminUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

type EditableField = keyof users.AdminUserPatch;
const EDITABLE: readonly EditableField[] = ['firstName', 'lastName', 'email', 'role'];

/** The fields that differ, as they were and as they become (what the audit record keeps). */
function diff(row: users.UserRow, wanted: users.AdminUserPatch) {
  const patch: users.AdminUserPatch = {};
  const before: Record<string, string> = {};
  for (const field of EDITABLE) {
    const next = wanted[field];
    if (next === undefined || next === row[field]) continue;
    Object.assign(patch, { [field]: next });
    before[field] = row[field];
  }
  return { patch, before, after: { ...patch } as Record<string, string> };
}

/** User Management (admins): list and search accounts, edit them, change roles, delete them. Every change is audited. */
export function createUserManagementService(ctx: AccountsContext, eraseAccount: EraseAccount) {
  const { db } = ctx;

  /**
   * Refuses a change that would leave the shop without an admin. `admins` were locked at the start of
   * the transaction, before the target row: every role change takes the locks in that one order, so
   * two admins demoting each other at once queue instead of deadlocking, and the second sees one admin left.
   */
  function keepAnAdmin(admins: number[], target: users.UserRow, message: string): void {
    if (target.role === 'admin' && admins.filter((id) => id !== target.id).length === 0) throw new AppError('conflict', message);
  }

  async function change(audit: AuditContext, id: number, wanted: users.AdminUserPatch): Promise<AdminUser> {
    let ended: Awaited<ReturnType<typeof sessions.revokeUserSessions>> = [];
    const changed = await inTransaction(db, async (tx) => {
      const admins = wanted.role !== undefined ? await users.lockLiveAdmins(tx) : [];
      const target = await users.findUserForUpdate(tx, id);
      if (!target) throw notFound(USER_NOT_FOUND);
      const { patch, before, after } = diff(target, wanted);
      if (Object.keys(patch).length === 0) return toAdminUser(target);
      if (patch.role !== undefined) {
        if (target.id === audit.actor.id) throw new AppError('conflict', CANNOT_CHANGE_OWN_ROLE);
        if (patch.role !== 'admin') keepAnAdmin(admins, target, LAST_ADMIN_DEMOTE);
      }
      if (patch.email !== undefined) {
        const holder = await users.findUserByEmail(tx, patch.email);
        if (holder && holder.id !== target.id) throw new AppError('conflict', EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
      }
      const now = ctx.now();
      const updated = await users.updateUserByAdmin(tx, id, patch, now);
      if (!updated) throw notFound(USER_NOT_FOUND);
      // A new role takes effect at the next sign-in: the sessions holding the old one end now.
      if (patch.role !== undefined) ended = await sessions.revokeUserSessions(tx, id, now);
      await recordAudit(tx, {
        ...audit,
        action: patch.role !== undefined ? 'role_change' : 'update',
        entityType: 'user',
        entityId: id,
        before,
        after,
      });
      return toAdminUser(updated);
    });
    // Cached session checks (this process's, and others' through Redis) learn of the ended sessions at once.
    await forgetEndedSessions(ctx, ended);
    return changed;
  }

  return {
    /**
     * Who is acting on a staff route, read from the database (not from the token): a live account's
     * id, current role and e-mail, or null when the account is gone.
     */
    async staffActor(userId: number): Promise<AuditActor | null> {
      const row = await users.findUserById(db, userId);
      return row ? { id: row.id, role: row.role, email: row.email } : null;
    },

    /** Live accounts, newest first, searched on name and e-mail, one page at a time. */
    async listUsers(query: AdminUserListQuery): Promise<AdminUserListResponse> {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? ADMIN_USERS_PAGE_SIZE;
      const { rows, total } = await users.findUserPage(db, query.search, { limit: pageSize, offset: (page - 1) * pageSize });
      return { items: rows.map(toAdminUser), total, page, pageSize, pageCount: pageCount(total, pageSize) };
    },

    /** The inline edit: name, e-mail and role (the role rules apply as for a role change). */
    updateUser(audit: AuditContext, id: number, body: AdminUpdateUserBody): Promise<AdminUser> {
      return change(audit, id, body);
    },

    /** Promote, demote or set a role: nobody changes their own role, and the last admin stays one. */
    changeRole(audit: AuditContext, id: number, role: Role): Promise<AdminUser> {
      return change(audit, id, { role });
    },

    /**
     * Deletes an account as its owner's 'Delete Account' does (anonymised, sessions revoked); nobody
     * deletes themself here, and the last admin cannot be deleted.
     */
    async deleteUser(audit: AuditContext, id: number): Promise<MessageResponse> {
      if (id === audit.actor.id) throw new AppError('conflict', CANNOT_DELETE_YOURSELF);
      const target = await users.findUserById(db, id);
      if (!target) throw notFound(USER_NOT_FOUND);
      await eraseAccount(target, async (tx) => {
        const admins = await users.lockLiveAdmins(tx);
        const locked = await users.findUserForUpdate(tx, id);
        if (!locked) throw notFound(USER_NOT_FOUND);
        keepAnAdmin(admins, locked, LAST_ADMIN_DELETE);
        // The record keeps who the account was by id and role only: the deletion removes the personal data.
        await recordAudit(tx, { ...audit, action: 'delete', entityType: 'user', entityId: id, before: { role: locked.role }, after: null });
      });
      return { message: 'User deleted successfully' };
    },
  };
}
export type UserManagementService = ReturnType<typeof createUserManagementService>;

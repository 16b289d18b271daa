import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUserListResponseSchema, AdminUserSchema } from '@dawa/shared/admin/users';
import { MessageResponseSchema } from '@dawa/shared/auth/schemas';
import { refreshTokens, users } from '../../src/db/schema/index.ts';
import { expectError, login } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { enrolTwoFactor } from '../helpers/two-factor.ts';
import { auditRowsOf, createAccount, type Account } from './staff-helpers.ts';

let t: TestApp;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAccount(t, 'admin', 'chief');
});
afterAll(() => t.close());

const list = (query: Record<string, string> = {}, headers = admin.headers) => t.app.inject({ url: '/api/admin/users', query, headers });
const edit = (id: number, payload: Record<string, unknown>, headers = admin.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}`, payload, headers });
const setRoleByApi = (id: number, role: string, headers = admin.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}/role`, payload: { role }, headers });
const remove = (id: number, headers = admin.headers) => t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers });
const refreshWith = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/refresh-token', payload: { refreshToken } });

describe('GET /api/admin/users', () => {
  it('searches name and e-mail on the server, any case, and pages the answer', async () => {
    // Names are letters only (digits are refused): a unique label spelt in letters.
    const label = `zyx${Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'.charAt(Number(d)))}`;
    const a = await createAccount(t, 'user', `${label}a`);
    const b = await createAccount(t, 'doctor', `${label}b`);
    const c = await createAccount(t, 'user', `${label}c`);

    const byName = AdminUserListResponseSchema.parse((await list({ search: label.toUpperCase() })).json());
    expect(byName.total).toBe(3);
    // Newest account first.
    expect(byName.items.map((u) => u.id)).toEqual([c.session.user.id, b.session.user.id, a.session.user.id]);
    expect(byName.items[1]).toMatchObject({ email: b.email, role: 'doctor', emailVerified: true });
    expect(Object.keys(byName.items[0] ?? {}).sort()).toEqual(['createdAt', 'email', 'emailVerified', 'firstName', 'id', 'lastName', 'role']);

    const paged = AdminUserListResponseSchema.parse((await list({ search: label, pageSize: '2', page: '2' })).json());
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2, pageCount: 2 });
    expect(paged.items.map((u) => u.id)).toEqual([a.session.user.id]);

    const byEmail = AdminUserListResponseSchema.parse((await list({ search: b.email })).json());
    expect(byEmail.items.map((u) => u.id)).toEqual([b.session.user.id]);
  });

  it('matches % and _ literally, and finds nobody for a search that matches nothing', async () => {
    const res = AdminUserListResponseSchema.parse((await list({ search: '%' })).json());
    expect(res).toMatchObject({ total: 0, items: [] });
  });

  it('refuses a bad page with a readable 400', async () => {
    const body = expectError(await list({ page: 'abc' }), 400);
    expect(body.message).toMatch(/page must be a whole number/);
  });
});

describe('PUT /api/admin/users/{id} (inline edit)', () => {
  it("changes name and e-mail, and records who changed what, before and after", async () => {
    const user = await createAccount(t, 'user', 'editme');
    const newEmail = `renamed.${Date.now()}@example.in`;
    const res = await edit(user.session.user.id, { firstName: 'Edited', lastName: 'Person', email: newEmail.toUpperCase(), role: 'user' });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminUserSchema.parse(res.json())).toMatchObject({ firstName: 'Edited', lastName: 'Person', email: newEmail, role: 'user' });

    const [row] = await auditRowsOf(t, 'user', user.session.user.id);
    expect(row).toMatchObject({
      actorId: admin.session.user.id,
      actorRole: 'admin',
      actorEmail: admin.email,
      action: 'update',
      before: { firstName: 'Editme', lastName: 'Tester', email: user.email },
      after: { firstName: 'Edited', lastName: 'Person', email: newEmail },
    });
    expect(row?.requestId).toBeTruthy();
    expect(row?.ip).toBe('127.0.0.1');
    // The person logs in with the new address.
    await login(t, newEmail, user.password);
  });

  it('refuses an e-mail another account uses (409, nothing changed, nothing recorded)', async () => {
    const user = await createAccount(t, 'user', 'clash');
    const body = expectError(await edit(user.session.user.id, { firstName: 'Clash', lastName: 'Tester', email: admin.email, role: 'user' }), 409);
    expect(body.message).toBe('Another account already uses this email address.');
    expect(body.fieldErrors).toEqual({ email: ['Another account already uses this email address.'] });
    expect(await auditRowsOf(t, 'user', user.session.user.id)).toEqual([]);
  });

  it('refuses bad input naming the field, and an unknown role', async () => {
    const user = await createAccount(t, 'user', 'badinput');
    const blank = expectError(await edit(user.session.user.id, { firstName: ' ', lastName: 'X', email: user.email, role: 'user' }), 400);
    expect(blank.fieldErrors?.firstName).toEqual(['First name is required']);
    const role = expectError(await edit(user.session.user.id, { firstName: 'A', lastName: 'B', email: user.email, role: 'superuser' }), 400);
    expect(Object.keys(role.fieldErrors ?? {})).toEqual(['role']);
    expect(await auditRowsOf(t, 'user', user.session.user.id)).toEqual([]);
  });

  it('answers 404 for an unknown or deleted account', async () => {
    expectError(await edit(999_999, { firstName: 'A', lastName: 'B', email: 'nobody@example.in', role: 'user' }), 404, 'User not found.');
  });

  it('lets admins edit their own name, but not their own role', async () => {
    const me = admin.session.user;
    const ok = await edit(me.id, { firstName: 'Chief', lastName: 'Renamed', email: admin.email, role: 'admin' });
    expect(ok.statusCode, ok.body).toBe(200);
    expectError(await edit(me.id, { firstName: 'Chief', lastName: 'Renamed', email: admin.email, role: 'user' }), 409, 'You cannot change your own role.');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row?.role).toBe('admin');
  });
});

describe('PUT /api/admin/users/{id}/role (Promote to Admin, Demote to User, the role select)', () => {
  it('promotes a customer: the audit records the role before and after, and their sessions end', async () => {
    const user = await createAccount(t, 'user', 'promoted');
    const res = await setRoleByApi(user.session.user.id, 'admin');
    expect(AdminUserSchema.parse(res.json()).role).toBe('admin');
    const rows = await auditRowsOf(t, 'user', user.session.user.id);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([['role_change', { role: 'user' }, { role: 'admin' }]]);
    // The old session cannot be renewed: the next login carries the new role.
    expectError(await refreshWith(user.session.refreshToken), 401);
    const again = await login(t, user.email, user.password);
    expect(again.user.role).toBe('admin');
    const headers = { authorization: `Bearer ${again.accessToken}` };
    // A new admin must first set up a second factor (decision 018); then the dashboard opens.
    const refused = expectError(await t.app.inject({ url: '/api/admin/users', headers }), 403, 'Set up two-factor authentication in Settings to use the dashboard.');
    expect(refused.reason).toBe('two_factor_setup_required');
    await enrolTwoFactor(t, headers);
    expect((await t.app.inject({ url: '/api/admin/users', headers })).statusCode).toBe(200);
  });

  it('sets each of the four roles', async () => {
    const user = await createAccount(t, 'user', 'roles');
    for (const role of ['doctor', 'pharmacist', 'admin', 'user'] as const) {
      expect(AdminUserSchema.parse((await setRoleByApi(user.session.user.id, role)).json()).role).toBe(role);
    }
    expect((await auditRowsOf(t, 'user', user.session.user.id)).map((r) => r.after)).toEqual([
      { role: 'doctor' },
      { role: 'pharmacist' },
      { role: 'admin' },
      { role: 'user' },
    ]);
  });

  it('demotes another admin to user', async () => {
    const other = await createAccount(t, 'admin', 'otheradmin');
    expect(AdminUserSchema.parse((await setRoleByApi(other.session.user.id, 'user')).json()).role).toBe('user');
  });

  it('refuses to demote oneself (409), and records nothing', async () => {
    const before = (await auditRowsOf(t, 'user', admin.session.user.id)).length;
    expectError(await setRoleByApi(admin.session.user.id, 'user'), 409, 'You cannot change your own role.');
    expect(await auditRowsOf(t, 'user', admin.session.user.id)).toHaveLength(before);
  });

  it('a role that does not change records nothing', async () => {
    const user = await createAccount(t, 'user', 'same');
    expect((await setRoleByApi(user.session.user.id, 'user')).statusCode).toBe(200);
    expect(await auditRowsOf(t, 'user', user.session.user.id)).toEqual([]);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('deletes as the account owner would (anonymised, sessions revoked, cannot log in) and records it without personal data', async () => {
    const user = await createAccount(t, 'doctor', 'leaving');
    const res = await remove(user.session.user.id);
    expect(MessageResponseSchema.parse(res.json()).message).toBe('User deleted successfully');

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.session.user.id));
    expect(row).toMatchObject({ email: `deleted-${user.session.user.id}@deleted.invalid`, firstName: '', role: 'user', passwordHash: '!' });
    expect(row?.deletedAt).not.toBeNull();
    const tokens = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.session.user.id));
    expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);
    expectError(await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } }), 401);

    const audit = await auditRowsOf(t, 'user', user.session.user.id);
    expect(audit.map((r) => [r.action, r.before, r.after])).toEqual([['delete', { role: 'doctor' }, null]]);
    expect(JSON.stringify(audit)).not.toContain(user.email);

    expectError(await remove(user.session.user.id), 404, 'User not found.');
    const listed = AdminUserListResponseSchema.parse((await list({ search: `deleted-${user.session.user.id}` })).json());
    expect(listed.total).toBe(0);
  });

  it('refuses to delete oneself (409)', async () => {
    expectError(await remove(admin.session.user.id), 409, 'You cannot delete your own account here. Use Settings to delete it.');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.session.user.id));
    expect(row?.deletedAt).toBeNull();
  });

  it('refuses a bad id with 400', async () => {
    const body = expectError(await remove(0), 400);
    expect(body.message).toMatch(/User id must be at least 1/);
  });
});

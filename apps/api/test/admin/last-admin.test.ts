import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@dawa/shared/errors/codes';
import { users } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount } from './staff-helpers.ts';

// Runs on PGlite and on the PostgreSQL server (DATABASE_URL): on the server the two requests really
// overlap, and the admins' row locks make the second wait and see one admin left.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Leaves exactly these two admins in the database (the demo admin becomes a customer). */
async function twoAdmins() {
  const a = await createAccount(t, 'admin', 'alpha');
  const b = await createAccount(t, 'admin', 'beta');
  await t.database.db
    .update(users)
    .set({ role: 'user' })
    .where(and(eq(users.role, 'admin'), ne(users.id, a.session.user.id), ne(users.id, b.session.user.id)));
  return [a, b] as const;
}

const adminsLeft = async () => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))).length;

describe('the last admin', () => {
  it('two admins demoting each other at once: one wins, the other is told the last admin stays', async () => {
    const [a, b] = await twoAdmins();
    const [ab, ba] = await Promise.all([
      t.app.inject({ method: 'PUT', url: `/api/admin/users/${b.session.user.id}/role`, payload: { role: 'user' }, headers: a.headers }),
      t.app.inject({ method: 'PUT', url: `/api/admin/users/${a.session.user.id}/role`, payload: { role: 'user' }, headers: b.headers }),
    ]);
    const [won, lost] = [ab, ba].sort((x, y) => x.statusCode - y.statusCode);
    expect(won?.statusCode).toBe(200);
    // The second is refused by the rule when both were checked in before either change (the admins'
    // row locks make it wait and count again), or, when the first change had already demoted it by
    // the time it was checked in, with 401 (a role change ends the demoted admin's sessions) or 403
    // (its session check ran just before the end). Never a deadlock (500), never both.
    if (lost?.statusCode === 409) {
      expect(ErrorBodySchema.parse(lost.json()).message).toBe('The last admin cannot be demoted. Promote another admin first.');
    } else {
      expect([401, 403]).toContain(lost?.statusCode);
    }
    expect(await adminsLeft()).toBe(1);
  });

  it('two admins deleting each other at once: one account stays, and it is an admin', async () => {
    const [a, b] = await twoAdmins();
    const answers = await Promise.all([
      t.app.inject({ method: 'DELETE', url: `/api/admin/users/${b.session.user.id}`, headers: a.headers }),
      t.app.inject({ method: 'DELETE', url: `/api/admin/users/${a.session.user.id}`, headers: b.headers }),
    ]);
    const [won, lost] = answers.sort((x, y) => x.statusCode - y.statusCode);
    expect(won?.statusCode).toBe(200);
    // The second is refused either by the rule (both were checked in before either deletion) or,
    // when the first deletion landed before it was checked in, because its own account is gone.
    if (lost?.statusCode === 409) {
      expect(ErrorBodySchema.parse(lost.json()).message).toBe('The last admin cannot be deleted. Promote another admin first.');
    } else {
      expect(lost?.statusCode).toBe(401);
    }
    expect(await adminsLeft()).toBe(1);
  });
});

describe('the last-admin rule itself, both changes past the door at once', () => {
  it('of two simultaneous demotions of the only two admins, exactly one lands and the other is refused (409)', async () => {
    const [a, b] = await twoAdmins();
    const context = (who: typeof a) => ({
      actor: { id: who.session.user.id, role: 'admin' as const, email: who.email },
      requestId: null,
      ip: null,
    });
    const { userManagement } = t.app.services;
    const outcomes = await Promise.allSettled([
      userManagement.changeRole(context(a), b.session.user.id, 'user'),
      userManagement.changeRole(context(b), a.session.user.id, 'user'),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused?.reason).toMatchObject({ code: 'conflict', message: 'The last admin cannot be demoted. Promote another admin first.' });
    expect(await adminsLeft()).toBe(1);
  });
});

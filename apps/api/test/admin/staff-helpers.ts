import { and, asc, eq } from 'drizzle-orm';
import type { Role } from '@dawa/shared/auth/rules';
import { ROLES_REQUIRING_SECOND_FACTOR } from '@dawa/shared/auth/two-factor';
import { auditLog, users } from '../../src/db/schema/index.ts';
import { bearer, createVerifiedUser, login } from '../helpers/accounts.ts';
import { enrolTwoFactor } from '../helpers/two-factor.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** Sets an account's role in the database, as a fixture (the API under test is how staff change roles). */
export async function setRole(t: TestApp, userId: number, role: Role): Promise<void> {
  await t.database.db.update(users).set({ role }).where(eq(users.id, userId));
}

/** A verified account of this role, logged in after the role was set (so its token carries it). */
export async function createAccount(t: TestApp, role: Role, label: string = role) {
  const person = await createVerifiedUser(t, { firstName: label.charAt(0).toUpperCase() + label.slice(1), lastName: 'Tester' });
  if (role === 'user') return person;
  await setRole(t, person.session.user.id, role);
  const session = await login(t, person.email, person.password);
  const headers = bearer(session.accessToken);
  // Admins and pharmacists need a second factor for the dashboard: enrolling signs this session in with one.
  if (ROLES_REQUIRING_SECOND_FACTOR.includes(role)) await enrolTwoFactor(t, headers);
  return { ...person, session, headers };
}
export type Account = Awaited<ReturnType<typeof createAccount>>;

/** The audit rows about one entity, oldest first. */
export async function auditRowsOf(t: TestApp, entityType: string, entityId: number | string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));
}

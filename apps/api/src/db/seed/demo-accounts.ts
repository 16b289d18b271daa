import { count } from 'drizzle-orm';
import type { Role } from '@dawa/shared/auth/rules';
import { ROLES_REQUIRING_SECOND_FACTOR } from '@dawa/shared/auth/two-factor';
import { hashPassword } from '../../lib/password.ts';
import type { Database } from '../client.ts';
import { users, userSettings } from '../schema/index.ts';

/** The one demo password (meets the policy). Documented in the README; printed on start in the embedded default. */
export const DEMO_PASSWORD = 'Dawa@2026';

export const DEMO_ACCOUNTS: readonly { email: string; role: Role; firstName: string; lastName: string }[] = [
  { email: 'admin@dawa.in', role: 'admin', firstName: 'Anita', lastName: 'Admin' },
  { email: 'doctor@dawa.in', role: 'doctor', firstName: 'Rohan', lastName: 'Mehta' },
  { email: 'pharmacist@dawa.in', role: 'pharmacist', firstName: 'Farah', lastName: 'Khan' },
  { email: 'customer@dawa.in', role: 'user', firstName: 'Priya', lastName: 'Sharma' },
];

/**
 * The authenticator secret of the demo staff accounts (admin, pharmacist): they must sign in with a code
 * to use the dashboard, even in the demo (decision 018). Public on purpose, printed on start and in the
 * README: add it to an authenticator app (or compute the code) to sign in as demo staff.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPDAWADEMO2FA7STAF';

/** Demo accounts whose role needs a second factor for the dashboard; seeded with DEMO_TOTP_SECRET. */
export const demoStaffEmails = (): string[] =>
  DEMO_ACCOUNTS.filter((a) => ROLES_REQUIRING_SECOND_FACTOR.includes(a.role)).map((a) => a.email);

/** Gives the demo staff the known authenticator (right after the demo accounts were created); answers their addresses. */
export async function enrolDemoStaff(twoFactor: { enrolWithSecret(email: string, secret: string): Promise<boolean> }): Promise<string[]> {
  const enrolled: string[] = [];
  for (const email of demoStaffEmails()) if (await twoFactor.enrolWithSecret(email, DEMO_TOTP_SECRET)) enrolled.push(email);
  return enrolled;
}

/** Creates the demo admin, doctor, pharmacist and customer (verified, default settings) when there are no accounts yet. */
export async function seedDemoAccounts(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(DEMO_ACCOUNTS.map((a) => ({ ...a, passwordHash, emailVerifiedAt: now, createdAt: now, updatedAt: now })))
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created.length > 0) await tx.insert(userSettings).values(created.map((u) => ({ userId: u.id })));
  });
  return true;
}

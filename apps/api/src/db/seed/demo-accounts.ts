import { count } from 'drizzle-orm';
import type { Role } from '@dawa/shared/auth/rules';
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

import { inArray } from 'drizzle-orm';
import { verifyPassword } from '../../lib/password.ts';
import type { Database } from '../client.ts';
import { refreshTokens, users } from '../schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';

/** The password hash that matches no password (as for a deleted account). */
const LOCKED_HASH = '!';

/**
 * Outside demo mode, a demo account that still takes the published password is a door anyone can open
 * (a database first started as the demo store, then run for real). Such accounts get a hash that matches
 * no password and lose their sessions; accounts whose password was changed are left alone. Returns the
 * addresses locked.
 */
export async function lockDemoAccounts(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
  const open: typeof rows = [];
  for (const row of rows) if (await verifyPassword(row.passwordHash, DEMO_PASSWORD)) open.push(row);
  if (open.length === 0) return [];
  const ids = open.map((row) => row.id);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: LOCKED_HASH, updatedAt: new Date() }).where(inArray(users.id, ids));
    await tx.delete(refreshTokens).where(inArray(refreshTokens.userId, ids));
  });
  return open.map((row) => row.email);
}

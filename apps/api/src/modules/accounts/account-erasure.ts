import { inTransaction, type Database } from '../../db/client.ts';
import { authenticationRequired } from '../../lib/app-error.ts';
import * as codes from './codes.repository.ts';
import type { AccountsContext } from './context.ts';
import type { AccountDataSources } from './data-export.ts';
import type { ProfileService } from './profile.service.ts';
import * as sessions from './sessions.repository.ts';
import { forgetEndedSessions } from './sessions.service.ts';
import * as twoFactor from './two-factor.repository.ts';
import * as users from './users.repository.ts';

/**
 * Deletes an account: personal data removed (the row anonymised; settings, codes, links, the authenticator and its recovery codes, address
 * book, saved cart, newsletter subscription, health reports with their files, and the picture deleted), every session revoked. Orders
 * keep pointing at the anonymised row, as the law requires them to be kept; reviews stay, shown as
 * by 'Dawa customer'. `within` runs first in the same transaction (an admin's checks and audit record).
 */
export type EraseAccount = (user: Pick<users.UserRow, 'id' | 'email'>, within?: (tx: Database) => Promise<void>) => Promise<void>;

/** The one account deletion: the owner's 'Delete Account' and an admin's delete in User Management both use it. */
export function createAccountErasure(
  ctx: AccountsContext,
  profile: Pick<ProfileService, 'deleteAvatarFile'>,
  personalData: Pick<AccountDataSources, 'forget'>,
): EraseAccount {
  return async (user, within) => {
    const now = ctx.now();
    const removed = await inTransaction(ctx.db, async (tx) => {
      await within?.(tx);
      const anonymised = await users.anonymiseUser(tx, user.id, now);
      if (!anonymised) throw authenticationRequired();
      await users.deleteSettings(tx, user.id);
      await codes.deleteCodesOf(tx, user.id);
      await codes.deleteLinksOf(tx, user.id);
      await twoFactor.deleteTwoFactor(tx, user.id);
      const ended = await sessions.revokeUserSessions(tx, user.id, now);
      const { storedFiles } = await personalData.forget(tx, user.id, user.email);
      return { ...anonymised, ended, storedFiles };
    });
    // Private files (health reports) leave storage once nothing refers to them; a failure is logged, the deletion stands.
    for (const key of removed.storedFiles) {
      await ctx.storage.delete(key).catch((err: unknown) => ctx.log.error({ err, key }, 'removing a deleted account\'s file failed'));
    }
    // Cached session checks of this process (and of others, through Redis) learn of the end at once.
    await forgetEndedSessions(ctx, removed.ended);
    await profile.deleteAvatarFile(removed.profilePictureKey);
    await ctx.forgetMailsTo(user.email);
  };
}

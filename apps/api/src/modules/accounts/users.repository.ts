import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ProfileContact } from '@dawa/shared/account/contact-from-order';
import type { Settings } from '@dawa/shared/account/settings';
import type { Role } from '@dawa/shared/auth/rules';
import type { Database } from '../../db/client.ts';
import { users, userSettings } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type ProfilePatch = Partial<
  Pick<UserRow, 'firstName' | 'lastName' | 'phoneCountry' | 'phone' | 'dob' | 'country' | 'state' | 'city' | 'postalCode' | 'address'>
>;

const live = isNull(users.deletedAt);

/** A live (not deleted) account by e-mail, compared case-insensitively. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, live));
  return row;
}

/** A live account by id. */
export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), live));
  return row;
}

/** Inserts an account; undefined when the e-mail is taken (the unique index decides, so races are safe). */
export async function insertUser(db: Database, values: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateProfile(db: Database, id: number, patch: ProfilePatch): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(users.id, id), live))
    .returning();
  return row;
}

/**
 * Fills a profile's phone and address from an order, each only where the profile has none (a customer's
 * own entries are never overwritten): the phone when it is empty, the address when all its fields are.
 */
export async function fillEmptyContact(db: Database, id: number, contact: ProfileContact): Promise<void> {
  const noAddress = sql`coalesce(${users.address}, '') = '' and coalesce(${users.city}, '') = '' and coalesce(${users.postalCode}, '') = ''`;
  const noPhone = sql`coalesce(${users.phone}, '') = ''`;
  const { phone, address } = contact;
  await db
    .update(users)
    .set({
      ...(phone
        ? {
            phone: sql`case when ${noPhone} then ${phone.phone} else ${users.phone} end`,
            phoneCountry: sql`case when ${noPhone} then ${phone.phoneCountry} else ${users.phoneCountry} end`,
          }
        : {}),
      address: sql`case when ${noAddress} then ${address.address} else ${users.address} end`,
      city: sql`case when ${noAddress} then ${address.city} else ${users.city} end`,
      state: sql`case when ${noAddress} then ${address.state} else ${users.state} end`,
      postalCode: sql`case when ${noAddress} then ${address.postalCode} else ${users.postalCode} end`,
      country: sql`case when ${noAddress} and coalesce(${users.country}, '') = '' then ${address.country} else ${users.country} end`,
    })
    .where(and(eq(users.id, id), live, sql`(${noPhone} or ${noAddress})`));
}

export async function markEmailVerified(db: Database, id: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: at, updatedAt: at })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
}

export async function setPasswordHash(db: Database, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Makes an existing account an admin with this password, verified. */
export async function promoteToAdmin(db: Database, id: number, passwordHash: string, at: Date): Promise<void> {
  await db
    .update(users)
    .set({
      role: 'admin' satisfies Role,
      passwordHash,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)`,
      updatedAt: at,
    })
    .where(eq(users.id, id));
}

/** Sets the avatar key and returns the one it replaces (locked, so two uploads cannot both keep theirs). */
export async function swapProfilePictureKey(
  db: Database,
  id: number,
  key: string | null,
): Promise<{ previous: string | null } | undefined> {
  const [current] = await db
    .select({ key: users.profilePictureKey })
    .from(users)
    .where(and(eq(users.id, id), live))
    .for('update');
  if (!current) return undefined;
  await db.update(users).set({ profilePictureKey: key, updatedAt: new Date() }).where(eq(users.id, id));
  return { previous: current.key };
}

/**
 * Removes the personal data of an account and keeps the row (orders refer to it, and the law keeps
 * them): e-mail replaced by a placeholder, names blanked, contact and address fields emptied, the
 * password made unusable. Returns the avatar key to delete, or undefined when there was no live account.
 */
export async function anonymiseUser(db: Database, id: number, at: Date): Promise<{ profilePictureKey: string | null } | undefined> {
  const [before] = await db
    .select({ key: users.profilePictureKey })
    .from(users)
    .where(and(eq(users.id, id), live))
    .for('update');
  if (!before) return undefined;
  await db
    .update(users)
    .set({
      email: `deleted-${id}@deleted.invalid`,
      passwordHash: '!',
      firstName: '',
      lastName: '',
      phone: null,
      dob: null,
      country: null,
      state: null,
      city: null,
      postalCode: null,
      address: null,
      profilePictureKey: null,
      role: 'user',
      emailVerifiedAt: null,
      deletedAt: at,
      updatedAt: at,
    })
    .where(eq(users.id, id));
  return { profilePictureKey: before.key };
}

const settingsColumns = {
  emailNotifications: userSettings.emailNotifications,
  smsNotifications: userSettings.smsNotifications,
  pushNotifications: userSettings.pushNotifications,
  orderUpdates: userSettings.orderUpdates,
  promotionalEmails: userSettings.promotionalEmails,
  appointmentReminders: userSettings.appointmentReminders,
  darkMode: userSettings.darkMode,
  language: userSettings.language,
  timezone: userSettings.timezone,
  profileVisibility: userSettings.profileVisibility,
  dataSharing: userSettings.dataSharing,
  analyticsTracking: userSettings.analyticsTracking,
  twoFactorAuth: userSettings.twoFactorAuth,
  loginAlerts: userSettings.loginAlerts,
};

/** Creates the settings row with the column defaults (the spec's). */
export async function insertSettings(db: Database, userId: number): Promise<void> {
  await db.insert(userSettings).values({ userId }).onConflictDoNothing();
}

export async function findSettings(db: Database, userId: number): Promise<Settings | undefined> {
  const [row] = await db.select(settingsColumns).from(userSettings).where(eq(userSettings.userId, userId));
  return row;
}

/** Writes the given settings (creating the row if it is missing) and returns all of them. */
export async function upsertSettings(db: Database, userId: number, patch: Partial<Settings>): Promise<Settings> {
  const at = new Date();
  const [row] = await db
    .insert(userSettings)
    .values({ userId, ...patch, updatedAt: at })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...patch, updatedAt: at } })
    .returning(settingsColumns);
  if (!row) throw new Error('settings upsert returned no row');
  return row;
}

export async function deleteSettings(db: Database, userId: number): Promise<void> {
  await db.delete(userSettings).where(eq(userSettings.userId, userId));
}

/** A page of live accounts, newest first, whose name or e-mail contains `search` (any case; trigram-indexed). */
export async function findUserPage(
  db: Database,
  search: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const text = search?.trim().toLowerCase();
  // ILIKE wildcards typed by the admin are matched literally.
  const pattern = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    live,
    pattern ? sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) like ${pattern}` : undefined,
  );
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** A live account, locked until the transaction ends (an admin's change decides on what it read). */
export async function findUserForUpdate(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), live))
    .for('update');
  return row;
}

/**
 * Locks every live admin row and answers their ids. Two admins demoting or deleting each other at
 * once then run one after the other, and the second sees that only one admin is left.
 */
export async function lockLiveAdmins(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin' satisfies Role), live))
    .orderBy(users.id)
    .for('update');
  return rows.map((r) => r.id);
}

export type AdminUserPatch = Partial<Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'role'>>;

/** An admin's change to an account's name, e-mail or role. */
export async function updateUserByAdmin(db: Database, id: number, patch: AdminUserPatch, at: Date): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, ...(patch.email ? { email: patch.email.toLowerCase() } : {}), updatedAt: at })
    .where(and(eq(users.id, id), live))
    .returning();
  return row;
}

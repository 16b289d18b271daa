import { profileContactOf } from '@dawa/shared/account/contact-from-order';
import type { Database } from '../../db/client.ts';
import * as users from './users.repository.ts';

/**
 * One set of contact details (#21 item 14): the phone and delivery address of a customer's order fill
 * the profile's where it has none, in the order's transaction, so the profile never says 'Not provided'
 * for what checkout already knows. What the customer typed into the profile is never overwritten.
 */
export async function rememberOrderContact(
  tx: Database,
  userId: number,
  orderPhone: string,
  address: { address: string; city: string; state: string; postalCode: string; country: string },
): Promise<void> {
  await users.fillEmptyContact(tx, userId, profileContactOf(orderPhone, address));
}

import type { ExportedNewsletter, ExportedOrder, ExportedReview } from '@dawa/shared/account/data-export';
import type { HealthReport } from '@dawa/shared/care/health-reports';
import type { Prescription } from '@dawa/shared/prescriptions/schemas';
import type { Address } from '@dawa/shared/commerce/address';
import type { CartLine } from '@dawa/shared/commerce/cart';
import type { Database } from '../../db/client.ts';

/**
 * What other modules hold about a customer, for the my-data.json download and for account deletion.
 * The accounts module does not reach into orders, addresses, reviews, the newsletter or the cart
 * itself: app.ts passes these readers in (src/flows/customer-data.ts builds them).
 */
export interface AccountDataSources {
  /** Every order of the customer, newest first, with its tracking events. */
  orders(userId: number): Promise<ExportedOrder[]>;
  addresses(userId: number): Promise<Address[]>;
  reviews(userId: number): Promise<ExportedReview[]>;
  /** The subscription of this e-mail address, whether or not it was made while signed in. */
  newsletter(email: string): Promise<ExportedNewsletter | null>;
  savedCart(userId: number): Promise<CartLine[]>;
  /** Every appointment of the customer as a patient, newest first. */
  appointments(userId: number): Promise<unknown[]>;
  /** The customer's own health reports, newest first. */
  healthReports(userId: number): Promise<HealthReport[]>;
  /** The customer's live prescriptions with the medicines read from them, newest first. */
  prescriptions(userId: number): Promise<Prescription[]>;
  /**
   * Runs in the deletion's transaction: removes the address book, the saved cart, the newsletter
   * subscription of the e-mail address and the health reports. Orders (invoices the law makes us keep)
   * and reviews (shown as 'Dawa customer' once the account is anonymised) stay. Answers the storage
   * keys of private files to remove once the deletion has committed.
   */
  forget(tx: Database, userId: number, email: string): Promise<{ storedFiles: string[] }>;
}

import type { Database } from '../db/client.ts';
import type { AccountDataSources } from '../modules/accounts/data-export.ts';
import { addressesOf, forgetAddressesOf } from '../modules/addresses/addresses.service.ts';
import { exportAppointmentsOf } from '../modules/appointments/appointments.service.ts';
import { forgetCartOf, savedCartOf } from '../modules/cart/cart.service.ts';
import { exportHealthReportsOf, forgetHealthReportsOf } from '../modules/health-reports/health-reports.service.ts';
import { forgetSubscriptionOf, subscriptionOf } from '../modules/newsletter/newsletter.service.ts';
import { exportOrdersOf } from '../modules/orders/order-detail.ts';
import { exportPrescriptionsOf } from '../modules/prescriptions/prescriptions.service.ts';
import { reviewsWrittenBy } from '../modules/reviews/reviews.service.ts';

/**
 * Exporting and erasing a customer's data, across the modules that hold it. The accounts module asks
 * through its AccountDataSources port (my-data.json, account deletion); each step here is the owning
 * module's own reader or eraser, so no table is written by anyone but its module.
 */
export function createCustomerDataFlow(db: Database): AccountDataSources {
  return {
    /** Every order (dismissed unpaid ones too) with its lines and tracking events. */
    orders: (userId) => exportOrdersOf(db, userId),
    addresses: (userId) => addressesOf(db, userId),
    reviews: (userId) => reviewsWrittenBy(db, userId),
    newsletter: (email) => subscriptionOf(db, email),
    savedCart: (userId) => savedCartOf(db, userId),
    /** Appointments stay on deletion (the doctor's records); they are exported with everything else. */
    appointments: (userId) => exportAppointmentsOf(db, userId),
    healthReports: (userId) => exportHealthReportsOf(db, userId),
    prescriptions: (userId) => exportPrescriptionsOf(db, userId),
    /**
     * In the deletion's transaction: address book, saved cart, newsletter subscription and health
     * reports (rows and file registry entries) go; their private files are removed from storage after
     * the commit. Orders, reviews and appointments stay.
     */
    forget: async (tx, userId, email) => {
      await forgetAddressesOf(tx, userId);
      const storedFiles = await forgetHealthReportsOf(tx, userId);
      await forgetCartOf(tx, userId);
      await forgetSubscriptionOf(tx, email);
      return { storedFiles };
    },
  };
}

import type { ExportedOrder } from '@dawa/shared/account/data-export';
import { reviewPhotoUrl } from '@dawa/shared/reviews/rules';
import type { Database } from './db/client.ts';
import type { AccountDataSources } from './modules/accounts/data-export.ts';
import * as personalData from './modules/accounts/personal-data.repository.ts';
import { findAddresses } from './modules/addresses/addresses.repository.ts';
import { toAddress } from './modules/addresses/addresses.service.ts';
import { findCartLines } from './modules/cart/cart.repository.ts';
import { findByEmail } from './modules/newsletter/newsletter.repository.ts';
import { toOrderDetail, toTrackingRecord } from './modules/orders/order-views.ts';
import { byOrder, countOrders, findEventsOf, findItemsOf, findOrderPage } from './modules/orders/orders.repository.ts';

/** Every order of the customer with its lines and events: four queries, however many orders there are. */
async function exportOrders(db: Database, userId: number): Promise<ExportedOrder[]> {
  const total = await countOrders(db, userId);
  if (total === 0) return [];
  // The page query already brings each order's successful payment (its transaction id).
  const orders = await findOrderPage(db, userId, { limit: total, offset: 0 });
  const ids = orders.map((order) => order.id);
  const items = byOrder(await findItemsOf(db, ids));
  const events = byOrder(await findEventsOf(db, ids));
  return orders.map((order) => {
    const eventsOfOrder = events.get(order.id) ?? [];
    return { ...toOrderDetail(order, items.get(order.id) ?? [], eventsOfOrder), events: toTrackingRecord(order, eventsOfOrder).events };
  });
}

/** The readers and the eraser the accounts module uses for my-data.json and account deletion. */
export function createAccountDataSources(db: Database): AccountDataSources {
  return {
    orders: (userId) => exportOrders(db, userId),
    addresses: async (userId) => (await findAddresses(db, userId)).map(toAddress),
    reviews: async (userId) =>
      (await personalData.findReviewsByUser(db, userId)).map(({ imageKeys, createdAt, updatedAt, ...review }) => ({
        ...review,
        photos: imageKeys.map((key) => ({ url: reviewPhotoUrl(key) })),
        createdAt: createdAt.toISOString(),
        updatedAt: updatedAt.toISOString(),
      })),
    newsletter: async (email) => {
      const row = await findByEmail(db, email.toLowerCase());
      if (!row) return null;
      return {
        email: row.email,
        status: row.status,
        subscribedAt: row.createdAt.toISOString(),
        confirmedAt: row.confirmedAt?.toISOString() ?? null,
        unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
      };
    },
    savedCart: (userId) => findCartLines(db, userId),
    forget: async (tx, userId, email) => {
      await personalData.deleteAddressesOf(tx, userId);
      await personalData.deleteCartOf(tx, userId);
      await personalData.deleteSubscriptionOf(tx, email);
    },
  };
}

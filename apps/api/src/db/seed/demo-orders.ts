import { and, desc, eq, gt } from 'drizzle-orm';
import { computeTotals } from '@dawa/shared/commerce/pricing';
import { transition, type OrderEvent, type OrderState, type TrackingEventToWrite } from '@dawa/shared/commerce/order-state';
import { DELIVERY_CHARGE_PAISE, FREE_DELIVERY_ABOVE_PAISE, PHARMACY_NAME, type PaymentMethod } from '@dawa/shared/commerce/rules';
import { rememberOrderContact } from '../../modules/accounts/order-contact.ts';
import type { Database } from '../client.ts';
import { addresses, orderEvents, orderItems, orders, payments, products, users } from '../schema/index.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const DEMO_CUSTOMER = 'customer@dawa.in';
const HUB = 'Bengaluru Sorting Hub';
const DEMO_TRANSACTION_ID = 'T2611031045221187';

const DEMO_ADDRESS = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: DEMO_CUSTOMER,
  phone: '9876543210',
  address: '221 Residency Road, Ashok Nagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560025',
  country: 'India',
  type: 'Home' as const,
  instructions: 'Ring the bell twice',
};

interface DemoOrder {
  /** When it was placed, before the seed time. */
  agoMs: number;
  paymentMethod: PaymentMethod;
  /** Indexes into the chosen products, with quantities. */
  lines: [number, number][];
  trackingNumber: string | null;
  /** What happened after it was placed, in the state machine's events, with hours after placing. */
  journey: [OrderEvent, number][];
}

const ASHOK_NAGAR = 'Ashok Nagar, Bengaluru';

/** A delivered order with its whole journey, a shipped one on its way, and one placed this morning. */
const DEMO_ORDERS: DemoOrder[] = [
  {
    agoMs: 18 * DAY_MS,
    paymentMethod: 'phonepe',
    lines: [
      [0, 2],
      [1, 1],
    ],
    trackingNumber: 'DLV7734120981',
    journey: [
      [{ type: 'payment_succeeded', transactionId: DEMO_TRANSACTION_ID }, 0.05],
      [{ type: 'pack' }, 19],
      [{ type: 'ship' }, 20],
      [{ type: 'arrive_at_facility', location: HUB }, 34],
      [{ type: 'out_for_delivery', location: ASHOK_NAGAR }, 50],
      [{ type: 'deliver', location: ASHOK_NAGAR }, 54],
    ],
  },
  {
    agoMs: 2 * DAY_MS,
    paymentMethod: 'cod',
    lines: [[2, 1]],
    trackingNumber: 'DLV7734155362',
    journey: [
      [{ type: 'pack' }, 17],
      [{ type: 'ship' }, 18],
      [{ type: 'arrive_at_facility', location: HUB }, 30],
    ],
  },
  {
    agoMs: 3 * HOUR_MS,
    paymentMethod: 'cod',
    lines: [
      [1, 1],
      [2, 2],
    ],
    trackingNumber: null,
    journey: [],
  },
];

/** Runs an order's journey through the state machine: its final state and every timeline entry with its time. */
function replay(demo: DemoOrder, placedAt: Date, userOrderNumber: number) {
  let state: OrderState = { status: 'pending', paymentStatus: 'pending', paymentMethod: demo.paymentMethod, userOrderNumber };
  const events: (TrackingEventToWrite & { createdAt: Date })[] = [];
  for (const [event, hours] of [[{ type: 'place' }, 0] as [OrderEvent, number], ...demo.journey]) {
    const result = transition(state, event);
    if (!result.ok) throw new Error(`demo order ${userOrderNumber}: ${result.reason}`);
    state = { ...state, status: result.status, paymentStatus: result.paymentStatus };
    // A second apart, so the timeline keeps its order when two entries share an hour.
    for (const written of result.events)
      events.push({ ...written, createdAt: new Date(placedAt.getTime() + hours * HOUR_MS + events.length * 1_000) });
  }
  return { state, events, location: events.at(-1)?.location ?? PHARMACY_NAME };
}

/**
 * Gives the demo customer a saved address and three past orders (delivered, shipped, confirmed) so
 * Orders and Tracking are not empty in a demo. Stock is not taken: these are history, not sales
 * made now. Needs the catalogue; does nothing without it or when the customer already has orders.
 */
export async function seedDemoOrders(db: Database, now = new Date()): Promise<void> {
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CUSTOMER));
  if (!customer) return;
  const [existing] = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, customer.id)).limit(1);
  if (existing) return;
  const picks = await db
    .select({
      id: products.id,
      name: products.name,
      categorySlug: products.categorySlug,
      pricePaise: products.pricePaise,
      mrpPaise: products.mrpPaise,
    })
    .from(products)
    .where(and(eq(products.active, true), eq(products.requiresPrescription, false), gt(products.stockQuantity, 0)))
    .orderBy(desc(products.purchaseCount), products.id)
    .limit(3);
  if (picks.length < 3) return;

  await db.transaction(async (tx) => {
    const [address] = await tx
      .insert(addresses)
      .values({ ...DEMO_ADDRESS, userId: customer.id, isDefault: true })
      .returning({ id: addresses.id });
    // As a placed order does (#21 item 14): the profile knows the phone and address its orders carry.
    await rememberOrderContact(tx, customer.id, DEMO_ADDRESS.phone, DEMO_ADDRESS);
    for (const [index, demo] of DEMO_ORDERS.entries()) {
      const placedAt = new Date(now.getTime() - demo.agoMs);
      const lines = demo.lines.map(([pick, quantity]) => ({ product: picks[pick] ?? picks[0]!, quantity }));
      const totals = computeTotals(
        lines.map(({ product, quantity }) => ({
          productId: product.id,
          categorySlug: product.categorySlug,
          tags: [],
          unitPricePaise: product.pricePaise,
          quantity,
        })),
        0,
        // Seeded on a fresh database: the default rule applies (nothing is in System Settings yet).
        { chargePaise: DELIVERY_CHARGE_PAISE, freeAbovePaise: FREE_DELIVERY_ABOVE_PAISE },
      );
      const { state, events, location } = replay(demo, placedAt, index + 1);
      const [order] = await tx
        .insert(orders)
        .values({
          userId: customer.id,
          userOrderNumber: index + 1,
          status: state.status,
          paymentMethod: demo.paymentMethod,
          paymentStatus: state.paymentStatus,
          ...totals,
          addressId: address?.id ?? null,
          shippingName: `${DEMO_ADDRESS.firstName} ${DEMO_ADDRESS.lastName}`,
          shippingStreet: DEMO_ADDRESS.address,
          shippingCity: DEMO_ADDRESS.city,
          shippingState: DEMO_ADDRESS.state,
          shippingZip: DEMO_ADDRESS.postalCode,
          shippingInstructions: DEMO_ADDRESS.instructions,
          contactPhone: DEMO_ADDRESS.phone,
          contactEmail: DEMO_ADDRESS.email,
          trackingNumber: demo.trackingNumber,
          currentLocation: state.status === 'delivered' ? 'Delivered' : location,
          createdAt: placedAt,
          updatedAt: events.at(-1)?.createdAt ?? placedAt,
        })
        .returning({ id: orders.id });
      if (!order) throw new Error('demo order not inserted');
      await tx.insert(orderItems).values(
        lines.map(({ product, quantity }) => ({
          orderId: order.id,
          productId: product.id,
          productName: product.name,
          categorySlug: product.categorySlug,
          unitPricePaise: product.pricePaise,
          mrpPaise: product.mrpPaise,
          quantity,
          lineTotalPaise: product.pricePaise * quantity,
        })),
      );
      await tx.insert(orderEvents).values(events.map((event) => ({ ...event, orderId: order.id })));
      const paid = demo.journey.find(([event]) => event.type === 'payment_succeeded')?.[0];
      if (paid?.type === 'payment_succeeded') {
        await tx.insert(payments).values({
          orderId: order.id,
          provider: 'phonepe',
          method: demo.paymentMethod,
          merchantTransactionId: `DEMO-${order.id}-${paid.transactionId}`,
          providerTransactionId: paid.transactionId,
          amountPaise: totals.totalPaise,
          status: 'success',
          instrument: 'PhonePe UPI',
          createdAt: placedAt,
          updatedAt: placedAt,
        });
      }
    }
  });
}

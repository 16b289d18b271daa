import { and, desc, eq, gt } from 'drizzle-orm';
import { computeTotals } from '@dawa/shared/commerce/pricing';
import { DELIVERY_CHARGE_PAISE, FREE_DELIVERY_ABOVE_PAISE, PHARMACY_NAME, type OrderStatus, type PaymentMethod, type PaymentStatus } from '@dawa/shared/commerce/rules';
import type { Database } from '../client.ts';
import { addresses, orderEvents, orderItems, orders, payments, products, users } from '../schema/index.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const DEMO_CUSTOMER = 'customer@dawa.in';
const HUB = 'Bengaluru Sorting Hub';

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
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** Indexes into the chosen products, with quantities. */
  lines: [number, number][];
  currentLocation: string;
  trackingNumber: string | null;
  /** Events after 'Order Placed': name, hours after placing, location, description. */
  events: [string, number, string, string][];
  transactionId?: string;
}

/** A delivered order with its whole journey, a shipped one on its way, and one placed this morning. */
const DEMO_ORDERS: DemoOrder[] = [
  {
    agoMs: 18 * DAY_MS,
    status: 'delivered',
    paymentMethod: 'phonepe',
    paymentStatus: 'paid',
    lines: [
      [0, 2],
      [1, 1],
    ],
    currentLocation: 'Delivered',
    trackingNumber: 'DLV7734120981',
    transactionId: 'T2611031045221187',
    events: [
      ['Payment Received', 0.05, PHARMACY_NAME, 'Payment received (transaction T2611031045221187).'],
      ['Order Confirmed', 0.1, PHARMACY_NAME, 'Your order is confirmed and being prepared.'],
      ['Shipped', 20, PHARMACY_NAME, 'Packed and handed to the courier.'],
      ['Arrived at Facility', 34, HUB, 'Arrived at the sorting hub.'],
      ['Out for Delivery', 50, 'Ashok Nagar, Bengaluru', 'Out for delivery with our courier partner.'],
      ['Delivered', 54, 'Ashok Nagar, Bengaluru', 'Delivered to Priya Sharma.'],
    ],
  },
  {
    agoMs: 2 * DAY_MS,
    status: 'shipped',
    paymentMethod: 'cod',
    paymentStatus: 'cod_pending',
    lines: [[2, 1]],
    currentLocation: HUB,
    trackingNumber: 'DLV7734155362',
    events: [
      ['Order Confirmed', 0, PHARMACY_NAME, 'Your order is confirmed and being prepared. Pay when it is delivered.'],
      ['Shipped', 18, PHARMACY_NAME, 'Packed and handed to the courier.'],
      ['Arrived at Facility', 30, HUB, 'Arrived at the sorting hub.'],
    ],
  },
  {
    agoMs: 3 * HOUR_MS,
    status: 'confirmed',
    paymentMethod: 'cod',
    paymentStatus: 'cod_pending',
    lines: [
      [1, 1],
      [2, 2],
    ],
    currentLocation: PHARMACY_NAME,
    trackingNumber: null,
    events: [['Order Confirmed', 0, PHARMACY_NAME, 'Your order is confirmed and being prepared. Pay when it is delivered.']],
  },
];

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
      const [order] = await tx
        .insert(orders)
        .values({
          userId: customer.id,
          userOrderNumber: index + 1,
          status: demo.status,
          paymentMethod: demo.paymentMethod,
          paymentStatus: demo.paymentStatus,
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
          currentLocation: demo.currentLocation,
          createdAt: placedAt,
          updatedAt: new Date(placedAt.getTime() + (demo.events.at(-1)?.[1] ?? 0) * HOUR_MS),
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
      await tx.insert(orderEvents).values([
        {
          orderId: order.id,
          status: 'Order Placed',
          location: PHARMACY_NAME,
          description: 'Your order has been placed.',
          createdAt: placedAt,
        },
        ...demo.events.map(([status, hours, location, description]) => ({
          orderId: order.id,
          status,
          location,
          description,
          createdAt: new Date(placedAt.getTime() + hours * HOUR_MS + 1_000),
        })),
      ]);
      if (demo.transactionId) {
        await tx.insert(payments).values({
          orderId: order.id,
          provider: 'phonepe',
          method: demo.paymentMethod,
          merchantTransactionId: `DEMO-${order.id}-${demo.transactionId}`,
          providerTransactionId: demo.transactionId,
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

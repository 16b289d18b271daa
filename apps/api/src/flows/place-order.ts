import crypto from 'node:crypto';
import type { Address } from '@dawa/shared/commerce/address';
import { pinRefusal } from '@dawa/shared/commerce/delivery-zones';
import type { CreateOrderBodySchema, CreateOrderResponse } from '@dawa/shared/commerce/orders';
import { computeTotals, type DeliveryRule, type Totals } from '@dawa/shared/commerce/pricing';
import { maxPerOrderMessage, PHARMACY_NAME } from '@dawa/shared/commerce/rules';
import { formatInr } from '@dawa/shared/money/format';
import { REVIEW_MESSAGES } from '@dawa/shared/prescriptions/review';
import type { z } from 'zod';
import { inTransaction, type Database } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { rememberOrderContact } from '../modules/accounts/order-contact.ts';
import { addressForOrder, rememberCheckoutAddress } from '../modules/addresses/addresses.service.ts';
import { forgetOrderedProducts, priceCart } from '../modules/cart/cart.service.ts';
import { pricedForRules, UNKNOWN_ITEM_NAME, type PricedCartLine } from '../modules/cart/price-lines.ts';
import { evaluateCode, redeemCode } from '../modules/cart/promo.service.ts';
import { reserveStock } from '../modules/catalog/stock.service.ts';
import { checkOrderAgainstCustomerMedicines, recordOrderMedicineCheck } from '../modules/drug-knowledge/customer-medicines.service.ts';
import { attachPrescriptionsToOrder, checkCheckoutPrescriptions } from '../modules/prescription-review/prescription-review.service.ts';
import { earlierOrderOfKey, insertPlacedOrder, lockCustomerForOrders, orderResponse } from '../modules/orders/order-placement.ts';
import { queueOrderMail } from './order-mails.ts';

type CreateOrderInput = z.output<typeof CreateOrderBodySchema>;

export const IDEMPOTENCY_CONFLICT_MESSAGE =
  'This checkout was already submitted with different details. Please reload the checkout page and place the order again.';

export const prescriptionRequiredMessage = REVIEW_MESSAGES.attachPrescription;
export { outOfStockMessage } from '../modules/catalog/stock.service.ts';
export const pricesChangedMessage = (totalPaise: number) =>
  `Prices have changed since you filled your cart. The new total is ${formatInr(totalPaise)}. Please review your order.`;

/** The outcome of a checkout: a new order (201), or the order an earlier request with the same Idempotency-Key made (200). */
export interface CheckoutResult {
  created: boolean;
  response: CreateOrderResponse;
}

/** A stable fingerprint of a checkout request: the same body gives the same hash whatever its key order. */
export function requestHash(body: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value as Record<string, unknown>)
              .filter(([, v]) => v !== undefined)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([k, v]) => [k, canonical(v)]),
          )
        : value;
  return crypto
    .createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

/** Refuses lines the shop cannot sell as they are: Schedule X and narcotics, withdrawn products, more than a product's per-order limit. */
function checkSellable(lines: readonly PricedCartLine[]): void {
  const controlled = lines.find((l) => !l.soldOnline);
  if (controlled) throw new AppError('invalid_input', REVIEW_MESSAGES.notSoldOnline(controlled.name));
  const gone = lines.find((l) => !l.available);
  if (gone) {
    const what = gone.name === UNKNOWN_ITEM_NAME ? 'An item in your cart' : gone.name;
    throw new AppError('invalid_input', `${what} is no longer available. Please remove it from your cart to continue.`);
  }
  const tooMany = lines.find((l) => l.quantity > l.maxPerOrder);
  if (tooMany) throw new AppError('invalid_input', maxPerOrderMessage(tooMany.name, tooMany.maxPerOrder));
}

export interface CheckoutOptions {
  now: () => Date;
  /** The delivery charge and free-delivery threshold in force (System Settings). */
  deliveryRule: () => Promise<DeliveryRule>;
  /** Links in the order-placed mail point here (PUBLIC_URL). */
  publicUrl: string;
}

/**
 * Placing an order, as named steps in ONE transaction that first locks the customer's row:
 * priceLines → checkSellable → checkCustomerMedicines → totals (promo with its real usage; the total the customer saw is
 * compared) → reserveStock → insertOrder (the state machine's 'place' row, the medicine check's
 * warnings) → redeemPromo. Each step
 * calls the module that owns its tables; any refusal rolls all of it back.
 */
export function createCheckoutService(db: Database, { now, deliveryRule, publicUrl }: CheckoutOptions) {
  async function computeOrderTotals(
    tx: Database,
    userId: number,
    body: CreateOrderInput,
    lines: readonly PricedCartLine[],
  ): Promise<Totals & { lineDiscountsPaise: number[] }> {
    const rules = pricedForRules(lines);
    const delivery = await deliveryRule();
    if (!body.promoCode) return { ...computeTotals(rules, 0, delivery), lineDiscountsPaise: lines.map(() => 0) };
    const outcome = await evaluateCode(tx, body.promoCode, rules, userId, now());
    if (!outcome.ok) throw new AppError('invalid_input', outcome.message);
    const totals = computeTotals(rules, outcome.discountPaise, delivery);
    // Each line keeps its part of the discount: the invoice takes it off the lines the code covers only.
    return {
      ...totals,
      lineDiscountsPaise: totals.discountPaise === outcome.discountPaise ? outcome.lineDiscountsPaise : lines.map(() => 0),
    };
  }

  /** The delivery zones (decision 034): no order goes to a PIN code we cannot deliver to. */
  function refuseUnservedPin(postalCode: string): void {
    const refusal = pinRefusal(postalCode);
    if (refusal) throw new AppError('invalid_input', refusal);
  }

  async function deliveryAddress(
    tx: Database,
    userId: number,
    body: CreateOrderInput,
  ): Promise<{ address: Omit<Address, 'id' | 'isDefault'>; id: number | null }> {
    if (body.addressId !== undefined) {
      const saved = await addressForOrder(tx, userId, body.addressId);
      refuseUnservedPin(saved.postalCode);
      return { address: saved, id: saved.id };
    }
    if (!body.address) throw new AppError('invalid_input', 'Please select or add a delivery address.');
    refuseUnservedPin(body.address.postalCode ?? '');
    const id = body.saveAddress === false ? null : await rememberCheckoutAddress(tx, userId, body.address);
    return { address: body.address, id };
  }

  return {
    /** POST /api/orders/create (see the service description); `idempotencyKey` makes a retry return the first order. */
    async createOrder(userId: number, body: CreateOrderInput, idempotencyKey: string | undefined): Promise<CheckoutResult> {
      const hash = requestHash(body);
      return inTransaction(db, async (tx) => {
        await lockCustomerForOrders(tx, userId);
        if (idempotencyKey) {
          const earlier = await earlierOrderOfKey(tx, userId, idempotencyKey);
          if (earlier) {
            if (earlier.requestHash !== hash) throw new AppError('conflict', IDEMPOTENCY_CONFLICT_MESSAGE);
            return { created: false, response: await orderResponse(tx, earlier.id) };
          }
        }

        const lines = await priceCart(tx, body.lines);
        checkSellable(lines);
        // The server decides from the priced lines whether a prescription is needed, never from a client flag.
        const rxLines = lines
          .filter((l) => l.requiresPrescription)
          .map((l) => ({ productId: l.productId, name: l.name, quantity: l.quantity }));
        const prescriptionIds = await checkCheckoutPrescriptions(tx, userId, body.prescriptionIds ?? [], rxLines, now());
        // Against the customer's other prescriptions and recent orders (issue 23): informational for the
        // customer, kept with the order for the pharmacist to review.
        const medicineWarnings = await checkOrderAgainstCustomerMedicines(
          tx,
          userId,
          lines.map((l) => l.productId),
          now(),
        );
        const totals = await computeOrderTotals(tx, userId, body, lines);
        if (totals.totalPaise !== body.totalPaise) throw new AppError('conflict', pricesChangedMessage(totals.totalPaise));
        await reserveStock(tx, lines);
        const { address, id: addressId } = await deliveryAddress(tx, userId, body);
        await rememberOrderContact(tx, userId, body.phone, address);

        const orderId = await insertPlacedOrder(
          tx,
          {
            userId,
            paymentMethod: body.paymentMethod,
            subtotalPaise: totals.subtotalPaise,
            discountPaise: totals.discountPaise,
            deliveryPaise: totals.deliveryPaise,
            totalPaise: totals.totalPaise,
            promoCode: body.promoCode && totals.discountPaise > 0 ? body.promoCode : null,
            addressId,
            shippingName: `${address.firstName} ${address.lastName}`.trim(),
            shippingStreet: address.address,
            shippingCity: address.city,
            shippingState: address.state,
            shippingZip: address.postalCode,
            shippingCountry: address.country,
            shippingInstructions: address.instructions,
            contactPhone: body.phone,
            contactEmail: address.email,
            note: body.note || null,
            gstNumber: body.gstNumber || null,
            wantsInvoice: body.wantsInvoice ?? false,
            idempotencyKey: idempotencyKey ?? null,
            requestHash: hash,
            currentLocation: PHARMACY_NAME,
            needsPrescription: rxLines.length > 0,
          },
          lines.map((line, i) => ({
            productId: line.productId,
            variantId: line.variantId,
            productName: line.name,
            variantLabel: line.variantLabel,
            sku: line.sku,
            categorySlug: line.categorySlug,
            requiresPrescription: line.requiresPrescription,
            unitPricePaise: line.unitPricePaise,
            mrpPaise: line.mrpPaise,
            quantity: line.quantity,
            lineTotalPaise: line.lineTotalPaise,
            discountPaise: totals.lineDiscountsPaise[i] ?? 0,
          })),
        );
        await attachPrescriptionsToOrder(tx, orderId, prescriptionIds);
        await recordOrderMedicineCheck(tx, orderId, medicineWarnings, now());
        if (body.promoCode && totals.discountPaise > 0) await redeemCode(tx, body.promoCode, userId, orderId);
        // A cash order is final now; an online one leaves the saved cart alone until it is paid
        // (markOrderPaid), so a failed payment's 'Try Again' finds the cart as it was.
        if (body.paymentMethod === 'cod')
          await forgetOrderedProducts(
            tx,
            userId,
            lines.map((l) => l.productId),
          );
        const response = await orderResponse(tx, orderId);
        // The customer's 'we have your order' mail, in this transaction (decision 031).
        const placed = {
          id: orderId,
          userId,
          userOrderNumber: response.order.userOrderNumber,
          totalPaise: totals.totalPaise,
          paymentMethod: body.paymentMethod,
        };
        await queueOrderMail(tx, publicUrl, placed, 'placed');
        return { created: true, response };
      });
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

import crypto from 'node:crypto';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@dawa/shared/commerce/rules';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { PaymentsContext } from './context.ts';
import { findOrderOfUser } from './payments.repository.ts';

export const ORDER_NOT_FOUND = 'Order not found';

const labelOf = (method: string) => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;

/** Unique per attempt, at most 34 characters of [A-Za-z0-9_-] (§2.2). */
export function newMerchantTransactionId(orderId: number): string {
  return `DW${orderId}_${crypto.randomBytes(8).toString('hex')}`;
}

/** Checks that the caller's order waits for an online payment by this method, and answers it. */
export async function payableOrder(ctx: PaymentsContext, userId: number, orderId: number, method: PaymentMethod) {
  const order = await findOrderOfUser(ctx.db, orderId, userId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.paymentMethod !== method) {
    throw new AppError('conflict', `This order is to be paid with ${labelOf(order.paymentMethod)}, not ${labelOf(method)}.`);
  }
  if (order.status !== 'pending' || order.paymentStatus !== 'pending') throw new AppError('conflict', 'This order is not waiting for a payment.');
  return order;
}

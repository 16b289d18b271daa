import crypto from 'node:crypto';
import { awaitsPayment, refusals } from '@dawa/shared/commerce/order-state';
import { PAYMENT_METHOD_LABELS, type OrderStatus, type PaymentMethod, type PaymentStatus } from '@dawa/shared/commerce/rules';
import { AppError, notFound } from '../../lib/app-error.ts';

export const ORDER_NOT_FOUND = 'Order not found';

const labelOf = (method: string) => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;

/** Unique per attempt, at most 34 characters of [A-Za-z0-9_-] (§2.2). */
export function newMerchantTransactionId(orderId: number): string {
  return `DW${orderId}_${crypto.randomBytes(8).toString('hex')}`;
}

/** The same for an appointment's fee ('AP' tells the two apart in provider dashboards). */
export function newAppointmentTransactionId(appointmentId: number): string {
  return `AP${appointmentId}_${crypto.randomBytes(8).toString('hex')}`;
}

/** Our id of a refund at the provider (also at most 34 characters). */
export function newRefundId(paymentId: number): string {
  return `RF${paymentId}_${crypto.randomBytes(8).toString('hex')}`;
}

/** The order fields that decide whether it may be paid now. */
export interface PayableCheck {
  userId: number;
  userOrderNumber: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
}

/** Refuses unless the caller's order waits for an online payment by this method (someone else's order does not exist). */
export function checkPayable<T extends PayableCheck>(order: T | null, userId: number, method: PaymentMethod): T {
  if (!order || order.userId !== userId) throw notFound(ORDER_NOT_FOUND);
  if (order.paymentMethod !== method) {
    throw new AppError('conflict', `This order is to be paid with ${labelOf(order.paymentMethod)}, not ${labelOf(method)}.`);
  }
  if (!awaitsPayment(order)) throw new AppError('conflict', refusals.notWaitingForPayment(order.userOrderNumber));
  return order;
}

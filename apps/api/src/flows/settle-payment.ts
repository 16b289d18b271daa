import { awaitsPayment } from '@dawa/shared/commerce/order-state';
import { inTransaction, type Database } from '../db/client.ts';
import { lockOrderForChange, tryMoveOrder } from '../modules/orders/order-transitions.ts';
import {
  findOpenPaymentOfOrder,
  findPaymentById,
  insertPaymentEvent,
  lockPayment,
  updatePayment,
  type PaymentRow,
} from '../modules/payments/attempts.ts';
import { PHONEPE_PROVIDER, type PaymentsContext } from '../modules/payments/context.ts';
import { newRefundId } from '../modules/payments/payable-order.ts';
import { answerDetail, failureReason, isOpen } from '../modules/payments/payment-outcome.ts';
import { askProvider } from '../modules/payments/payment-status.ts';
import type { ProviderAnswer } from '../providers/payments/types.ts';
import { completeAppointmentRefund, settleAppointmentAttempt } from './appointment-payment-settle.ts';
import { applyOrderEffects } from './order-effects.ts';
import { queueMailOfEvent } from './order-mails.ts';

/**
 * Settling a payment: a verified provider answer is recorded on the attempt and the order moves by
 * the state machine, in ONE transaction that locks the order, then the attempt (always in that order,
 * as paying does, so two writers cannot deadlock). Exactly once: only the order's open attempt of an
 * order still waiting can become its payment (and a unique index admits one success per order); money
 * arriving for any other attempt is refunded through the provider right after the transaction.
 */
export async function applyProviderAnswer(
  ctx: PaymentsContext,
  paymentId: number,
  answer: ProviderAnswer,
  event: { kind: string; always: boolean },
): Promise<PaymentRow | null> {
  const now = ctx.now();
  const refunds: number[] = [];
  const settled = await inTransaction(ctx.db, async (tx) => {
    const peek = await findPaymentById(tx, paymentId);
    if (!peek) return null;
    if (peek.orderId === null) {
      if (peek.appointmentId === null) return null;
      const { refund } = await settleAppointmentAttempt(
        tx,
        { ...peek, appointmentId: peek.appointmentId },
        answer,
        event,
        now,
        ctx.publicUrl,
      );
      if (refund) refunds.push(paymentId);
      return peek;
    }
    const order = await lockOrderForChange(tx, peek.orderId);
    const payment = await lockPayment(tx, paymentId);
    if (!order || !payment) return null;
    const waiting = awaitsPayment(order);
    const transactionId = answer.transactionId ?? payment.providerTransactionId ?? payment.merchantTransactionId;
    let applied = 'none';

    if (answer.state === 'COMPLETED' && (isOpen(payment) || payment.status === 'failed' || payment.status === 'superseded')) {
      if (isOpen(payment) && waiting) {
        applied = 'paid';
        await updatePayment(tx, paymentId, {
          status: 'success',
          providerTransactionId: transactionId,
          responseCode: answer.responseCode ?? answer.code,
          lastCheckedAt: now,
        });
        const paid = { type: 'payment_succeeded', transactionId } as const;
        const moved = await tryMoveOrder(tx, order, paid, now);
        if (!('refused' in moved)) {
          await applyOrderEffects(tx, order, moved.effects, now);
          await queueMailOfEvent(tx, ctx.publicUrl, order, paid);
        }
      } else {
        // Closed (superseded, expired) or the order no longer waits (paid by another attempt, cancelled): the money goes back.
        applied = 'refund';
        await updatePayment(tx, paymentId, {
          status: 'refund_pending',
          providerTransactionId: transactionId,
          responseCode: answer.responseCode ?? answer.code,
          lastCheckedAt: now,
        });
        refunds.push(paymentId);
      }
    } else if (answer.state === 'FAILED' && isOpen(payment)) {
      applied = 'failed';
      await updatePayment(tx, paymentId, {
        status: 'failed',
        providerTransactionId: answer.transactionId ?? payment.providerTransactionId,
        responseCode: answer.code,
        lastCheckedAt: now,
      });
      if (waiting) {
        const moved = await tryMoveOrder(tx, order, { type: 'payment_failed', reason: failureReason(payment, answer.code) }, now);
        if (!('refused' in moved)) await applyOrderEffects(tx, order, moved.effects);
      }
    } else {
      await updatePayment(tx, paymentId, { lastCheckedAt: now, ...(payment.status === 'initiated' ? { status: 'pending' as const } : {}) });
    }
    if (applied !== 'none' || event.always) {
      await insertPaymentEvent(tx, { paymentId, kind: event.kind, accepted: true, detail: { ...answerDetail(answer), applied } });
    }
    return payment;
  });
  for (const id of refunds) await refundPayment(ctx, id);
  if (!settled) return null;
  const after = await findPaymentById(ctx.db, paymentId);
  // Counted once, by the writer whose transaction moved the attempt to an outcome.
  if (after && after.status !== settled.status && SETTLED_OUTCOMES.has(after.status)) ctx.onOutcome?.(after.provider, after.status);
  return after;
}

/** The statuses a provider's answer settles an attempt in (refund_pending: the money came for something that no longer waits). */
const SETTLED_OUTCOMES = new Set(['success', 'failed', 'refund_pending', 'refunded']);

/** Asks the provider about an open payment and settles what it answers; returns the payment as it now stands. */
export async function refreshPayment(ctx: PaymentsContext, payment: PaymentRow): Promise<PaymentRow> {
  const asked = await askProvider(ctx, payment);
  if (!asked) return payment;
  return (await applyProviderAnswer(ctx, payment.id, asked.answer, { kind: asked.kind, always: false })) ?? payment;
}

/**
 * Gives a payment in refund_pending its money back through its provider (PhonePe's refund API, or
 * the gateway's refund), under our own refund id kept on the attempt so a repeat is harmless. Once
 * the provider accepts, the attempt is refunded and the order's timeline says so (the order's own
 * payment: refund_completed; money it did not need: extra_payment_refunded). A refusal leaves it
 * refund_pending for the reconciliation sweep to try again.
 */
export async function refundPayment(ctx: PaymentsContext, paymentId: number): Promise<void> {
  const payment = await inTransaction(ctx.db, async (tx) => {
    const row = await lockPayment(tx, paymentId);
    if (!row || row.status !== 'refund_pending') return null;
    if (row.refundTransactionId) return row;
    const refundTransactionId = newRefundId(row.id);
    await updatePayment(tx, row.id, { refundTransactionId });
    return { ...row, refundTransactionId };
  });
  if (!payment?.refundTransactionId) return;
  const refundId = payment.refundTransactionId;
  const result =
    payment.provider === PHONEPE_PROVIDER
      ? await ctx.phonePe.refund({ merchantRefundId: refundId, originalMerchantOrderId: payment.merchantTransactionId, amount: payment.amountPaise })
      : await ctx.gateway.refund({
          providerOrderId: payment.providerOrderId,
          providerTransactionId: payment.providerTransactionId,
          merchantTransactionId: payment.merchantTransactionId,
          amountPaise: payment.amountPaise,
          refundId,
        });
  if (!result.ok) {
    await insertPaymentEvent(ctx.db, {
      paymentId,
      kind: 'refund',
      accepted: false,
      detail: { refundId, code: result.code, message: result.message },
    });
    ctx.log.error(
      { merchantTransactionId: payment.merchantTransactionId, code: result.code },
      'refund refused by the provider; the sweep tries again',
    );
    return;
  }
  await inTransaction(ctx.db, async (tx) => {
    if (payment.orderId === null) {
      if (payment.appointmentId !== null)
        await completeAppointmentRefund(tx, { ...payment, appointmentId: payment.appointmentId }, ctx.now());
      return;
    }
    const order = await lockOrderForChange(tx, payment.orderId);
    const row = await lockPayment(tx, paymentId);
    if (!order || row?.status !== 'refund_pending') return;
    const now = ctx.now();
    await updatePayment(tx, paymentId, { status: 'refunded', refundedAt: now });
    await insertPaymentEvent(tx, { paymentId, kind: 'refund', accepted: true, detail: { refundId, amountPaise: payment.amountPaise } });
    const transactionId = row.providerTransactionId ?? row.merchantTransactionId;
    const event =
      order.paymentStatus === 'refund_pending'
        ? ({ type: 'refund_completed', transactionId } as const)
        : ({ type: 'extra_payment_refunded', transactionId } as const);
    const moved = await tryMoveOrder(tx, order, event, now);
    if (!('refused' in moved)) await queueMailOfEvent(tx, ctx.publicUrl, order, event);
  });
}

/**
 * Closes the order's open attempt, in the caller's transaction (the order's lock held): locally
 * first (so a newer attempt may open and a later success of this one is refunded), then at the
 * provider (the gateway voids the charge, the PhonePe sandbox expires it; real PhonePe PG v2 cannot,
 * so there it is closed on our side only). A gateway charge found already captured goes to refund.
 * Answers the ids of payments to refund after the transaction.
 */
export async function closeOpenAttempt(
  ctx: PaymentsContext,
  tx: Database,
  orderId: number,
  status: 'superseded' | 'failed',
  code: string,
): Promise<number[]> {
  const open = await findOpenPaymentOfOrder(tx, orderId);
  return open ? closeAttempt(ctx, tx, open, status, code) : [];
}

/** Closes one open attempt (an order's or an appointment's), in the caller's transaction; see closeOpenAttempt. */
export async function closeAttempt(
  ctx: PaymentsContext,
  tx: Database,
  open: PaymentRow,
  status: 'superseded' | 'failed',
  code: string,
): Promise<number[]> {
  await updatePayment(tx, open.id, { status, responseCode: code });
  const closed =
    open.provider === PHONEPE_PROVIDER
      ? await ctx.phonePe.expire(open.merchantTransactionId)
      : open.providerOrderId
        ? await ctx.gateway.cancel({
            providerOrderId: open.providerOrderId,
            providerTransactionId: open.providerTransactionId,
            merchantTransactionId: open.merchantTransactionId,
            amountPaise: open.amountPaise,
          })
        : ({ ok: true } as const);
  await insertPaymentEvent(tx, {
    paymentId: open.id,
    kind: 'closed',
    accepted: true,
    detail: { status, code, closedAtProvider: closed.ok, ...(closed.ok ? {} : { providerCode: closed.code }) },
  });
  if (!closed.ok && closed.code === 'ALREADY_CAPTURED') {
    await updatePayment(tx, open.id, { status: 'refund_pending' });
    return [open.id];
  }
  return [];
}

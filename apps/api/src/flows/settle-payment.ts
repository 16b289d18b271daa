import { attemptTransition, settleAttempt } from '@dawa/shared/commerce/payment-attempt-state';
import { inTransaction, type Database } from '../db/client.ts';
import { findPaymentById, insertPaymentEvent, lockPayment, updatePayment, type PaymentRow } from '../modules/payments/attempts.ts';
import { PHONEPE_PROVIDER, type PaymentsContext } from '../modules/payments/context.ts';
import { payableRefOf, type Payable } from '../modules/payments/payable.ts';
import { newRefundId } from '../modules/payments/payable-order.ts';
import { answerDetail } from '../modules/payments/payment-outcome.ts';
import { askProvider } from '../modules/payments/payment-status.ts';
import type { ProviderAnswer } from '../providers/payments/types.ts';
import { orderPayable, payableOf } from './payables.ts';

/**
 * Settling a payment: a verified provider answer is recorded on the attempt and what it pays for (an
 * order, an appointment's fee: a `Payable`, decision 065) moves by its own state machine, in ONE
 * transaction that locks the payable, then the attempt (always in that order, as paying does, so two
 * writers cannot deadlock). Exactly once, by the attempt table (`settleAttempt`): only the open attempt
 * of a payable still waiting can become its payment (and a unique index admits one success per
 * payable); money arriving for any other attempt is refunded through the provider right after the
 * transaction.
 */
export async function applyProviderAnswer(
  ctx: PaymentsContext,
  paymentId: number,
  answer: ProviderAnswer,
  event: { kind: string; always: boolean },
): Promise<PaymentRow | null> {
  const now = ctx.now();
  const at = { now, publicUrl: ctx.publicUrl };
  const refunds: number[] = [];
  const settled = await inTransaction(ctx.db, async (tx) => {
    const peek = await findPaymentById(tx, paymentId);
    const ref = peek ? payableRefOf(peek) : null;
    if (!ref) return null;
    const payable = payableOf(ref);
    const locked = await payable.lock(tx, ref.id);
    const payment = await lockPayment(tx, paymentId);
    if (!locked || !payment) return null;
    const settlement = settleAttempt(payment.status, answer.state, payable.awaitsPayment(locked));
    const applied = settlement && settlement.applied !== 'pending' ? settlement.applied : 'none';
    const transactionId = answer.transactionId ?? payment.providerTransactionId ?? payment.merchantTransactionId;

    if (applied === 'paid' || applied === 'refund') {
      await updatePayment(tx, paymentId, {
        status: settlement!.status,
        providerTransactionId: transactionId,
        responseCode: answer.responseCode ?? answer.code,
        lastCheckedAt: now,
      });
      if (applied === 'paid') await payable.onPaid(tx, locked, { payment, transactionId }, at);
      // Closed (superseded, expired) or the payable no longer waits (paid by another attempt, cancelled): the money goes back.
      else refunds.push(paymentId);
    } else if (applied === 'failed') {
      await updatePayment(tx, paymentId, {
        status: settlement!.status,
        providerTransactionId: answer.transactionId ?? payment.providerTransactionId,
        responseCode: answer.code,
        lastCheckedAt: now,
      });
      if (payable.awaitsPayment(locked)) await payable.onPaymentFailed(tx, locked, { payment, code: answer.code }, at);
    } else {
      await updatePayment(tx, paymentId, { lastCheckedAt: now, ...(settlement ? { status: settlement.status } : {}) });
    }
    if (applied !== 'none' || event.always) {
      await insertPaymentEvent(tx, {
        paymentId,
        kind: event.kind,
        accepted: true,
        detail: { ...answerDetail(answer), applied, ...(ref.kind === 'appointment' ? { appointmentId: ref.id } : {}) },
      });
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
    // Only money marked to go back (the table's refund_pending) is refunded.
    if (!row || attemptTransition(row.status, 'refund_completed') === null) return null;
    if (row.refundTransactionId) return row;
    const refundTransactionId = newRefundId(row.id);
    await updatePayment(tx, row.id, { refundTransactionId });
    return { ...row, refundTransactionId };
  });
  if (!payment?.refundTransactionId) return;
  const refundId = payment.refundTransactionId;
  const result =
    payment.provider === PHONEPE_PROVIDER
      ? await ctx.phonePe.refund({
          merchantRefundId: refundId,
          originalMerchantOrderId: payment.merchantTransactionId,
          amount: payment.amountPaise,
        })
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
    const ref = payableRefOf(payment);
    if (!ref) return;
    const payable = payableOf(ref);
    const locked = await payable.lock(tx, ref.id);
    const row = await lockPayment(tx, paymentId);
    const status = row ? attemptTransition(row.status, 'refund_completed') : null;
    if (!locked || !row || !status) return;
    const now = ctx.now();
    await updatePayment(tx, paymentId, { status, refundedAt: now });
    await insertPaymentEvent(tx, { paymentId, kind: 'refund', accepted: true, detail: { refundId, amountPaise: payment.amountPaise } });
    await payable.onRefunded(tx, locked, { payment: row }, { now, publicUrl: ctx.publicUrl });
  });
}

/**
 * Closes the payable's open attempt, in the caller's transaction (the payable's lock held): locally
 * first (so a newer attempt may open and a later success of this one is refunded), then at the
 * provider (the gateway voids the charge, the PhonePe sandbox expires it; real PhonePe PG v2 cannot,
 * so there it is closed on our side only). A gateway charge found already captured goes to refund.
 * Answers the ids of payments to refund after the transaction.
 */
export async function closeOpenAttemptOf<L>(
  ctx: PaymentsContext,
  tx: Database,
  payable: Payable<L>,
  id: number,
  how: 'superseded' | 'closed',
  code: string,
): Promise<number[]> {
  const open = await payable.findOpenAttempt(tx, id);
  return open ? closeAttempt(ctx, tx, open, how, code) : [];
}

/** closeOpenAttemptOf for an order (the sweep's expiry, a cancellation). */
export const closeOpenAttempt = (ctx: PaymentsContext, tx: Database, orderId: number, how: 'superseded' | 'closed', code: string) =>
  closeOpenAttemptOf(ctx, tx, orderPayable, orderId, how, code);

/** Closes one open attempt (an order's or an appointment's), in the caller's transaction; see closeOpenAttemptOf. */
export async function closeAttempt(
  ctx: PaymentsContext,
  tx: Database,
  open: PaymentRow,
  how: 'superseded' | 'closed',
  code: string,
): Promise<number[]> {
  const status = attemptTransition(open.status, how);
  if (!status) return [];
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
    await updatePayment(tx, open.id, { status: attemptTransition(status, 'closed_but_captured') ?? 'refund_pending' });
    return [open.id];
  }
  return [];
}

/**
 * A payable given up (cancelled, rejected, refunded by staff), in the caller's transaction with its
 * lock held: its open attempt is closed at the provider and, when its money goes back, its captured
 * payment is marked for refund. Answers the payments to refund through `refundPayment` after the
 * commit: the one refund path for orders and appointments, customers and staff alike.
 */
export async function giveUpPayable<L>(
  ctx: PaymentsContext,
  tx: Database,
  payable: Payable<L>,
  id: number,
  { code, refundCaptured }: { code: string; refundCaptured: boolean },
): Promise<number[]> {
  const refunds = await closeOpenAttemptOf(ctx, tx, payable, id, 'closed', code);
  const captured = refundCaptured ? await payable.findCapturedAttempt(tx, id) : null;
  const status = captured ? attemptTransition(captured.status, 'refund_requested') : null;
  if (captured && status) {
    await updatePayment(tx, captured.id, { status });
    refunds.push(captured.id);
  }
  return refunds;
}

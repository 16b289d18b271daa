import { inTransaction, type Database } from '../db/client.ts';
import type { AppError } from '../lib/app-error.ts';
import type { PaymentRow } from '../modules/payments/attempts.ts';
import type { PaymentsContext } from '../modules/payments/context.ts';
import type { Payable } from '../modules/payments/payable.ts';
import { refundPayment } from './settle-payment.ts';

/** A provider step's answer: the value for the caller, or a refusal recorded before it is answered. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

/** What a provider step is given: the locked payable, its open attempt, and where to put money found captured. */
export interface AttemptStep<L> {
  tx: Database;
  locked: L;
  open: PaymentRow | null;
  /** Ids of payments to refund after the transaction (a replaced attempt found already captured). */
  refunds: number[];
}

/**
 * Paying for anything, exactly once (decisions 012, 065): ONE transaction holds the payable's row lock
 * from the check that it may be paid now to the provider's answer, so attempts of one payable follow
 * one another. `admit` refuses what may not be paid (not found, not the caller's, not waiting: it
 * throws the refusal); `start` closes or reuses the open attempt and asks the provider (PhonePe's pay
 * call, a Razorpay order). A refusal by the provider is recorded in the transaction and answered after
 * it, once money of a replaced attempt found captured has gone back.
 */
export async function payFor<L, T>(
  ctx: PaymentsContext,
  payable: Payable<L>,
  id: number,
  admit: (locked: L | null) => L,
  start: (step: AttemptStep<L>) => Promise<Outcome<T>>,
): Promise<T> {
  const refunds: number[] = [];
  const outcome = await inTransaction(ctx.db, async (tx) => {
    const locked = admit(await payable.lock(tx, id));
    return start({ tx, locked, open: await payable.findOpenAttempt(tx, id), refunds });
  });
  for (const paymentId of refunds) await refundPayment(ctx, paymentId);
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

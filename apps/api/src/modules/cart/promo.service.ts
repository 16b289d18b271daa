import { evaluatePromo, INVALID_PROMO_MESSAGE, type PricedLine, type PromoOutcome } from '@dawa/shared/commerce/pricing';
import { formatInr } from '@dawa/shared/money/format';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './promo.repository.ts';

const times = (n: number) => (n === 1 ? '1 time' : `${n} times`);
const uses = (n: number) => (n === 1 ? '1 use' : `${n} uses`);

/** The per-customer limit explained in the quote, or null for a code without one. */
export function limitNoteOf(code: string, perUserLimit: number | null, timesUsedByUser: number | null): string | null {
  if (perUserLimit === null) return null;
  const rule = `${code} can be used ${times(perUserLimit)} per customer`;
  if (timesUsedByUser === null) return `${rule}.`;
  return `${rule}; ${uses(Math.max(0, perUserLimit - timesUsedByUser))} left for you, counting this order.`;
}

export type PromoEvaluation = (PromoOutcome & { ok: false }) | (PromoOutcome & { ok: true; limitNote: string | null });

/**
 * Evaluates a promo code for a cart priced by the server, with its real usage counts. A visitor
 * (no userId) is checked against the total limit only; the per-customer limit is checked again at checkout.
 */
export async function evaluateCode(
  db: Database,
  code: string,
  lines: readonly PricedLine[],
  userId: number | null,
  now: Date,
): Promise<PromoEvaluation> {
  const promo = await repo.findPromo(db, code);
  if (!promo) return { ok: false, message: INVALID_PROMO_MESSAGE };
  const timesUsedByUser = userId === null ? null : await repo.countRedemptionsByUser(db, code, userId);
  const outcome = evaluatePromo(promo.rule, lines, { timesUsed: promo.timesUsed, timesUsedByUser: timesUsedByUser ?? 0 }, now, formatInr);
  return outcome.ok ? { ...outcome, limitNote: limitNoteOf(promo.rule.code, promo.rule.perUserLimit, timesUsedByUser) } : outcome;
}

/**
 * Records that an order used a code, in the order's transaction. Refuses when the code's total limit
 * was reached meanwhile (a guarded UPDATE) or the customer's own limit is used up. The callers hold the
 * customer's row lock (checkout, paying again), so one customer's redemptions are counted one at a time.
 */
export async function redeemCode(tx: Database, code: string, userId: number, orderId: number): Promise<void> {
  const promo = await repo.findPromo(tx, code);
  if (!promo) throw new AppError('invalid_input', INVALID_PROMO_MESSAGE);
  if (promo.rule.perUserLimit !== null && (await repo.countRedemptionsByUser(tx, code, userId)) >= promo.rule.perUserLimit) {
    throw new AppError('conflict', `You have already used ${code}.`);
  }
  if (!(await repo.claimPromoUse(tx, code))) throw new AppError('conflict', `${code} has reached its usage limit.`);
  await repo.insertRedemption(tx, code, userId, orderId);
}

/** Gives an order's promo use back (a cancelled or unpaid order does not count against the code's limits). */
export async function releasePromoOf(tx: Database, orderId: number): Promise<void> {
  await repo.deleteRedemptionOf(tx, orderId);
}

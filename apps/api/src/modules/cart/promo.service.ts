import { evaluatePromo, INVALID_PROMO_MESSAGE, type PricedLine, type PromoOutcome } from '@dawa/shared/commerce/pricing';
import { formatInr } from '@dawa/shared/money/format';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './promo.repository.ts';

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
): Promise<PromoOutcome> {
  const promo = await repo.findPromo(db, code);
  if (!promo) return { ok: false, message: INVALID_PROMO_MESSAGE };
  const timesUsedByUser = userId === null ? 0 : await repo.countRedemptionsByUser(db, code, userId);
  return evaluatePromo(promo.rule, lines, { timesUsed: promo.timesUsed, timesUsedByUser }, now, formatInr);
}

/** Records that an order used a code, in the order's transaction; refuses when the code's usage limit was reached meanwhile. */
export async function redeemCode(tx: Database, code: string, userId: number, orderId: number): Promise<void> {
  if (!(await repo.claimPromoUse(tx, code))) throw new AppError('conflict', `${code} has reached its usage limit.`);
  await repo.insertRedemption(tx, code, userId, orderId);
}

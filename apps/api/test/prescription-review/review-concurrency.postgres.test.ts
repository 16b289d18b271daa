import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateOrderResponseSchema } from '@dawa/shared/commerce/orders';
import { ErrorBodySchema } from '@dawa/shared/errors/codes';
import { prescriptionLineDecisions } from '../../src/db/schema/index.ts';
import { createVerifiedUser } from '../helpers/accounts.ts';
import { createPaymentsTestApp, orderRow, stockOf, type PaymentsTestApp } from '../payments/helpers.ts';
import { createAccount } from '../admin/staff-helpers.ts';
import { createOrder, orderBody } from '../orders/commerce-helpers.ts';
import { addRxProduct, decide, insertAnalysedPrescription, reviewOf, setRegistration } from './rx-helpers.ts';

// Runs only on the PostgreSQL server (DATABASE_URL; see vitest.config.ts): PGlite runs one statement at a time.
let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  expect(t.database.kind).toBe('postgres');
});
afterAll(() => t.close());

describe('the pharmacist’s decision under concurrency (PostgreSQL)', () => {
  it('two pharmacists deciding one order at once: one wins, the other gets 409, one set of decisions is written', async () => {
    const [first, second] = [await createAccount(t, 'pharmacist', 'first'), await createAccount(t, 'pharmacist', 'second')];
    await setRegistration(t, first.headers, 'KSPC-1');
    await setRegistration(t, second.headers, 'KSPC-2');
    const customer = await createVerifiedUser(t);
    const rx = await addRxProduct(t, { stock: 5 });
    const p = await insertAnalysedPrescription(t, customer.session.user.id, { medicines: [{ productId: rx }] });
    const created = await createOrder(t, customer, await orderBody(t, customer, [{ productId: rx, quantity: 1 }], { prescriptionIds: [p.id] }));
    expect(created.statusCode, created.body).toBe(201);
    const orderId = CreateOrderResponseSchema.parse(created.json()).orderId;
    const detail = await reviewOf(t, first.headers, orderId);
    const itemId = detail.lines[0]!.orderItemId;

    const [approve, reject] = await Promise.all([
      decide(t, first.headers, orderId, { version: detail.version, lines: [{ orderItemId: itemId, decision: 'approve', prescriptionMedicineId: p.medicineIds[0]! }] }),
      decide(t, second.headers, orderId, { version: detail.version, lines: [{ orderItemId: itemId, decision: 'reject', reason: 'illegible' }] }),
    ]);
    const codes = [approve.statusCode, reject.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = approve.statusCode === 409 ? approve : reject;
    expect(ErrorBodySchema.parse(loser.json()).message).toBe('This order was changed by someone else. Reload it and try again.');
    const decisions = await t.database.db.select().from(prescriptionLineDecisions).where(eq(prescriptionLineDecisions.orderId, orderId));
    expect(decisions).toHaveLength(1);
    const status = (await orderRow(t.database.db, orderId)).status;
    expect(status).toBe(decisions[0]!.decision === 'approved' ? 'confirmed' : 'cancelled');
    expect(await stockOf(t.database.db, rx)).toBe(status === 'confirmed' ? 4 : 5);
  }, 60_000);
});

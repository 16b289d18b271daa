import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESCRIPTION_REFUSALS } from '@dawa/shared/prescriptions/prescription-state';
import { prescriptionAnalysisJobs, prescriptions } from '../../src/db/schema/index.ts';
import { expectError, expectReason } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount, type Account } from '../admin/staff-helpers.ts';

// The prescription table (packages/shared/src/prescriptions/prescription-state.ts) through the real
// app: a move it refuses is a 409 with its sentence, and neither the row nor the analysis queue changes.
let t: TestApp;
let customer: Account;
let approved: number;
beforeAll(async () => {
  t = await createTestApp();
  customer = await createAccount(t, 'user', 'customer');
  // An upload a pharmacist has approved (a fixture: the review API is the prescription-review module's).
  const [row] = await t.database.db
    .insert(prescriptions)
    .values({
      userId: customer.session.user.id,
      source: 'upload',
      status: 'approved',
      fileKey: 'prescriptions/approved-fixture.png',
      originalName: 'rx.png',
      contentType: 'image/png',
      sizeBytes: 10,
      extractedText: 'Dr. Meera Rao',
      analyzedAt: new Date(),
    })
    .returning({ id: prescriptions.id });
  approved = row!.id;
});
afterAll(() => t.close());

describe('the prescription table refuses', () => {
  it('analysing a reviewed prescription again: 409 with its reason, nothing written, nothing queued', async () => {
    const [before] = await t.database.db.select().from(prescriptions).where(eq(prescriptions.id, approved));
    const res = await t.app.inject({ method: 'POST', url: `/api/prescriptions/analyze/${approved}`, headers: customer.headers });
    expectReason(expectError(res, 409, PRESCRIPTION_REFUSALS.notAnalysable.message), 'prescription_not_analysable');
    const [after] = await t.database.db.select().from(prescriptions).where(eq(prescriptions.id, approved));
    expect(after).toEqual(before);
    expect(
      await t.database.db.select().from(prescriptionAnalysisJobs).where(eq(prescriptionAnalysisJobs.prescriptionId, approved)),
    ).toEqual([]);
  });
});

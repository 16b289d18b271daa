import { ORDER_CHANGED_ELSEWHERE } from '@dawa/shared/admin/orders';
import type { OrderEvent } from '@dawa/shared/commerce/order-state';
import { ORDER_NOT_FOUND_MESSAGE } from '@dawa/shared/commerce/orders';
import type { MedicineCorrectionBody, PrescriptionCorrectionBody } from '@dawa/shared/prescriptions/corrections';
import {
  REVIEW_MESSAGES,
  type MedicineCheckReviewBody,
  type ReviewDecisionBody,
  type ReviewDecisionResponse,
  type ReviewDetail,
  type ReviewMedicineCheck,
} from '@dawa/shared/prescriptions/review';
import { inTransaction } from '../db/client.ts';
import { AppError, notFound } from '../lib/app-error.ts';
import { recordAudit, type AuditContext } from '../modules/audit/audit.service.ts';
import { markMedicineCheckReviewed, medicineCheckOf } from '../modules/drug-knowledge/customer-medicines.service.ts';
import { lockOrderForChange, moveOrder } from '../modules/orders/order-transitions.ts';
import type { PaymentsContext } from '../modules/payments/context.ts';
import {
  attachedPrescriptionFile,
  checkoutPrescriptions,
  createTestPrescription,
  recordLineDecisions,
  registerCsv,
  registrationOf,
  reviewDetail,
  reviewQueue,
  saveRegistration,
} from '../modules/prescription-review/prescription-review.service.ts';
import { correctMedicine, correctPrescription, readingAccuracy } from '../modules/prescription-review/reading-corrections.service.ts';
import type { FileStorage } from '../providers/storage/types.ts';
import { settleGivenUpOrder } from './order-changes.ts';
import { queueMailOfEvent } from './order-mails.ts';
import { refundPayment } from './settle-payment.ts';

/**
 * The pharmacist's queue (decision 026). A decision is one transaction under the order's lock: the
 * version check (of two pharmacists, the second gets 409), every line's decision with the ledger
 * check, the state machine's approve or reject row with its stock and promo effects, and the audit
 * row. A rejection then refunds through the one refund path (settleGivenUpOrder + refundPayment, as a
 * customer's cancel) and tells the customer why by mail after the commit.
 */
export function createPrescriptionReviewFlow(ctx: PaymentsContext, storage: FileStorage) {
  return {
    /** Checkout: the customer's attachable prescriptions, those naming the cart's products first. */
    checkoutOptions: (userId: number, productIds: readonly number[]) => checkoutPrescriptions(ctx.db, userId, productIds, ctx.now()),

    /** Test servers only (routes/dev). */
    createTestPrescription: (userId: number, productIds: readonly number[]) =>
      createTestPrescription(ctx.db, storage, userId, productIds, ctx.now()),

    queue: (staff: AuditContext) => reviewQueue(ctx.db, staff.actor.id),

    /** One order for review; the pharmacist's reading of a customer's prescription is audit-logged. */
    async detail(staff: AuditContext, orderId: number): Promise<ReviewDetail> {
      const detail = { ...(await reviewDetail(ctx.db, orderId, ctx.now())), medicineCheck: await medicineCheckOf(ctx.db, orderId) };
      await inTransaction(ctx.db, (tx) =>
        recordAudit(tx, {
          ...staff,
          action: 'view',
          entityType: 'order',
          entityId: orderId,
          before: null,
          after: { prescriptionIds: detail.prescriptions.map((p) => p.id) },
        }),
      );
      return detail;
    },

    /** The file of a prescription attached to the order; each view audit-logged. */
    async file(staff: AuditContext, orderId: number, prescriptionId: number) {
      const file = await attachedPrescriptionFile(ctx.db, storage, orderId, prescriptionId);
      await inTransaction(ctx.db, (tx) =>
        recordAudit(tx, {
          ...staff,
          action: 'view',
          entityType: 'prescription',
          entityId: prescriptionId,
          before: null,
          after: { orderId, file: file.name },
        }),
      );
      return file;
    },

    async setRegistration(staff: AuditContext, registrationNumber: string) {
      await inTransaction(ctx.db, async (tx) => {
        const before = await registrationOf(tx, staff.actor.id);
        await saveRegistration(tx, staff.actor.id, registrationNumber, ctx.now());
        await recordAudit(tx, {
          ...staff,
          action: 'update',
          entityType: 'user',
          entityId: staff.actor.id,
          before: { registrationNumber: before },
          after: { registrationNumber },
        });
      });
      return { success: true as const, registrationNumber };
    },

    async decide(staff: AuditContext, orderId: number, body: ReviewDecisionBody): Promise<ReviewDecisionResponse> {
      const registrationNumber = await registrationOf(ctx.db, staff.actor.id);
      if (!registrationNumber) throw new AppError('invalid_input', REVIEW_MESSAGES.registrationRequired);
      const { order, outcome, refunds } = await inTransaction(ctx.db, async (tx) => {
        const locked = await lockOrderForChange(tx, orderId);
        if (!locked || !locked.needsPrescription) throw notFound(ORDER_NOT_FOUND_MESSAGE);
        if (locked.version !== body.version) throw new AppError('conflict', ORDER_CHANGED_ELSEWHERE);
        if (locked.status !== 'awaiting_prescription')
          throw new AppError('conflict', `Order #${locked.userOrderNumber} is not waiting for prescription verification.`);
        // Interactions with the customer's other medicines are reviewed, and that is recorded, before an approval (issue 23).
        if (body.lines.every((l) => l.decision === 'approve')) {
          const check = await medicineCheckOf(tx, orderId);
          if (check && !check.reviewedAt)
            throw new AppError(
              'conflict',
              REVIEW_MESSAGES.medicineCheckFirst(locked.userOrderNumber),
              undefined,
              'medicine_check_unreviewed',
            );
        }
        const outcome = await recordLineDecisions(tx, orderId, { id: staff.actor.id, registrationNumber }, body, ctx.now());
        const event: OrderEvent = outcome.approved
          ? { type: 'approve_prescription' }
          : { type: 'reject_prescription', reason: outcome.reasons.join('; ') };
        const moved = await moveOrder(tx, locked, event, ctx.now());
        // The customer's mail is written with the decision (decision 031): it exists exactly when the decision does.
        await queueMailOfEvent(tx, ctx.publicUrl, locked, event, outcome.approved ? {} : { reasons: outcome.reasons });
        const refunds = outcome.approved ? [] : await settleGivenUpOrder(ctx, tx, locked, moved);
        await recordAudit(tx, {
          ...staff,
          action: refunds.length > 0 ? 'refund' : 'status_change',
          entityType: 'order',
          entityId: orderId,
          before: { status: locked.status, paymentStatus: locked.paymentStatus },
          after: { action: outcome.approved ? 'approve_prescription' : 'reject_prescription', registrationNumber, lines: body.lines },
        });
        return { order: locked, outcome, refunds };
      });
      for (const id of refunds) await refundPayment(ctx, id);
      const n = order.userOrderNumber;
      return {
        success: true,
        message: outcome.approved ? REVIEW_MESSAGES.approved(n) : REVIEW_MESSAGES.rejected(n),
        status: outcome.approved ? 'confirmed' : 'cancelled',
      };
    },

    /** The pharmacist records reviewing the interactions the order raised with the customer's other medicines (audit-logged). */
    async reviewMedicineCheck(staff: AuditContext, orderId: number, body: MedicineCheckReviewBody): Promise<ReviewMedicineCheck> {
      await inTransaction(ctx.db, async (tx) => {
        const locked = await lockOrderForChange(tx, orderId);
        if (!locked || !locked.needsPrescription) throw notFound(ORDER_NOT_FOUND_MESSAGE);
        const before = await medicineCheckOf(tx, orderId);
        if (!before) throw new AppError('invalid_input', REVIEW_MESSAGES.noMedicineCheck);
        await markMedicineCheckReviewed(tx, orderId, staff.actor.id, body.note || null, ctx.now());
        await recordAudit(tx, {
          ...staff,
          action: 'update',
          entityType: 'order',
          entityId: orderId,
          before: { medicineCheckReviewedAt: before.reviewedAt },
          after: {
            action: 'review_medicine_check',
            warnings: before.warnings.map((w) => (w.code === 'interaction' ? w.ruleId : `same_class:${w.drugClass}`)),
            note: body.note || null,
          },
        });
      });
      return (await medicineCheckOf(ctx.db, orderId))!;
    },

    /** The Schedule H1 register as CSV between two India days (inclusive); the export is audit-logged. */
    async exportRegister(staff: AuditContext, from: string, to: string) {
      const start = new Date(`${from}T00:00:00+05:30`);
      const end = new Date(new Date(`${to}T00:00:00+05:30`).getTime() + 24 * 60 * 60 * 1000);
      await inTransaction(ctx.db, (tx) =>
        recordAudit(tx, {
          ...staff,
          action: 'view',
          entityType: 'prescription',
          entityId: null,
          before: null,
          after: { export: 'schedule_h1_register', from, to },
        }),
      );
      return registerCsv(ctx.db, start, end);
    },

    /** The pharmacist corrects a field the reader read on a medicine of a prescription attached to the order (audit-logged). */
    correctMedicine: (
      staff: AuditContext,
      at: { orderId: number; prescriptionId: number; medicineId: number },
      body: MedicineCorrectionBody,
    ) => correctMedicine(ctx.db, staff, at, body, ctx.now()),

    /** The pharmacist corrects the doctor, registration, date or patient read from the prescription (audit-logged). */
    correctPrescription: (staff: AuditContext, at: { orderId: number; prescriptionId: number }, body: PrescriptionCorrectionBody) =>
      correctPrescription(ctx.db, staff, at, body, ctx.now()),

    /** The reader's accuracy against what pharmacists approved, per field and month. */
    readingAccuracy: () => readingAccuracy(ctx.db, ctx.now()),
  };
}

export type PrescriptionReviewFlow = ReturnType<typeof createPrescriptionReviewFlow>;

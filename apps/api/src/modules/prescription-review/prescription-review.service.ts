import {
  ATTACHABLE_PRESCRIPTION_STATUSES,
  REJECTION_REASON_LABELS,
  REVIEW_MESSAGES,
  validUntil,
  type CheckoutPrescriptionsResponse,
  type OrderPrescriptionReview,
  type ReviewDecisionBody,
  type ReviewDetail,
  type ReviewQueueResponse,
} from '@dawa/shared/prescriptions/review';
import { packsPrescribed } from '@dawa/shared/prescriptions/prescribed-packs';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { FileStorage } from '../../providers/storage/types.ts';
import { openStoredContent, type PrivateFile } from '../documents/private-file.ts';
import { approvePrescriptions } from '../prescriptions/prescription-transitions.ts';
import * as repo from './prescription-review.repository.ts';
import { correctedFieldsOf } from './reading-corrections.service.ts';

/**
 * Prescription-gated checkout, the pharmacist's review, the ledger and the Schedule H1 register
 * (decision 026). Reads prescriptions (decision 023) but never writes what the reading pipeline or the
 * customer's pages own, except an approved prescription's status.
 */

/** The calendar day in India (UTC+05:30, no daylight saving) of an instant, yyyy-mm-dd. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The last day a prescription may be dispensed against: from the date written on it, else from its upload. */
export function validityOf(p: Pick<repo.PrescriptionRow, 'prescribedOn' | 'createdAt'>): string {
  return validUntil(p.prescribedOn ?? indiaDay(p.createdAt));
}

const isExpired = (p: Pick<repo.PrescriptionRow, 'prescribedOn' | 'createdAt'>, now: Date) => validityOf(p) < indiaDay(now);

/** What is left of a medicine: the recorded (or read) prescribed quantity minus what approved, live orders took; null: not known yet. */
function remainingOf(m: repo.MedicineRow, ledger: Map<number, { prescribed: number | null; used: number }>): number | null {
  const entry = ledger.get(m.id);
  const prescribed = entry?.prescribed ?? packsPrescribed(m, m.packSize);
  if (prescribed === null) return null;
  return Math.max(0, prescribed - (entry?.used ?? 0));
}

/**
 * The medicines of these prescriptions, locked until the transaction ends (a checkout and an approval
 * spending one prescription run one after the other), with what is left of each (leaving out one order).
 */
async function lockedLedgerOf(tx: Database, prescriptionIds: readonly number[], exceptOrderId: number | null) {
  const medicines = await repo.findMedicinesOf(tx, prescriptionIds);
  const medicineIds = medicines.map((m) => m.id);
  await repo.lockMedicines(tx, medicineIds);
  return { medicines, ledger: await repo.findLedger(tx, medicineIds, exceptOrderId) };
}

/** A prescription line of a cart at checkout. */
export interface PrescriptionCartLine {
  productId: number;
  name: string;
  quantity: number;
}

/** GET /api/checkout/prescriptions: the customer's attachable prescriptions, those naming the cart's products first. */
export async function checkoutPrescriptions(
  db: Database,
  userId: number,
  productIds: readonly number[],
  now: Date,
): Promise<CheckoutPrescriptionsResponse> {
  const own = await repo.findOwnPrescriptions(db, userId, ATTACHABLE_PRESCRIPTION_STATUSES);
  const medicines = await repo.findMedicinesOf(
    db,
    own.map((p) => p.id),
  );
  const wanted = new Set(productIds);
  const list = own.map((p) => {
    const mine = medicines.filter((m) => m.prescriptionId === p.id);
    const covers = [...new Set(mine.flatMap((m) => (m.productId !== null && wanted.has(m.productId) ? [m.productId] : [])))];
    return {
      id: p.id,
      source: p.source,
      originalName: p.originalName,
      doctorName: p.doctorName,
      prescribedOn: p.prescribedOn,
      createdAt: p.createdAt.toISOString(),
      status: p.status,
      medicineNames: mine.map((m) => (m.strength ? `${m.nameAsWritten} ${m.strength}` : m.nameAsWritten)),
      coversProductIds: covers,
      validUntil: validityOf(p),
      expired: isExpired(p, now),
    };
  });
  // Suggested first: the ones naming more of the cart, then valid before expired, then newest.
  list.sort((a, b) => b.coversProductIds.length - a.coversProductIds.length || Number(a.expired) - Number(b.expired));
  return { prescriptions: list };
}

/**
 * The checkout's prescription check, in the checkout's transaction (the customer's row is locked, so
 * two checkouts of one customer cannot both spend the same prescription). The server decides from the
 * cart lines: a cart with a prescription medicine needs at least one attached prescription of the
 * customer's own, analysed or approved, within its validity; a medicine the analysis matched to a
 * cart line must have enough left. Answers the ids to attach.
 */
export async function checkCheckoutPrescriptions(
  tx: Database,
  userId: number,
  prescriptionIds: readonly number[],
  rxLines: readonly PrescriptionCartLine[],
  now: Date,
): Promise<number[]> {
  const first = rxLines[0];
  if (!first) return [];
  const ids = [...new Set(prescriptionIds)];
  if (ids.length === 0) throw new AppError('prescription_required', REVIEW_MESSAGES.attachPrescription(first.name));
  const own = await repo.findOwnPrescriptionsById(tx, userId, ids);
  // Another customer's prescription is not found, exactly like one that does not exist.
  if (own.length !== ids.length) throw notFound(REVIEW_MESSAGES.prescriptionNotFound);
  const notReady = own.find((p) => !(ATTACHABLE_PRESCRIPTION_STATUSES as readonly string[]).includes(p.status));
  if (notReady) throw new AppError('prescription_required', REVIEW_MESSAGES.notAttachable(notReady.id));

  const { medicines, ledger } = await lockedLedgerOf(tx, ids, null);
  const byId = new Map(own.map((p) => [p.id, p]));
  for (const line of rxLines) {
    const candidates = medicines.filter((m) => m.productId === line.productId);
    const valid = candidates.filter((m) => !isExpired(byId.get(m.prescriptionId)!, now));
    if (candidates.length > 0 && valid.length === 0) {
      throw new AppError('prescription_required', REVIEW_MESSAGES.expired(line.name, validityOf(byId.get(candidates[0]!.prescriptionId)!)));
    }
    const left = valid.map((m) => remainingOf(m, ledger));
    if (left.length === 0 || left.includes(null)) continue;
    const most = Math.max(...(left as number[]));
    if (line.quantity > most) throw new AppError('prescription_required', REVIEW_MESSAGES.quantityExceeded(line.name, most));
  }
  // A prescription past its validity cannot back any line, even one the analysis did not match.
  const stale = own.find((p) => isExpired(p, now));
  if (stale) throw new AppError('prescription_required', REVIEW_MESSAGES.expired(first.name, validityOf(stale)));
  return ids;
}

export const attachPrescriptionsToOrder = repo.attachToOrder;

/** What the customer's order page says: the prescriptions attached, and each rejected line with its reason. */
export async function orderPrescriptionReview(db: Database, orderId: number): Promise<OrderPrescriptionReview | null> {
  const ids = await repo.findAttachedIds(db, orderId);
  if (ids.length === 0) return null;
  const decisions = await repo.findDecisionsOf(db, orderId);
  return {
    prescriptionIds: ids,
    rejections: decisions
      .filter((d) => d.decision === 'rejected')
      .map((d) => ({ productName: d.productName, reason: reasonText(d.reason, d.reasonText) })),
  };
}

function reasonText(reason: string | null, text: string | null): string {
  const label = reason ? (REJECTION_REASON_LABELS[reason as keyof typeof REJECTION_REASON_LABELS] ?? reason) : '';
  return text ? `${label}: ${text}` : label;
}

/** The pharmacist's queue: orders awaiting verification, oldest first, with the pharmacist's own registration number. */
export async function reviewQueue(db: Database, staffId: number): Promise<ReviewQueueResponse> {
  const [rows, registrationNumber] = await Promise.all([repo.findQueue(db, 200), repo.findRegistration(db, staffId)]);
  return {
    registrationNumber,
    orders: rows.map((r) => ({
      orderId: r.orderId,
      userOrderNumber: r.userOrderNumber,
      customerName: `${r.firstName} ${r.lastName}`.trim(),
      placedAt: r.createdAt.toISOString(),
      paymentMethod: r.paymentMethod,
      paymentStatus: r.paymentStatus,
      rxLineCount: r.rxLineCount,
    })),
  };
}

/** One order as the pharmacist reviews it: its lines and the attached prescriptions with their medicines and what is left of them. */
export async function reviewDetail(db: Database, orderId: number, now: Date): Promise<Omit<ReviewDetail, 'medicineCheck'>> {
  const head = await repo.findOrderHead(db, orderId);
  const attached = head ? await repo.findAttachedPrescriptions(db, orderId) : [];
  // Orders without a prescription are not this queue's: 404 as for an unknown order.
  if (!head || attached.length === 0) throw notFound('Order not found');
  const [lines, medicines] = await Promise.all([
    repo.findOrderLines(db, orderId),
    repo.findMedicinesOf(
      db,
      attached.map((p) => p.id),
    ),
  ]);
  const [ledger, corrected] = await Promise.all([
    repo.findLedger(
      db,
      medicines.map((m) => m.id),
      orderId,
    ),
    correctedFieldsOf(
      db,
      medicines.map((m) => m.id),
    ),
  ]);
  return {
    orderId: head.id,
    userOrderNumber: head.userOrderNumber,
    version: head.version,
    status: head.status,
    customerName: `${head.firstName} ${head.lastName}`.trim(),
    placedAt: head.createdAt.toISOString(),
    lines: lines.map((l) => ({
      orderItemId: l.orderItemId,
      productId: l.productId,
      productName: l.variantLabel ? `${l.productName} (${l.variantLabel})` : l.productName,
      quantity: l.quantity,
      requiresPrescription: l.requiresPrescription,
      drugSchedule: l.drugSchedule,
      suggestedMedicineId: medicines.find((m) => m.productId === l.productId)?.id ?? null,
    })),
    prescriptions: attached.map((p) => ({
      id: p.id,
      originalName: p.originalName,
      contentType: p.contentType,
      doctorName: p.doctorName,
      doctorRegistrationNumber: p.doctorRegistrationNumber,
      patientName: p.patientName,
      patientAge: p.patientAge,
      patientSex: p.patientSex,
      prescribedOn: p.prescribedOn,
      validUntil: validityOf(p),
      expired: isExpired(p, now),
      fileUrl: p.fileKey ? `/api/admin/prescription-reviews/${orderId}/prescriptions/${p.id}/file` : null,
      medicines: medicines
        .filter((m) => m.prescriptionId === p.id)
        .map((m) => ({
          id: m.id,
          nameAsWritten: m.nameAsWritten,
          strength: m.strength,
          quantity: m.quantity,
          productId: m.productId,
          remaining: remainingOf(m, ledger),
          dose: m.dose,
          frequency: m.frequency,
          durationDays: m.durationDays,
          confidence: m.confidence,
          readAs: m.readAs,
          flags: m.readingFlags,
          corrected: corrected.get(m.id) ?? [],
        })),
    })),
  };
}

/** The file of a prescription attached to an order, for the pharmacist (the caller audit-logs the view). */
export async function attachedPrescriptionFile(
  db: Database,
  storage: FileStorage,
  orderId: number,
  prescriptionId: number,
): Promise<PrivateFile> {
  const p = await repo.findAttachedPrescription(db, orderId, prescriptionId);
  const stored = p?.fileKey ? await openStoredContent(storage, p.fileKey) : null;
  if (!p || !stored) throw notFound(REVIEW_MESSAGES.prescriptionNotFound);
  return { stored, contentType: p.contentType ?? 'application/octet-stream', name: p.originalName };
}

export const registrationOf = repo.findRegistration;
export const saveRegistration = repo.saveRegistration;

/** What a decision comes to: approved (every line), or the customer-readable reasons of the rejected lines. */
export type DecisionOutcome = { approved: true } | { approved: false; reasons: string[] };

/**
 * Records a pharmacist's decision on every prescription line of a locked order awaiting verification,
 * in the caller's transaction. An approved line must name a medicine of an attached prescription that
 * is within its validity and has enough left (the ledger); its prescribed quantity and validity are kept.
 */
export async function recordLineDecisions(
  tx: Database,
  orderId: number,
  pharmacist: { id: number; registrationNumber: string },
  body: ReviewDecisionBody,
  now: Date,
): Promise<DecisionOutcome> {
  const [lines, attached] = await Promise.all([repo.findOrderLines(tx, orderId), repo.findAttachedPrescriptions(tx, orderId)]);
  const rxLines = lines.filter((l) => l.requiresPrescription);
  const decided = new Map(body.lines.map((d) => [d.orderItemId, d]));
  if (body.lines.some((d) => !rxLines.some((l) => l.orderItemId === d.orderItemId)))
    throw new AppError('invalid_input', REVIEW_MESSAGES.notAnOrderLine);
  if (decided.size !== body.lines.length || rxLines.some((l) => !decided.has(l.orderItemId)))
    throw new AppError('invalid_input', REVIEW_MESSAGES.everyLine);

  const { medicines, ledger } = await lockedLedgerOf(
    tx,
    attached.map((p) => p.id),
    orderId,
  );
  const rows: repo.NewLineDecision[] = [];
  const reasons: string[] = [];
  const spent = new Map<number, number>();
  for (const line of rxLines) {
    const d = decided.get(line.orderItemId)!;
    const base = {
      orderId,
      orderItemId: line.orderItemId,
      pharmacistId: pharmacist.id,
      pharmacistRegistration: pharmacist.registrationNumber,
      decidedAt: now,
    };
    if (d.decision === 'reject') {
      if (d.reason === 'other' && !d.reasonText) throw new AppError('invalid_input', REVIEW_MESSAGES.otherNeedsText);
      rows.push({ ...base, decision: 'rejected', reason: d.reason, reasonText: d.reasonText || null });
      reasons.push(`${line.productName}: ${reasonText(d.reason, d.reasonText || null)}`);
      continue;
    }
    const medicine = medicines.find((m) => m.id === d.prescriptionMedicineId);
    if (!medicine) throw new AppError('invalid_input', REVIEW_MESSAGES.medicineNotOnAttached);
    const prescription = attached.find((p) => p.id === medicine.prescriptionId)!;
    if (isExpired(prescription, now))
      throw new AppError('prescription_required', REVIEW_MESSAGES.expired(line.productName, validityOf(prescription)));
    const prescribed = ledger.get(medicine.id)?.prescribed ?? d.prescribedQuantity ?? packsPrescribed(medicine, medicine.packSize);
    if (prescribed === null) throw new AppError('invalid_input', `Please enter the prescribed quantity for ${line.productName}.`);
    const used = (ledger.get(medicine.id)?.used ?? 0) + (spent.get(medicine.id) ?? 0);
    const left = Math.max(0, prescribed - used);
    if (line.quantity > left) throw new AppError('prescription_required', REVIEW_MESSAGES.quantityExceeded(line.productName, left));
    spent.set(medicine.id, (spent.get(medicine.id) ?? 0) + line.quantity);
    rows.push({
      ...base,
      decision: 'approved',
      prescriptionMedicineId: medicine.id,
      prescribedQuantity: prescribed,
      validUntil: validityOf(prescription),
    });
  }
  await repo.insertDecisions(tx, rows);
  if (reasons.length > 0) return { approved: false, reasons };
  await approvePrescriptions(
    tx,
    attached.map((p) => p.id),
    now,
  );
  return { approved: true };
}

/**
 * Dispatch (the 'ship' step), in its transaction: each approved line consumes its prescription in the
 * ledger, and each Schedule H1 line is written to the register (prescriber, patient, drug, quantity, date, order).
 */
export async function recordDispatch(
  tx: Database,
  order: { id: number; userOrderNumber: number; shippingName: string },
  now: Date,
): Promise<void> {
  const decisions = (await repo.findDecisionsOf(tx, order.id)).filter(
    (d) => d.decision === 'approved' && d.prescriptionMedicineId !== null,
  );
  if (decisions.length === 0) return;
  await repo.insertLedger(
    tx,
    decisions.map((d) => ({
      prescriptionMedicineId: d.prescriptionMedicineId!,
      orderId: order.id,
      orderItemId: d.orderItemId,
      quantity: d.quantity,
      dispatchedAt: now,
    })),
  );
  const h1 = decisions.filter((d) => d.drugSchedule === 'H1');
  if (h1.length === 0) return;
  const attached = await repo.findAttachedPrescriptions(tx, order.id);
  await repo.insertRegister(
    tx,
    h1.map((d) => {
      const p = attached.find((a) => a.id === d.prescriptionId);
      return {
        orderId: order.id,
        orderItemId: d.orderItemId,
        prescriptionId: d.prescriptionId!,
        dispatchedAt: now,
        prescriberName: p?.doctorName ?? 'Unknown',
        prescriberRegistration: p?.doctorRegistrationNumber ?? '',
        patientName: p?.patientName ?? order.shippingName,
        drugName: d.productName,
        quantity: d.quantity,
        userOrderNumber: order.userOrderNumber,
      };
    }),
  );
}

const REGISTER_HEADER = [
  'dispatched_at',
  'order',
  'drug',
  'quantity',
  'patient',
  'prescriber',
  'prescriber_registration',
  'prescription_id',
];
/** A CSV cell: quoted when needed, and a leading =, +, - or @ neutralised so a spreadsheet never runs it. */
function cell(value: string | number): string {
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** The Schedule H1 register between two instants as CSV, read 500 rows at a time (keyset pages), so memory stays flat. */
export async function* registerCsv(db: Database, from: Date, to: Date): AsyncGenerator<string> {
  yield `${REGISTER_HEADER.join(',')}\n`;
  let after: { at: Date; id: number } | null = null;
  for (;;) {
    const page = await repo.findRegisterPage(db, from, to, after, 500);
    if (page.length === 0) return;
    yield page
      .map((r) =>
        [
          r.dispatchedAt.toISOString(),
          `#${r.userOrderNumber}`,
          r.drugName,
          r.quantity,
          r.patientName,
          r.prescriberName,
          r.prescriberRegistration,
          r.prescriptionId,
        ]
          .map(cell)
          .join(','),
      )
      .join('\n')
      .concat('\n');
    const last = page[page.length - 1]!;
    after = { at: last.dispatchedAt, id: last.id };
  }
}

/** A 1x1 PNG: the stand-in file of a test prescription. */
const TEST_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * Test servers only (NODE_ENV=test, demo mode): an analysed prescription of the signed-in customer naming
 * these products, so browser journeys can check out before the upload and OCR pipeline (decisions 024-025) is there.
 */
export async function createTestPrescription(
  db: Database,
  storage: FileStorage,
  userId: number,
  productIds: readonly number[],
  now: Date,
): Promise<number> {
  const fileKey = `prescriptions/test-${userId}-${now.getTime()}-${Math.random().toString(36).slice(2, 10)}.png`;
  await storage.put(fileKey, TEST_PNG);
  return inTransaction(db, (tx) =>
    repo.insertAnalysedForTests(tx, { userId, fileKey, sizeBytes: TEST_PNG.length, prescribedOn: indiaDay(now), productIds, quantity: 10 }),
  );
}

import type { PrescriptionSource } from '@dawa/shared/prescriptions/status';
import { and, asc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  orderItems,
  orderPrescriptions,
  orders,
  pharmacistRegistrations,
  prescriptionLedger,
  prescriptionLineDecisions,
  prescriptionMedicines,
  prescriptions,
  products,
  scheduleH1Register,
  users,
} from '../../db/schema/index.ts';

/** A customer's prescription as checkout and the pharmacist see it. */
export interface PrescriptionRow {
  source: PrescriptionSource;
  id: number;
  userId: number;
  status: string;
  originalName: string;
  contentType: string | null;
  fileKey: string | null;
  doctorName: string | null;
  doctorRegistrationNumber: string | null;
  patientName: string | null;
  patientAge: string | null;
  patientSex: 'M' | 'F' | 'O' | null;
  prescribedOn: string | null;
  createdAt: Date;
}

const prescriptionColumns = {
  id: prescriptions.id,
  userId: prescriptions.userId,
  status: prescriptions.status,
  source: prescriptions.source,
  originalName: prescriptions.originalName,
  contentType: prescriptions.contentType,
  fileKey: prescriptions.fileKey,
  doctorName: prescriptions.doctorName,
  doctorRegistrationNumber: prescriptions.doctorRegistrationNumber,
  patientName: prescriptions.patientName,
  patientAge: prescriptions.patientAge,
  patientSex: prescriptions.patientSex,
  prescribedOn: prescriptions.prescribedOn,
  createdAt: prescriptions.createdAt,
};

/** The customer's own, not deleted prescriptions in these statuses, newest first (their index serves it). */
export function findOwnPrescriptions(db: Database, userId: number, statuses: readonly string[]): Promise<PrescriptionRow[]> {
  return db
    .select(prescriptionColumns)
    .from(prescriptions)
    .where(and(eq(prescriptions.userId, userId), isNull(prescriptions.deletedAt), inArray(prescriptions.status, [...statuses] as never[])))
    .orderBy(sql`${prescriptions.createdAt} desc`, sql`${prescriptions.id} desc`)
    .limit(50);
}

/** These prescriptions when they are the customer's own and not deleted (another user's id is simply absent). */
export function findOwnPrescriptionsById(db: Database, userId: number, ids: readonly number[]): Promise<PrescriptionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(prescriptionColumns)
    .from(prescriptions)
    .where(and(eq(prescriptions.userId, userId), isNull(prescriptions.deletedAt), inArray(prescriptions.id, [...ids])));
}

export interface MedicineRow {
  id: number;
  prescriptionId: number;
  /** An e-prescription's quantity is packs; an upload's is units (packsPrescribed). */
  source: 'upload' | 'e_prescription';
  /** The matched product's pack ('Strip of 15 tablets'), to count an upload's units in packs. */
  packSize: string | null;
  nameAsWritten: string;
  strength: string | null;
  quantity: number | null;
  productId: number | null;
  dose: string | null;
  frequency: string | null;
  durationDays: number | null;
  confidence: number;
  readAs: string | null;
  readingFlags: string[];
}

export function findMedicinesOf(db: Database, prescriptionIds: readonly number[]): Promise<MedicineRow[]> {
  if (prescriptionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: prescriptionMedicines.id,
      prescriptionId: prescriptionMedicines.prescriptionId,
      source: prescriptions.source,
      packSize: products.packSize,
      nameAsWritten: prescriptionMedicines.nameAsWritten,
      strength: prescriptionMedicines.strength,
      quantity: prescriptionMedicines.quantity,
      productId: prescriptionMedicines.productId,
      dose: prescriptionMedicines.dose,
      frequency: prescriptionMedicines.frequency,
      durationDays: prescriptionMedicines.durationDays,
      confidence: prescriptionMedicines.confidence,
      readAs: prescriptionMedicines.readAs,
      readingFlags: prescriptionMedicines.readingFlags,
    })
    .from(prescriptionMedicines)
    .innerJoin(prescriptions, eq(prescriptions.id, prescriptionMedicines.prescriptionId))
    .leftJoin(products, eq(products.id, prescriptionMedicines.productId))
    .where(inArray(prescriptionMedicines.prescriptionId, [...prescriptionIds]))
    .orderBy(asc(prescriptionMedicines.prescriptionId), asc(prescriptionMedicines.position));
}

/** Locks prescription medicines while a decision or a checkout counts what is left of them. */
export async function lockMedicines(tx: Database, ids: readonly number[]): Promise<void> {
  if (ids.length > 0)
    await tx
      .select({ id: prescriptionMedicines.id })
      .from(prescriptionMedicines)
      .where(inArray(prescriptionMedicines.id, [...ids]))
      .for('update');
}

/**
 * The ledger of each medicine: the quantity a pharmacist recorded as prescribed (the first approval
 * fixes it), and the units approved lines of orders that were not cancelled have taken (dispatched or
 * about to be), leaving out one order (the one being decided).
 */
export async function findLedger(
  db: Database,
  medicineIds: readonly number[],
  exceptOrderId: number | null,
): Promise<Map<number, { prescribed: number | null; used: number }>> {
  const out = new Map<number, { prescribed: number | null; used: number }>();
  if (medicineIds.length === 0) return out;
  const rows = await db
    .select({
      medicineId: prescriptionLineDecisions.prescriptionMedicineId,
      prescribed: sql<number | null>`min(${prescriptionLineDecisions.prescribedQuantity})`.mapWith(Number),
      used: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number),
    })
    .from(prescriptionLineDecisions)
    .innerJoin(orders, eq(orders.id, prescriptionLineDecisions.orderId))
    .innerJoin(orderItems, eq(orderItems.id, prescriptionLineDecisions.orderItemId))
    .where(
      and(
        eq(prescriptionLineDecisions.decision, 'approved'),
        inArray(prescriptionLineDecisions.prescriptionMedicineId, [...medicineIds]),
        ne(orders.status, 'cancelled'),
        exceptOrderId === null ? undefined : ne(orders.id, exceptOrderId),
      ),
    )
    .groupBy(prescriptionLineDecisions.prescriptionMedicineId);
  for (const row of rows) if (row.medicineId !== null) out.set(row.medicineId, { prescribed: row.prescribed, used: row.used });
  return out;
}

export async function attachToOrder(tx: Database, orderId: number, prescriptionIds: readonly number[]): Promise<void> {
  if (prescriptionIds.length > 0)
    await tx.insert(orderPrescriptions).values(prescriptionIds.map((prescriptionId) => ({ orderId, prescriptionId })));
}

export async function findAttachedIds(db: Database, orderId: number): Promise<number[]> {
  const rows = await db
    .select({ id: orderPrescriptions.prescriptionId })
    .from(orderPrescriptions)
    .where(eq(orderPrescriptions.orderId, orderId));
  return rows.map((r) => r.id);
}

/** A prescription attached to this order (what the pharmacist may open), or null. */
export async function findAttachedPrescription(db: Database, orderId: number, prescriptionId: number): Promise<PrescriptionRow | null> {
  const [row] = await db
    .select(prescriptionColumns)
    .from(orderPrescriptions)
    .innerJoin(prescriptions, eq(prescriptions.id, orderPrescriptions.prescriptionId))
    .where(and(eq(orderPrescriptions.orderId, orderId), eq(orderPrescriptions.prescriptionId, prescriptionId)));
  return row ?? null;
}

export function findAttachedPrescriptions(db: Database, orderId: number): Promise<PrescriptionRow[]> {
  return db
    .select(prescriptionColumns)
    .from(orderPrescriptions)
    .innerJoin(prescriptions, eq(prescriptions.id, orderPrescriptions.prescriptionId))
    .where(eq(orderPrescriptions.orderId, orderId))
    .orderBy(asc(prescriptions.id));
}

/** The order's lines with their product's schedule. */
export function findOrderLines(db: Database, orderId: number) {
  return db
    .select({
      orderItemId: orderItems.id,
      productId: orderItems.productId,
      productName: orderItems.productName,
      variantLabel: orderItems.variantLabel,
      quantity: orderItems.quantity,
      requiresPrescription: orderItems.requiresPrescription,
      drugSchedule: products.drugSchedule,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** Orders waiting for a pharmacist, oldest first (the partial index on created_at serves it). */
export function findQueue(db: Database, limit: number) {
  return db
    .select({
      orderId: orders.id,
      userOrderNumber: orders.userOrderNumber,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: orders.createdAt,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      rxLineCount: sql<number>`(select count(*) from order_items oi where oi.order_id = ${orders.id} and oi.requires_prescription)`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.status, 'awaiting_prescription'))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
}

export async function findOrderHead(db: Database, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      userOrderNumber: orders.userOrderNumber,
      version: orders.version,
      status: orders.status,
      createdAt: orders.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

export type NewLineDecision = typeof prescriptionLineDecisions.$inferInsert;

export async function insertDecisions(tx: Database, rows: readonly NewLineDecision[]): Promise<void> {
  if (rows.length > 0) await tx.insert(prescriptionLineDecisions).values([...rows]);
}

export function findDecisionsOf(db: Database, orderId: number) {
  return db
    .select({
      orderItemId: prescriptionLineDecisions.orderItemId,
      decision: prescriptionLineDecisions.decision,
      reason: prescriptionLineDecisions.reason,
      reasonText: prescriptionLineDecisions.reasonText,
      productName: orderItems.productName,
      prescriptionMedicineId: prescriptionLineDecisions.prescriptionMedicineId,
      prescriptionId: prescriptionMedicines.prescriptionId,
      drugSchedule: products.drugSchedule,
      quantity: orderItems.quantity,
    })
    .from(prescriptionLineDecisions)
    .innerJoin(orderItems, eq(orderItems.id, prescriptionLineDecisions.orderItemId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(prescriptionMedicines, eq(prescriptionMedicines.id, prescriptionLineDecisions.prescriptionMedicineId))
    .where(eq(prescriptionLineDecisions.orderId, orderId))
    .orderBy(asc(prescriptionLineDecisions.orderItemId));
}

export async function findRegistration(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ n: pharmacistRegistrations.registrationNumber })
    .from(pharmacistRegistrations)
    .where(eq(pharmacistRegistrations.userId, userId));
  return row?.n ?? null;
}

export async function saveRegistration(tx: Database, userId: number, registrationNumber: string, now: Date): Promise<void> {
  await tx
    .insert(pharmacistRegistrations)
    .values({ userId, registrationNumber, updatedAt: now })
    .onConflictDoUpdate({ target: pharmacistRegistrations.userId, set: { registrationNumber, updatedAt: now } });
}

export async function insertLedger(tx: Database, rows: readonly (typeof prescriptionLedger.$inferInsert)[]): Promise<void> {
  if (rows.length > 0)
    await tx
      .insert(prescriptionLedger)
      .values([...rows])
      .onConflictDoNothing();
}

export async function insertRegister(tx: Database, rows: readonly (typeof scheduleH1Register.$inferInsert)[]): Promise<void> {
  if (rows.length > 0)
    await tx
      .insert(scheduleH1Register)
      .values([...rows])
      .onConflictDoNothing();
}

export type RegisterRow = typeof scheduleH1Register.$inferSelect;

/** One page of the register between two instants, in dispatch order, after a keyset position. */
export function findRegisterPage(
  db: Database,
  from: Date,
  to: Date,
  after: { at: Date; id: number } | null,
  limit: number,
): Promise<RegisterRow[]> {
  return db
    .select()
    .from(scheduleH1Register)
    .where(
      and(
        gte(scheduleH1Register.dispatchedAt, from),
        lt(scheduleH1Register.dispatchedAt, to),
        after ? sql`(${scheduleH1Register.dispatchedAt}, ${scheduleH1Register.id}) > (${after.at}, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(scheduleH1Register.dispatchedAt), asc(scheduleH1Register.id))
    .limit(limit);
}

/** Test servers only (routes/dev): an analysed prescription naming these products, as the reading pipeline would leave it. */
export async function insertAnalysedForTests(
  tx: Database,
  values: { userId: number; fileKey: string; sizeBytes: number; prescribedOn: string; productIds: readonly number[]; quantity: number },
): Promise<number> {
  const [row] = await tx
    .insert(prescriptions)
    .values({
      userId: values.userId,
      status: 'analyzed',
      fileKey: values.fileKey,
      originalName: 'test-prescription.png',
      contentType: 'image/png',
      sizeBytes: values.sizeBytes,
      doctorName: 'Dr. Meera Rao',
      doctorRegistrationNumber: 'KMC-45821',
      patientName: null,
      prescribedOn: values.prescribedOn,
      extractedText: 'Test prescription',
      readingMethod: 'ocr',
      analyzedAt: new Date(),
    })
    .returning({ id: prescriptions.id });
  if (!row) throw new Error('prescription insert returned nothing');
  const named = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, [...values.productIds]));
  if (named.length > 0)
    await tx.insert(prescriptionMedicines).values(
      named.map((p, i) => ({
        prescriptionId: row.id,
        position: i,
        nameAsWritten: p.name,
        quantity: values.quantity,
        productId: p.id,
        matchedBy: 'brand' as const,
        confidence: 0.95,
      })),
    );
  return row.id;
}

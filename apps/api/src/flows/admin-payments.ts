import {
  ADMIN_PAYMENTS_PAGE_SIZE,
  REFUND_PENDING_TOO_LONG_HOURS,
  type AdminPayment,
  type AdminPaymentListResponse,
  type AdminPaymentMismatch,
  type AdminPaymentMismatchesResponse,
  type AdminPaymentsCsvQuery,
  type AdminPaymentsQuery,
  type AdminReconcileResponse,
} from '@dawa/shared/admin/payments';
import { pageCount } from '@dawa/shared/http/pagination';
import { inTransaction } from '../db/client.ts';
import { toCsv } from '../modules/analytics/analytics.service.ts';
import { recordAudit, type AuditContext } from '../modules/audit/audit.service.ts';
import type { PaymentsContext } from '../modules/payments/context.ts';
import * as repo from '../modules/payments/staff-payments.ts';
import { sweepPayments } from './reconcile-payments.ts';

/** India Standard Time is UTC+05:30 all year: a date filter means an IST day. */
const startOfIstDay = (day: string) => new Date(`${day}T00:00:00+05:30`);
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Per kind of mismatch: enough for an operator's morning, and the answer says when there were more. */
const MISMATCH_CAP = 200;
/** CSV rows read per query (keyset pages), so a year's export keeps memory flat. */
const CSV_PAGE = 500;

const CSV_COLUMNS = [
  'id',
  'createdAt',
  'provider',
  'method',
  'status',
  'amountPaise',
  'orderId',
  'userOrderNumber',
  'appointmentId',
  'merchantTransactionId',
  'providerTransactionId',
  'providerOrderId',
  'refundTransactionId',
  'responseCode',
  'updatedAt',
  'refundedAt',
] as const;

function filtersOf(query: AdminPaymentsCsvQuery): repo.StaffPaymentFilters {
  return {
    from: query.from ? startOfIstDay(query.from) : undefined,
    until: query.to ? new Date(startOfIstDay(query.to).getTime() + DAY_MS) : undefined,
    provider: query.provider,
    status: query.status,
  };
}

function toAdminPayment(r: repo.StaffPaymentRow): AdminPayment {
  return {
    ...r,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    refundedAt: r.refundedAt?.toISOString() ?? null,
  };
}

/** A CSV row: empty cells for what is not there (never the word 'null'). */
const csvRow = (p: AdminPayment) => Object.fromEntries(CSV_COLUMNS.map((c) => [c, p[c] ?? '']));

/** Every staff view of payments is audit-logged (they name customers' orders and money), in its own transaction. */
function auditView(ctx: PaymentsContext, staff: AuditContext, after: Record<string, unknown>) {
  return inTransaction(ctx.db, (tx) =>
    recordAudit(tx, { ...staff, action: 'view', entityType: 'payment', entityId: null, before: null, after }),
  );
}

export interface AdminPaymentsFlow {
  list(staff: AuditContext, query: AdminPaymentsQuery): Promise<AdminPaymentListResponse>;
  mismatches(staff: AuditContext): Promise<AdminPaymentMismatchesResponse>;
  /** One reconciliation sweep now (the scheduled job's pass), recorded as a staff write. */
  reconcile(staff: AuditContext): Promise<AdminReconcileResponse>;
  exportCsv(staff: AuditContext, query: AdminPaymentsCsvQuery): Promise<{ fileName: string; rows: AsyncGenerator<string> }>;
}

/** Admin → Payments (decision 060): the attempts, what does not add up, the sweep on demand and the CSV. */
export function createAdminPaymentsFlow(ctx: PaymentsContext): AdminPaymentsFlow {
  async function* csvPages(filters: repo.StaffPaymentFilters): AsyncGenerator<string> {
    const header = `${CSV_COLUMNS.join(',')}\r\n`;
    yield header;
    let after: { createdAt: Date; id: number } | null = null;
    for (;;) {
      const page = await repo.findStaffPaymentsAfter(ctx.db, filters, after, CSV_PAGE);
      if (page.length === 0) return;
      // toCsv writes the header on every call: each page after the first leaves it out.
      yield toCsv(page.map(toAdminPayment).map(csvRow), CSV_COLUMNS).slice(header.length);
      const last = page[page.length - 1]!;
      after = { createdAt: last.createdAt, id: last.id };
    }
  }

  return {
    async list(staff, query) {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? ADMIN_PAYMENTS_PAGE_SIZE;
      const { rows, total } = await repo.findStaffPaymentPage(ctx.db, filtersOf(query), { limit: pageSize, offset: (page - 1) * pageSize });
      await auditView(ctx, staff, { list: 'payments', ...query });
      return { items: rows.map(toAdminPayment), total, page, pageSize, pageCount: pageCount(total, pageSize) };
    },

    async mismatches(staff) {
      const now = ctx.now();
      const refundsBefore = new Date(now.getTime() - REFUND_PENDING_TOO_LONG_HOURS * HOUR_MS);
      const [captures, paid, refunds] = await Promise.all([
        repo.findCapturesOfUnpaidOrders(ctx.db, MISMATCH_CAP + 1),
        repo.findPaidOrdersWithoutCapture(ctx.db, MISMATCH_CAP + 1),
        repo.findRefundsPendingSince(ctx.db, refundsBefore, MISMATCH_CAP + 1),
      ]);
      const truncated = [captures, paid, refunds].some((rows) => rows.length > MISMATCH_CAP);
      const items: AdminPaymentMismatch[] = [
        ...captures.slice(0, MISMATCH_CAP).map((r) => ({
          ...r,
          code: r.orderStatus === 'cancelled' ? ('captured_order_cancelled' as const) : ('captured_order_unpaid' as const),
          since: r.since.toISOString(),
        })),
        ...paid.slice(0, MISMATCH_CAP).map((r) => ({
          ...r,
          code: 'paid_without_capture' as const,
          paymentId: null,
          provider: null,
          merchantTransactionId: null,
          providerTransactionId: null,
          since: r.since.toISOString(),
        })),
        ...refunds.slice(0, MISMATCH_CAP).map((r) => ({ ...r, code: 'refund_pending_too_long' as const, since: r.since.toISOString() })),
      ];
      await auditView(ctx, staff, { list: 'payment_mismatches', found: items.length });
      return { items, truncated, checkedAt: now.toISOString() };
    },

    async reconcile(staff) {
      const result = await sweepPayments(ctx);
      await inTransaction(ctx.db, (tx) =>
        recordAudit(tx, {
          ...staff,
          action: 'update',
          entityType: 'payment',
          entityId: null,
          before: null,
          after: { reconcile: true, ...result },
        }),
      );
      return result;
    },

    async exportCsv(staff, query) {
      await auditView(ctx, staff, { export: 'payments_csv', ...query });
      const name = [query.provider, query.status, query.from && `from-${query.from}`, query.to && `to-${query.to}`].filter(Boolean).join('-');
      return { fileName: `payments${name ? `-${name}` : ''}.csv`, rows: csvPages(filtersOf(query)) };
    },
  };
}

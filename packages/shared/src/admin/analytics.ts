import { z } from 'zod';
import { isoDate } from '../http/primitives.ts';

/** Analytics counts these orders as sales: the money arrived and was kept (online paid, or cash taken at delivery). Decision 022. */
export const SALE_PAYMENT_STATUS = 'paid';
export const REFUND_PAYMENT_STATUSES = ['refund_pending', 'refunded'] as const;
export const ANALYTICS_DEFAULT_DAYS = 30;
export const ANALYTICS_MAX_DAYS = 366;

export const ANALYTICS_TABLES = ['salesByDay', 'salesByCategory', 'ordersByStatus', 'topProducts', 'promoCodes', 'refunds'] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];

const dayCount = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const rangeShape = { from: isoDate('From').optional(), to: isoDate('To').optional() };
const rangeRules = <T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(schema: T) =>
  schema
    .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'From must not be after To', path: ['to'] })
    .refine((q) => !q.from || !q.to || dayCount(q.from, q.to) <= ANALYTICS_MAX_DAYS, {
      message: `The date range must be at most ${ANALYTICS_MAX_DAYS} days`,
      path: ['from'],
    });

/** GET /api/admin/analytics: whole days in India time, both ends included; default the last 30 days. */
export const AnalyticsQuerySchema = rangeRules(z.object(rangeShape).strict());
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

/** GET /api/admin/analytics/export: one table of the report as CSV. */
export const AnalyticsExportQuerySchema = rangeRules(
  z.object({ ...rangeShape, table: z.enum(ANALYTICS_TABLES, 'Choose a table from the list') }).strict(),
);
export type AnalyticsExportQuery = z.infer<typeof AnalyticsExportQuerySchema>;

const int = z.number().int();
export const AnalyticsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  summary: z.object({
    orders: int,
    sales: int,
    revenuePaise: int,
    averageOrderValuePaise: int,
    newCustomers: int,
    refunds: int,
    refundedPaise: int,
  }),
  salesByDay: z.array(z.object({ day: z.string(), orders: int, revenuePaise: int })),
  salesByCategory: z.array(z.object({ categorySlug: z.string(), categoryName: z.string(), units: int, revenuePaise: int })),
  ordersByStatus: z.array(z.object({ status: z.string(), orders: int })),
  topProducts: z.array(z.object({ productId: int, productName: z.string(), units: int, revenuePaise: int })),
  promoCodes: z.array(z.object({ code: z.string(), orders: int, discountPaise: int, revenuePaise: int })),
  refunds: z.array(z.object({ paymentStatus: z.string(), orders: int, amountPaise: int })),
});
export type AnalyticsReport = z.infer<typeof AnalyticsReportSchema>;

/** GET /api/admin/overview (All Dashboards). Money figures are absent for roles that may not see sales. */
export const AdminOverviewSchema = z.object({
  todayOrders: int.optional(),
  todayRevenuePaise: int.optional(),
  /** Paid (or cash on delivery) orders to pack or ship: confirmed and packed. */
  pendingFulfilment: int,
  /** Orders held for a pharmacist's prescription review (awaiting_prescription): the Prescription Queue's work, apart from packing. */
  awaitingPrescription: int,
  lowStockProducts: int,
  lowStockThreshold: int,
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;

import {
  ANALYTICS_DEFAULT_DAYS,
  type AdminOverview,
  type AnalyticsExportQuery,
  type AnalyticsQuery,
  type AnalyticsReport,
  type AnalyticsTable,
} from '@dawa/shared/admin/analytics';
import { LOW_STOCK_THRESHOLD } from '@dawa/shared/admin/products';
import type { Role } from '@dawa/shared/auth/rules';
import type { Database } from '../../db/client.ts';
import * as repo from './analytics.repository.ts';

const DAY_MS = 86_400_000;
const INDIA_OFFSET_MS = 5.5 * 3_600_000;

/** The India calendar day of an instant (yyyy-mm-dd). */
export const indiaDay = (instant: Date) => new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** Midnight in India at the start of the day. */
const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

export interface DayRange {
  from: string;
  to: string;
}

/** The asked range, or the last 30 India days up to today; both ends included. */
export function resolveRange(query: { from?: string | undefined; to?: string | undefined }, now: Date): DayRange {
  const to = query.to ?? (query.from ? addDays(query.from, ANALYTICS_DEFAULT_DAYS - 1) : indiaDay(now));
  const from = query.from ?? addDays(to, -(ANALYTICS_DEFAULT_DAYS - 1));
  return { from, to };
}

const instants = (days: DayRange): repo.InstantRange => ({ from: indiaMidnight(days.from), until: indiaMidnight(addDays(days.to, 1)) });

/** RFC 4180 cell; a leading =, +, - or @ is prefixed so a spreadsheet does not run it as a formula. */
function csvCell(value: unknown): string {
  let text = String(value);
  if (/^[=+\-@]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly Record<string, unknown>[], columns: readonly string[]): string {
  return [columns.join(','), ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(','))].join('\r\n') + '\r\n';
}

const CSV_COLUMNS: Record<AnalyticsTable, readonly string[]> = {
  salesByDay: ['day', 'orders', 'revenuePaise'],
  salesByCategory: ['categorySlug', 'categoryName', 'units', 'revenuePaise'],
  ordersByStatus: ['status', 'orders'],
  topProducts: ['productId', 'productName', 'units', 'revenuePaise'],
  promoCodes: ['code', 'orders', 'discountPaise', 'revenuePaise'],
  refunds: ['paymentStatus', 'orders', 'amountPaise'],
};

const TOP_PRODUCTS = 10;

export function createAnalyticsService(db: Database, deps: { now: () => Date }) {
  async function report(query: AnalyticsQuery): Promise<AnalyticsReport> {
    const days = resolveRange(query, deps.now());
    const r = instants(days);
    // One after another: PGlite serves one query at a time, and PostgreSQL gets them from one pool client anyway.
    const summary = await repo.readSummary(db, r);
    const salesByDay = await repo.readSalesByDay(db, r, days);
    const salesByCategory = await repo.readSalesByCategory(db, r);
    const ordersByStatus = await repo.readOrdersByStatus(db, r);
    const topProducts = await repo.readTopProducts(db, r, TOP_PRODUCTS);
    const promoCodes = await repo.readPromoCodes(db, r);
    const refunds = await repo.readRefunds(db, r);
    return { ...days, summary, salesByDay, salesByCategory, ordersByStatus, topProducts, promoCodes, refunds };
  }

  return {
    report,

    /** One table of the report as CSV, with a file name naming the table and the range. */
    async exportCsv(query: AnalyticsExportQuery): Promise<{ fileName: string; csv: string }> {
      const days = resolveRange(query, deps.now());
      const r = instants(days);
      const readers: Record<AnalyticsTable, () => Promise<readonly Record<string, unknown>[]>> = {
        salesByDay: () => repo.readSalesByDay(db, r, days),
        salesByCategory: () => repo.readSalesByCategory(db, r),
        ordersByStatus: () => repo.readOrdersByStatus(db, r),
        topProducts: () => repo.readTopProducts(db, r, TOP_PRODUCTS),
        promoCodes: () => repo.readPromoCodes(db, r),
        refunds: () => repo.readRefunds(db, r),
      };
      const rows = await readers[query.table]();
      return { fileName: `${query.table}-${days.from}-to-${days.to}.csv`, csv: toCsv(rows, CSV_COLUMNS[query.table]) };
    },

    /** All Dashboards; sales figures only for admins (a pharmacist sees fulfilment and stock). */
    async overview(role: Role): Promise<AdminOverview> {
      const today = indiaDay(deps.now());
      const counts = await repo.readOverviewCounts(db, instants({ from: today, to: today }));
      const base = { pendingFulfilment: counts.pendingFulfilment, lowStockProducts: counts.lowStockProducts, lowStockThreshold: LOW_STOCK_THRESHOLD };
      return role === 'admin' ? { ...base, todayOrders: counts.todayOrders, todayRevenuePaise: counts.todayRevenuePaise } : base;
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

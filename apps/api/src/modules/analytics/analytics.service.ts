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
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.ts';
import { createSharedTtlCache } from '../../lib/shared-ttl-cache.ts';
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

export interface AnalyticsServiceOptions {
  now: () => Date;
  /** Seconds a range's report is reused (decision 033); 0 computes every request. */
  cacheSeconds?: number;
  /** Shares the cached reports between instances when REDIS_URL is set. */
  redis?: Redis | null;
  redisPrefix?: string;
  onCacheError?: (error: unknown) => void;
}

export function createAnalyticsService(db: Database, deps: AnalyticsServiceOptions) {
  const reports = createSharedTtlCache<AnalyticsReport>({
    ttlMs: (deps.cacheSeconds ?? 0) * 1000,
    redis: deps.redis ?? null,
    prefix: deps.redisPrefix ?? 'analytics:',
    onError: deps.onCacheError ?? (() => {}),
  });

  /** The report of whole India days: one statement over the range (repo.readReport), cached per range. */
  function report(query: AnalyticsQuery): Promise<AnalyticsReport> {
    const days = resolveRange(query, deps.now());
    return reports.get(`${days.from}:${days.to}`, async () => ({ ...days, ...(await repo.readReport(db, instants(days), days, TOP_PRODUCTS)) }));
  }

  return {
    report,

    /** One table of the report as CSV, with a file name naming the table and the range. */
    async exportCsv(query: AnalyticsExportQuery): Promise<{ fileName: string; csv: string }> {
      const r = await report(query);
      const rows: readonly Record<string, unknown>[] = r[query.table];
      return { fileName: `${query.table}-${r.from}-to-${r.to}.csv`, csv: toCsv(rows, CSV_COLUMNS[query.table]) };
    },

    /** All Dashboards; sales figures only for admins (a pharmacist sees fulfilment and stock). */
    async overview(role: Role): Promise<AdminOverview> {
      const today = indiaDay(deps.now());
      const counts = await repo.readOverviewCounts(db, instants({ from: today, to: today }));
      const base = {
        pendingFulfilment: counts.pendingFulfilment,
        awaitingPrescription: counts.awaitingPrescription,
        lowStockProducts: counts.lowStockProducts,
        lowStockThreshold: LOW_STOCK_THRESHOLD,
      };
      return role === 'admin' ? { ...base, todayOrders: counts.todayOrders, todayRevenuePaise: counts.todayRevenuePaise } : base;
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

import type { DealListResponse } from '@dawa/shared/content/deals';
import type { Database } from '../../db/client.ts';
import { listLiveDeals } from './deals.repository.ts';

/** The storefront's content that lives in the database: today, the deals of /deals. */
export function createContentService(db: Database, now: () => Date = () => new Date()) {
  return {
    /** The deals a customer can use at this moment, in the operator's order. */
    async listDeals(): Promise<DealListResponse> {
      const rows = await listLiveDeals(db, now());
      return {
        deals: rows.map((row) => ({
          ...row,
          validFrom: row.validFrom.toISOString(),
          validUntil: row.validUntil?.toISOString() ?? null,
        })),
      };
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;

import { PGlite } from '@electric-sql/pglite';
import type { Database } from './client.ts';

/** The products a committed statement changed, or 'all' (a bulk change, a truncate). */
export type ChangedProducts = readonly number[] | 'all';

const CHANNEL = 'product_changed';

/** The notice's payload (migration 0034): ids joined by commas, or '*'. Anything unreadable counts as 'all'. */
export function parseChangedProducts(payload: string): ChangedProducts {
  if (payload === '*') return 'all';
  const ids = payload.split(',').map(Number);
  return ids.length > 0 && ids.every((id) => Number.isSafeInteger(id) && id > 0) ? ids : 'all';
}

/**
 * Calls `onChange` with the products each committed write changed, on the embedded PGlite only (its one
 * session is the only writer, so a notice reaches this process before the write's own caller goes on).
 * Answers a stop function, or null on the PostgreSQL server: there other processes write too and a notice
 * arrives a moment after the commit, so nothing may be kept on the strength of it (decision 043).
 */
export async function listenToProductChanges(
  db: Database,
  onChange: (changed: ChangedProducts) => void,
): Promise<(() => Promise<void>) | null> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return null;
  // The session setting the trigger asks before it sends anything (the server's sessions never set it).
  await client.exec(`SET dawa.product_changes = 'notify'`);
  const unlisten = await client.listen(CHANNEL, (payload) => onChange(parseChangedProducts(payload)));
  return async () => {
    if (!client.closed) await unlisten();
  };
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from './stock.repository.ts';

export interface MedicineCandidateRow {
  id: number;
  name: string;
  slug: string;
  brand: string;
  active_ingredient: string | null;
  dosage: string | null;
  dosage_form: string | null;
  price_paise: number;
  stock_quantity: number;
  active: boolean;
}

/** Candidates per search term at most: enough for every strength and pack of a brand or salt. */
const PER_TERM = 20;

/**
 * Products that may be what a prescription names, for all its medicines in ONE statement: for each
 * term, the products whose name has a word like it (trigram index on lower(name)), whose brand is
 * like its first word (trigram index on lower(brand)), or whose search vector holds its words (the
 * full-text index; it carries the active ingredient, so 'paracetamol' finds Dolo and Crocin).
 * The word-similarity threshold is lowered for this transaction only, for OCR's misread letters.
 */
export async function findMedicineCandidates(db: Database, terms: readonly string[]): Promise<MedicineCandidateRow[]> {
  if (terms.length === 0) return [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.4', true)`);
    const result = await tx.execute(sql`
      select distinct on (p.id) p.id, p.name, p.slug, p.brand, p.active_ingredient, p.dosage, p.dosage_form,
             p.price_paise, p.stock_quantity, p.active
      from unnest(array[${sql.join(
        terms.map((term) => sql`${term}`),
        sql`, `,
      )}]::text[]) as q(term)
      cross join lateral (
        select c.* from products c
        where c.deleted_at is null and c.active
          and (q.term <% lower(c.name)
               or lower(c.brand) % split_part(q.term, ' ', 1)
               or c.search_vector @@ plainto_tsquery('simple', q.term))
        order by greatest(word_similarity(q.term, lower(c.name)), similarity(lower(c.brand), split_part(q.term, ' ', 1))) desc, c.id
        limit ${PER_TERM}
      ) p
      order by p.id`);
    return rowsOf<MedicineCandidateRow>(result);
  });
}

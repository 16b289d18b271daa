/**
 * The catalogue's brands, product names and salts as a lexicon for correcting OCR's near-misses
 * (issue 24), beside the reader's own list. One small query per analysis: the catalogue changes, and
 * a few hundred names cost nothing next to OCR.
 */
import { formFamily, NameLexicon, type LexiconEntry } from '@dawa/shared/prescriptions/ocr-lexicon';
import type { Database } from '../../../db/client.ts';
import { findCatalogueNames } from './catalogue-names.repository.ts';

const FORM_WORD =
  /^(?:tablets?|capsules?|syrup|suspension|gel|cream|ointment|drops|inhaler|sachet|injection|solution|spray|lotion|powder)$/i;

/** 'Taxim-O 200 Tablet' → 'Taxim-O'; 'Met XL 25 Tablet' → 'Met XL'. */
function brandWordsOf(name: string): string {
  const words: string[] = [];
  for (const word of name.split(/\s+/)) {
    if (/\d/.test(word) || FORM_WORD.test(word) || words.length === 2) break;
    words.push(word);
  }
  return words.join(' ');
}

export async function catalogueLexicon(db: Database): Promise<NameLexicon> {
  const rows = await findCatalogueNames(db);
  const entries: LexiconEntry[] = [];
  for (const row of rows) {
    const unit = /\d\s*(mg|mcg|g|iu)\b/i.exec(row.activeIngredient ?? '')?.[1]?.toLowerCase() ?? null;
    const salt =
      row.activeIngredient
        ?.split(/\s*\+\s*/)[0]
        ?.replace(/\s*\d.*$/, '')
        .trim() || null;
    const brandWords = brandWordsOf(row.name);
    const first = brandWords.split(' ')[0]!;
    const family = formFamily(row.dosageForm);
    const forms = family ? [family] : [];
    for (const name of new Set([brandWords, first, row.brand])) if (name) entries.push({ name, salt, unit, forms });
    if (salt) entries.push({ name: salt, salt, unit: null, forms });
  }
  return new NameLexicon(entries);
}

/**
 * Reading a page by where its words are (issue 24 item 2): OCR's word boxes into text lines that the
 * parser can read in order.
 *
 * - A medicines table (a heading row 'Medicine | Dose | Frequency | Duration') is read by column:
 *   each word goes to the column whose heading it stands under, and a name wrapped over two lines of
 *   its cell is joined back into its row.
 * - A two-column page (patient details, vitals and advice on the left, Rx on the right; or the
 *   medicines themselves in two columns) is read column by column: a vertical gutter that no word
 *   crosses for several rows splits them, the left column first. Read row by row, 'Pulse: 98  1. Tab
 *   Allegra' and 'Complaints  1 tab OD x 5 days' would mix a vitals line into each medicine.
 */
import { groupRows, textOfWords, type OcrWord, type PlacedWord, type WordRow } from './page-geometry.ts';

type Field = 'serial' | 'name' | 'dose' | 'frequency' | 'duration' | 'remarks';

/** Column headings as tables print them (English; Hindi heads come with an English one beside them). */
const HEADINGS: ReadonlyArray<readonly [Field, RegExp]> = [
  ['serial', /^(?:s\.?\s?no|sr\.?\s?no|sl\.?\s?no|no)$/i],
  // 'Medidne', 'Medicme': OCR's readings of a bold 'Medicine'.
  ['name', /^(?:medicines?|medi[a-z]{3,5}|drugs?|medications?|brand)$/i],
  ['dose', /^(?:dose|dosage|strength|qty)$/i],
  ['frequency', /^(?:frequency|freq|timings?|when|schedule)$/i],
  ['duration', /^(?:duration|days|period)$/i],
  ['remarks', /^(?:remarks|instructions?|notes?|directions?)$/i],
];
const bare = (text: string) => text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
const headingOf = (word: PlacedWord): Field | null =>
  word.text.trim() === '#' ? 'serial' : (HEADINGS.find(([, re]) => re.test(bare(word.text)))?.[0] ?? null);

/** The section after a table or a column ('Advice', 'Investigations', 'Follow-up', signature). */
const AFTER_TABLE = /^(?:advice|adv|advised|investigations?|ix|follow|follow-up|f\/u|next|review|diet|signature|note)\b/i;
/** A line that starts a medicine: a number ('1.', '2)') or a dosage form ('Tab', 'Cap.', 'Syp'). */
const STARTS_MEDICINE =
  /^\s*(?:\(?\d{1,2}\s*[.)\]:]|(?:tabs?|tablets?|caps?|capsules?|syp|syr|syrup|inj|oint|susp|cream|gel|drops?|sachet|inhaler|T|C)\b\.?)/i;
/**
 * A piece of a row that begins a medicine, also when OCR put a stray mark before its form ('I Tab.
 * Dolo 650' for '1 Tab.', '2 | Tab. Taxim-O').
 */
const looksLikeMedicine = (text: string) =>
  STARTS_MEDICINE.test(text) ||
  /^\S{0,2}[\s|.)\]]+(?:tabs?|tablets?|caps?|capsules?|syp|syr|syrup|inj|oint|susp|cream|gel|drops?|sachet|inhaler)\b/i.test(text);
/** Words of dosing directions only ('1-0-1', 'x 5 days', 'BD', 'after food'). */
const DOSING_TOKEN =
  /^(?:[x×]?\d+(?:[-–./]\d+)*(?:days?|d|wks?|weeks?|months?|tabs?|caps?|ml)?|[x×]|for|days?|weeks?|wks?|months?|od|bd|tds|tid|qid|hs|sos|stat|once|twice|thrice|a|in|the|day|daily|at|night|morning|evening|after|before|with|food|meals?|empty|stomach|breakfast|lunch|dinner|bedtime|tabs?|caps?|tablets?|ml|puffs?|drops?|sachets?|\||[-–,()])$/i;

/** How far left of a table's first heading (in row heights) a word is taken to be outside the table. */
const OUTSIDE_TABLE_HEIGHTS = 2;

interface Column {
  field: Field;
  /** Where the column starts: its heading's left edge. */
  x0: number;
}

interface TableAt {
  columns: Column[];
  /** Index of the first row after the table. */
  end: number;
}

/** The table whose heading row is rows[index], if it is one: a name heading and at least one field heading. */
function tableAt(rows: readonly WordRow[], index: number): TableAt | null {
  const heading = rows[index]!;
  const columns: Column[] = [];
  for (const word of heading.words) {
    const field = headingOf(word);
    // 'Drug Name', 'Name of Medicine': a column's later heading words stay in it.
    if (field && !columns.some((c) => c.field === field)) columns.push({ field, x0: word.x0 });
  }
  if (!columns.some((c) => c.field === 'name') || columns.length < 2) return null;
  columns.sort((a, b) => a.x0 - b.x0);
  let end = index + 1;
  while (end < rows.length) {
    const row = rows[end]!;
    const previous = rows[end - 1]!;
    if (AFTER_TABLE.test(bare(row.words[0]!.text))) break;
    // A wide empty band under the last row ends the table (the page goes on with something else).
    if (row.centre - previous.centre > Math.max(row.height, previous.height) * 4.5) break;
    end++;
  }
  return { columns, end };
}

interface TableRow {
  cells: Map<Field, PlacedWord[]>;
  height: number;
  centre: number;
}

const cellText = (row: TableRow, field: Field) => textOfWords(row.cells.get(field) ?? [], row.height);
const hasFields = (row: TableRow) =>
  [...row.cells.keys()].some((field) => field !== 'name' && field !== 'serial' && (row.cells.get(field)?.length ?? 0) > 0);
const nameOnly = (row: TableRow) => cellText(row, 'name') !== '' && !hasFields(row) && cellText(row, 'serial') === '';
const fieldsOnly = (row: TableRow) => cellText(row, 'name') === '' && cellText(row, 'serial') === '' && hasFields(row);
/** A row that begins a medicine: its own serial number, or a name cell starting '2.' or 'Tab'. */
const startsMedicine = (row: TableRow) => cellText(row, 'serial') !== '' || STARTS_MEDICINE.test(cellText(row, 'name'));
/** Lines of one cell (a wrapped name, 'Thrice' over 'daily') are closer together than two rows are. */
const near = (a: TableRow, b: TableRow) => Math.abs(a.centre - b.centre) < Math.max(a.height, b.height) * 2.2;

/** b's words added to a's cells, column by column (b is the second line of a's cells). */
function appendCells(a: TableRow, b: TableRow) {
  for (const [field, words] of b.cells) a.cells.set(field, [...(a.cells.get(field) ?? []), ...words]);
}

/**
 * Each word of a table row into the column it stands under (by its middle; a word a little left of
 * every column is the first's). A word well left of the first heading is not the table's: a phone
 * photo's dark paper edge read as '3' or 'oe' would otherwise start every medicine's name.
 */
export function placeInColumns(row: WordRow, columns: readonly Column[]): TableRow {
  const cells = new Map<Field, PlacedWord[]>();
  const slack = row.height * 0.5;
  const tableLeft = columns[0]!.x0 - row.height * OUTSIDE_TABLE_HEIGHTS;
  for (const word of row.words) {
    if (word.x1 < tableLeft) continue;
    const middle = (word.x0 + word.x1) / 2;
    let column = columns[0]!;
    for (const candidate of columns) if (middle >= candidate.x0 - slack || word.x0 >= candidate.x0 - slack) column = candidate;
    cells.set(column.field, [...(cells.get(column.field) ?? []), word]);
  }
  return { cells, height: row.height, centre: row.centre };
}

/** A serial number as the parser reads a list's ('3' → '3.'), so that it is not taken for a dose. */
const serialText = (text: string) => (/^\d{1,2}$/.test(text) ? `${text}.` : text);

/**
 * The table's rows as text lines, one per medicine: cells in the columns' order, a wrapped name's
 * second line joined to its row ('Augmentin' / '625 Duo'), a name written above a row whose fields
 * sit on its second line (cells centred vertically), and a second line of field cells alone
 * ('Thrice' / 'daily', or the fields under a name written alone) joined to the row above.
 */
export function tableLines(heading: WordRow, body: readonly WordRow[], columns: readonly Column[]): string[] {
  const rows = body.map((row) => placeInColumns(row, columns)).filter((row) => row.cells.size > 0);
  const merged: TableRow[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const previous = merged.at(-1);
    const next = rows[i + 1];
    const nextIsFieldsOnly = next !== undefined && fieldsOnly(next);
    if (nameOnly(row) && previous && hasFields(previous) && !startsMedicine(row) && !nextIsFieldsOnly && near(previous, row)) {
      appendCells(previous, row);
      continue;
    }
    if (nameOnly(row) && next && hasFields(next) && cellText(next, 'name') !== '' && !startsMedicine(next) && near(row, next)) {
      const name = [...row.cells.get('name')!, ...next.cells.get('name')!];
      appendCells(next, row);
      next.cells.set('name', name);
      continue;
    }
    if (fieldsOnly(row) && previous && near(previous, row)) {
      appendCells(previous, row);
      continue;
    }
    merged.push(row);
  }
  const order = columns.map((c) => c.field);
  return [
    textOfWords(heading.words, heading.height),
    ...merged.map((row) =>
      order
        .map((field) => (field === 'serial' ? serialText(cellText(row, field)) : cellText(row, field)))
        .filter((text) => text !== '')
        .join('   '),
    ),
  ];
}

type Interval = readonly [number, number];

/** The stretches of [lo, hi] that no word of the row covers. */
function freeSpans(row: WordRow, lo: number, hi: number): Interval[] {
  const spans: Interval[] = [];
  let x = lo;
  for (const word of row.words) {
    if (word.x1 <= x) continue;
    if (word.x0 >= hi) break;
    if (word.x0 > x) spans.push([x, word.x0]);
    x = Math.max(x, word.x1);
  }
  if (x < hi) spans.push([x, hi]);
  return spans;
}

function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const [a0, a1] of a)
    for (const [b0, b1] of b) if (Math.min(a1, b1) > Math.max(a0, b0)) out.push([Math.max(a0, b0), Math.min(a1, b1)]);
  return out;
}

/** Whether a piece of a row is dosing directions only ('1 tab | 1-0-1 | x 5 days'). */
export function isDirectionsOnly(text: string): boolean {
  // A speck read as a dot after a number ('TID 3. days') does not make it something else; a first
  // number with its dot ('2. Tab. Dolo') is a list's numbering, not a dose.
  const tokens = text
    .split(/[\s|]+/)
    .filter((t) => t !== '')
    .map((t, i) => (i > 0 ? t.replace(/^(\d+)[.,;:]+$/, '$1') : t));
  if (tokens.length === 0) return false;
  return tokens.filter((t) => DOSING_TOKEN.test(t)).length >= tokens.length * 0.7;
}

interface GutterRun {
  gutter: number;
  end: number;
}

/**
 * The rows from rows[index] down that a vertical gutter runs through: an empty stretch in the middle
 * half of the page, as wide as a few letters, that no word of any of them crosses, with words on both
 * sides. Not a list of medicines whose directions are aligned in a column ('1. Tab A 500 mg   1-0-1
 * x 5 days'): that is one line per medicine, read across.
 */
function gutterRun(rows: readonly WordRow[], index: number, pageWidth: number, tableRows: ReadonlySet<number>): GutterRun | null {
  const minWidth = (row: WordRow) => Math.max(row.height * 1.5, pageWidth * 0.02);
  const wideEnough = (spans: Interval[], row: WordRow) => spans.filter(([a, b]) => b - a >= minWidth(row));
  const lo = pageWidth * 0.25;
  const hi = pageWidth * 0.75;
  let free = wideEnough(freeSpans(rows[index]!, lo, hi), rows[index]!);
  if (free.length === 0) return null;
  let end = index + 1;
  while (end < rows.length && !tableRows.has(end)) {
    const next = wideEnough(intersect(free, freeSpans(rows[end]!, lo, hi)), rows[end]!);
    if (next.length === 0) break;
    free = next;
    end++;
  }
  if (end - index < 4) return null;
  const [g0, g1] = free.reduce((best, span) => (span[1] - span[0] > best[1] - best[0] ? span : best));
  const left = (row: WordRow) => row.words.filter((w) => w.x1 <= g0);
  const right = (row: WordRow) => row.words.filter((w) => w.x0 >= g1);
  const isAligned = (row: WordRow | undefined) =>
    row !== undefined && looksLikeMedicine(textOfWords(left(row), row.height)) && isDirectionsOnly(textOfWords(right(row), row.height));
  // A list whose directions stand in a column, under a letterhead whose halves make the same gutter
  // (a table whose other headings OCR lost): the run ends where two such rows begin.
  const whole = rows.slice(index, end);
  const listAt = whole.findIndex((row, k) => isAligned(row) && isAligned(whole[k + 1]));
  const run = listAt >= 0 ? whole.slice(0, listAt) : whole;
  if (run.length < 4) return null;
  const both = run.filter((row) => left(row).length > 0 && right(row).length > 0);
  if (both.length < 2 || run.filter((r) => left(r).length > 0).length < 3 || run.filter((r) => right(r).length > 0).length < 3) return null;
  if (both.filter(isAligned).length * 2 >= both.length) return null;
  return { gutter: (g0 + g1) / 2, end: index + run.length };
}

/** Rows split at the gutter: the left column top to bottom, then the right one. */
function columnLines(rows: readonly WordRow[], gutter: number): string[] {
  const side = (pick: (w: PlacedWord) => boolean) =>
    rows.map((row) => textOfWords(row.words.filter(pick), row.height)).filter((text) => text !== '');
  return [...side((w) => (w.x0 + w.x1) / 2 < gutter), ...side((w) => (w.x0 + w.x1) / 2 >= gutter)];
}

/**
 * A text layer's page read by its layout when it has a medicines table or a gutter, or null when it
 * has neither (its own line reading, which keeps a PDF's split glyphs right, is then used as it is).
 */
export function textLayerLayout(words: readonly OcrWord[], pageWidth: number): string | null {
  const rows = groupRows(words);
  const tables = tablesOf(rows);
  if (tables.size > 0) return layoutText(words, pageWidth);
  return longestRun(rows, 0, rows.length, pageWidth, rowsOfTables(tables)) ? layoutText(words, pageWidth) : null;
}

/** Rows a gutter must split before a page's columns are worth reading again one by one (a letterhead's halves make fewer). */
const COLUMN_REREAD_ROWS = 6;

/**
 * Where a two-column page's gutter runs: its x, and the top and bottom of the rows it splits, or
 * null. OCR that reads across the gutter joins a left and a right line into one text line and
 * misplaces their words ('Complaints  hc ta  S.O.S.'); each column read on its own does not.
 */
export function gutterBand(words: readonly OcrWord[], pageWidth: number): { x: number; top: number; bottom: number } | null {
  const rows = groupRows(words);
  const run = longestRun(rows, 0, rows.length, pageWidth, rowsOfTables(tablesOf(rows)));
  if (!run || run.end - run.start < COLUMN_REREAD_ROWS) return null;
  const inRun = rows.slice(run.start, run.end).flatMap((row) => row.words);
  return { x: run.gutter, top: Math.min(...inRun.map((w) => w.y0)), bottom: Math.max(...inRun.map((w) => w.y1)) };
}

/** Every row a table holds, heading and body: no gutter runs through a table (its columns are not a page's). */
function rowsOfTables(tables: ReadonlyMap<number, TableAt>): Set<number> {
  const inside = new Set<number>();
  for (const [start, table] of tables) for (let i = start; i < table.end; i++) inside.add(i);
  return inside;
}

function tablesOf(rows: readonly WordRow[]): Map<number, TableAt> {
  const tables = new Map<number, TableAt>();
  for (let i = 0; i < rows.length; i++) {
    const table = tableAt(rows, i);
    if (table) {
      tables.set(i, table);
      i = table.end - 1;
    }
  }
  return tables;
}

/**
 * The longest gutter run between rows from and to: a letterhead's two halves above a two-column body
 * make a short run of their own, which must not cut the body's gutter short.
 */
function longestRun(rows: readonly WordRow[], from: number, to: number, pageWidth: number, tableRows: ReadonlySet<number>) {
  let best: { start: number; gutter: number; end: number } | null = null;
  for (let i = from; i < to; i++) {
    if (tableRows.has(i)) continue;
    const run = gutterRun(rows.slice(0, to), i, pageWidth, tableRows);
    if (run && (!best || run.end - i > best.end - best.start)) best = { start: i, ...run };
  }
  return best;
}

/** A page's words as text lines in reading order: tables by column, two-column pages column by column. */
export function layoutText(words: readonly OcrWord[], pageWidth: number): string {
  const rows = groupRows(words);
  const tables = tablesOf(rows);
  const tableRows = rowsOfTables(tables);
  const lines: string[] = [];
  const readRange = (from: number, to: number) => {
    const run = longestRun(rows, from, to, pageWidth, tableRows);
    if (run) {
      readRange(from, run.start);
      lines.push(...columnLines(rows.slice(run.start, run.end), run.gutter));
      readRange(run.end, to);
      return;
    }
    let i = from;
    while (i < to) {
      const table = tables.get(i);
      if (table) {
        lines.push(...tableLines(rows[i]!, rows.slice(i + 1, table.end), table.columns));
        i = table.end;
        continue;
      }
      lines.push(textOfWords(rows[i]!.words, rows[i]!.height));
      i++;
    }
  };
  readRange(0, rows.length);
  return lines.join('\n');
}

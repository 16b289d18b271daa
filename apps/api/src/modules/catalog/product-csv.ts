import { parse } from 'csv-parse/sync';
import {
  ADMIN_PRODUCT_CSV_COLUMNS,
  ADMIN_PRODUCT_IMPORT_MAX_ROWS,
  DRUG_SCHEDULES,
  compositionLine,
  compositionOfLine,
  parseTags,
  rupeesTextToPaise,
  type CompositionPart,
  type AdminImportRowError,
  type AdminProduct,
} from '@dawa/shared/admin/products';
import { CATEGORIES } from '@dawa/shared/catalog/categories';

/**
 * The product CSV: what the export writes and the import reads. Prices are rupees ("120.50"), as an
 * admin types them in a spreadsheet; tags are one comma-separated cell; booleans true/false; the
 * composition is one cell as a pack prints it ('Paracetamol 325 mg + Ibuprofen 400 mg').
 */
export type CsvColumn = (typeof ADMIN_PRODUCT_CSV_COLUMNS)[number];

/** A cell a spreadsheet would run as a formula (CSV injection) is written with a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

export const csvHeaderLine = () => `${ADMIN_PRODUCT_CSV_COLUMNS.join(',')}\r\n`;

/** One product as a CSV line (CRLF-terminated, RFC 4180). */
export function csvLine(p: AdminProduct): string {
  const cells: Record<CsvColumn, string> = {
    id: String(p.id),
    slug: p.slug,
    name: p.name,
    category: p.category,
    brand: p.brand,
    price: rupees(p.pricePaise),
    mrp: rupees(p.mrpPaise),
    stock: String(p.stockQuantity),
    active: String(p.active),
    requires_prescription: String(p.requiresPrescription),
    schedule: p.drugSchedule,
    tags: p.tags.join(', '),
    description: p.description,
    composition: compositionLine(p.composition) ?? '',
    dosage_form: p.dosageForm ?? '',
    manufacturer: p.manufacturer,
    hsn_code: p.hsnCode,
    gst_rate: String(p.gstRatePercent),
    pharmacist_review: String(p.compositionReviewPending),
  };
  return `${ADMIN_PRODUCT_CSV_COLUMNS.map((c) => csvCell(cells[c])).join(',')}\r\n`;
}

/** One row of an import: its spreadsheet row number and its non-empty cells. */
export interface CsvRow {
  row: number;
  cells: Partial<Record<CsvColumn, string>>;
}

export type ParsedCsv = { ok: true; rows: CsvRow[] } | { ok: false; errors: AdminImportRowError[] };

const KNOWN = new Set<string>(ADMIN_PRODUCT_CSV_COLUMNS);

/** Reads an import file into rows; a malformed file or an unknown column is one error naming its row. */
export function parseProductCsv(text: string): ParsedCsv {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: false, trim: false });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { ok: false, errors: [{ row: line, field: 'file', message: `The file is not valid CSV: ${(error as Error).message}` }] };
  }
  const [header, ...body] = records;
  if (!header) return { ok: false, errors: [{ row: 1, field: 'file', message: 'The file is empty: it needs a header row and products.' }] };
  const columns = header.map((h) => h.trim().toLowerCase());
  const unknown = columns.filter((c) => !KNOWN.has(c));
  if (unknown.length > 0) {
    return {
      ok: false,
      errors: unknown.map((c) => ({
        row: 1,
        field: c || '(empty)',
        message: `Unknown column; the columns are ${ADMIN_PRODUCT_CSV_COLUMNS.join(', ')}.`,
      })),
    };
  }
  const repeated = columns.filter((c, i) => columns.indexOf(c) !== i);
  if (repeated.length > 0) return { ok: false, errors: repeated.map((c) => ({ row: 1, field: c, message: 'This column appears twice.' })) };
  if (body.length === 0) return { ok: false, errors: [{ row: 2, field: 'file', message: 'The file has no products.' }] };
  if (body.length > ADMIN_PRODUCT_IMPORT_MAX_ROWS) {
    return {
      ok: false,
      errors: [
        { row: ADMIN_PRODUCT_IMPORT_MAX_ROWS + 2, field: 'file', message: `At most ${ADMIN_PRODUCT_IMPORT_MAX_ROWS} products per file.` },
      ],
    };
  }
  const rows = body.map((record, index) => {
    const cells: Partial<Record<CsvColumn, string>> = {};
    columns.forEach((column, i) => {
      const raw = (record[i] ?? '').trim();
      // Undo the export's formula guard.
      const value = raw.startsWith("'") && FORMULA_START.test(raw.slice(1)) ? raw.slice(1) : raw;
      if (value !== '') cells[column as CsvColumn] = value;
    });
    return { row: index + 2, cells };
  });
  return { ok: true, rows };
}

/** What a row's cells say, typed; each cell that does not parse is an error naming its column. */
export interface RowValues {
  id?: number;
  slug?: string;
  name?: string;
  category?: string;
  brand?: string;
  pricePaise?: number;
  mrpPaise?: number;
  stockQuantity?: number;
  active?: boolean;
  requiresPrescription?: boolean;
  drugSchedule?: (typeof DRUG_SCHEDULES)[number];
  tags?: string[];
  description?: string;
  composition?: CompositionPart[];
  dosageForm?: string;
  manufacturer?: string;
  hsnCode?: string;
  gstRatePercent?: number;
  flagUnknownSalts?: boolean;
}

const BOOLEAN_TEXT: Record<string, boolean> = { true: true, false: false, yes: true, no: false, '1': true, '0': false };
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function categorySlugOf(text: string): string | undefined {
  const lower = text.toLowerCase();
  return CATEGORIES.find((c) => c.slug === lower || c.name.toLowerCase() === lower)?.slug;
}

/** The typed values of one row and the cells that did not parse. */
export function readRowValues({ row, cells }: CsvRow): { values: RowValues; errors: AdminImportRowError[] } {
  const values: RowValues = {};
  const errors: AdminImportRowError[] = [];
  const fail = (field: CsvColumn, message: string) => errors.push({ row, field, message });
  if (cells.id !== undefined) {
    if (/^\d{1,9}$/.test(cells.id) && Number(cells.id) > 0) values.id = Number(cells.id);
    else fail('id', 'id must be a product number such as 42.');
  }
  if (cells.slug !== undefined) {
    if (SLUG_PATTERN.test(cells.slug) && cells.slug.length <= 100) values.slug = cells.slug;
    else fail('slug', 'slug must be lower-case letters, digits and dashes, such as paracetamol-500mg-tablet.');
  }
  if (cells.name !== undefined) values.name = cells.name;
  if (cells.category !== undefined) {
    const slug = categorySlugOf(cells.category);
    if (slug) values.category = slug;
    else fail('category', `Unknown category "${cells.category}"; use one of ${CATEGORIES.map((c) => c.slug).join(', ')}.`);
  }
  if (cells.brand !== undefined) values.brand = cells.brand;
  for (const [column, key] of [
    ['price', 'pricePaise'],
    ['mrp', 'mrpPaise'],
  ] as const) {
    const text = cells[column];
    if (text === undefined) continue;
    const paise = rupeesTextToPaise(text);
    if (paise === null) fail(column, `${column === 'price' ? 'Price' : 'MRP'} must be a number of rupees such as 120.50.`);
    else values[key] = paise;
  }
  if (cells.stock !== undefined) {
    if (/^\d{1,7}$/.test(cells.stock)) values.stockQuantity = Number(cells.stock);
    else fail('stock', 'Stock must be a whole number of units, 0 or more.');
  }
  for (const [column, key] of [
    ['active', 'active'],
    ['requires_prescription', 'requiresPrescription'],
    ['pharmacist_review', 'flagUnknownSalts'],
  ] as const) {
    const text = cells[column];
    if (text === undefined) continue;
    const value = BOOLEAN_TEXT[text.toLowerCase()];
    if (value === undefined) fail(column, `${column} must be true or false.`);
    else values[key] = value;
  }
  if (cells.schedule !== undefined) {
    const schedule = DRUG_SCHEDULES.find((s) => s === cells.schedule?.toUpperCase());
    if (schedule) values.drugSchedule = schedule;
    else fail('schedule', `schedule must be one of ${DRUG_SCHEDULES.join(', ')}.`);
  }
  if (cells.tags !== undefined) values.tags = parseTags(cells.tags);
  if (cells.description !== undefined) values.description = cells.description;
  // Checked by the body's schema (strength format, repeats) and the importer (unknown salts), named by this column.
  if (cells.composition !== undefined) values.composition = compositionOfLine(cells.composition);
  if (cells.dosage_form !== undefined) values.dosageForm = cells.dosage_form;
  if (cells.manufacturer !== undefined) values.manufacturer = cells.manufacturer;
  if (cells.hsn_code !== undefined) values.hsnCode = cells.hsn_code;
  if (cells.gst_rate !== undefined) {
    const rate = /^(\d{1,2})\s*%?$/.exec(cells.gst_rate);
    if (rate) values.gstRatePercent = Number(rate[1]);
    else fail('gst_rate', 'gst_rate must be a GST rate in percent: 0, 5, 12, 18 or 28.');
  }
  return { values, errors };
}

/** The CSV column of a body field, for naming it in a row error. */
export const CSV_COLUMN_OF_FIELD: Record<string, CsvColumn> = {
  name: 'name',
  category: 'category',
  pricePaise: 'price',
  mrpPaise: 'mrp',
  brand: 'brand',
  tags: 'tags',
  description: 'description',
  active: 'active',
  requiresPrescription: 'requires_prescription',
  drugSchedule: 'schedule',
  stockQuantity: 'stock',
  composition: 'composition',
  dosageForm: 'dosage_form',
  manufacturer: 'manufacturer',
  hsnCode: 'hsn_code',
  gstRatePercent: 'gst_rate',
  flagUnknownSalts: 'pharmacist_review',
};

import { z } from 'zod';
import { CATEGORIES } from '../catalog/categories.ts';
import { GST_RATES } from '../commerce/gst.ts';
import { positiveIntParam } from '../http/primitives.ts';

/**
 * Contracts and pure rules of the admin's Product Management (GET/POST/PATCH/DELETE
 * /api/admin/products, its CSV export and import, and its image upload). Prices are paise.
 */

/** The spec's texts of the Product Management section (account-and-care.md §5 and §8). */
export const ADMIN_PRODUCT_MESSAGES = {
  added: 'Product added successfully',
  addFailed: 'Failed to add product',
  updated: 'Product updated successfully',
  updateFailed: 'Failed to update product',
  deleteFailed: 'Failed to delete product',
  fetchFailed: 'Failed to fetch products',
  confirmDelete: 'Are you sure you want to delete this product?',
} as const;

/** Drugs and Cosmetics Rules schedules: OTC needs no prescription, H and H1 do, X is never sold online. */
export const DRUG_SCHEDULES = ['OTC', 'H', 'H1', 'X'] as const;
export const DrugScheduleSchema = z.enum(DRUG_SCHEDULES, { message: `schedule must be one of ${DRUG_SCHEDULES.join(', ')}` });
export type DrugSchedule = z.infer<typeof DrugScheduleSchema>;

export const SCHEDULE_RULE_MESSAGES = {
  scheduleXActive: 'A Schedule X medicine can never be sold online: it must stay inactive.',
  scheduleNeedsPrescription: 'A Schedule H, H1 or X medicine must require a prescription.',
  narcoticNeedsPrescription: 'A narcotic or psychotropic (NDPS) medicine must require a prescription.',
  narcoticActive: 'A narcotic or psychotropic (NDPS) medicine can never be sold online: it must stay inactive.',
  mrpBelowPrice: 'MRP must not be below the price.',
} as const;

/** At or below this many units (and above 0) a product counts as low on stock. */
export const LOW_STOCK_THRESHOLD = 10;
/** The admin table counts matches up to this many (a bounded walk: 10,000 cost 30 ms a keystroke at 100,000 products); beyond, "1,000+". */
export const ADMIN_PRODUCT_COUNT_CAP = 1_000;
export const ADMIN_PRODUCT_IMAGES_MAX = 6;
export const ADMIN_PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ADMIN_PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Rows of one CSV import: enough for a supplier's price list, small enough for one transaction. */
export const ADMIN_PRODUCT_IMPORT_MAX_ROWS = 5_000;
export const ADMIN_PRODUCT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as [string, ...string[]];
const MAX_PAISE = 10_000_000; // ₹1,00,000: no single pack costs more.

/** Tags as typed in the form: comma-separated, trimmed, empties and repeats dropped. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

const paise = (label: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) })
    .int(`${label} must be a whole number of paise`)
    .min(0, `${label} must not be negative`)
    .max(MAX_PAISE, `${label} must be at most ₹1,00,000`);

const stock = z
  .number({ message: 'Stock must be a number' })
  .int('Stock must be a whole number')
  .min(0, 'Stock must not be negative')
  .max(1_000_000, 'Stock must be at most 10,00,000');

const tags = z
  .array(z.string().trim().min(1, 'A tag must not be empty').max(50, 'A tag must be at most 50 characters'))
  .max(30, 'At most 30 tags')
  .transform((list) => [...new Set(list)]);

/**
 * The dosage forms of the catalogue, offered in the form. Another form may be typed; a known one in
 * any case is stored in this spelling, because substitutes match on the form (same salt, same form).
 */
export const DOSAGE_FORMS = [
  'Tablet',
  'Capsule',
  'Chewable Tablet',
  'Effervescent Tablet',
  'Syrup',
  'Suspension',
  'Solution',
  'Drops',
  'Injection',
  'Inhaler',
  'Rotacap',
  'Respules',
  'Spray',
  'Cream',
  'Gel',
  'Ointment',
  'Lotion',
  'Balm',
  'Paste',
  'Oil',
  'Hair Oil',
  'Shampoo',
  'Powder',
  'Sachet',
  'Lozenge',
  'Patch',
  'Jelly',
  'Juice',
  'Biscuit',
  'Churna',
  'Dilution',
  'Mother Tincture',
  'Pellets',
  'Device',
  'Test Strips',
  'Lancets',
  'Pen Needles',
  'Bandage',
  'Mask',
] as const;

/** A typed dosage form in the catalogue's spelling when it is a known one ('tablet' → 'Tablet'). */
export function canonicalDosageForm(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return DOSAGE_FORMS.find((f) => f.toLowerCase() === trimmed.toLowerCase()) ?? trimmed;
}

export const COMPOSITION_MESSAGES = {
  saltRequired: 'Salt is required',
  strengthFormat: "Strength must start with an amount and a unit, such as '650 mg', '5 mg per 5 ml', '1% w/w' or '60000 IU'",
  unknownSalt: 'This salt is not in our drug information: check the spelling, or tick "Flag for the pharmacist" to save it for review.',
  repeatedSalt: 'This salt is listed twice',
  hsnFormat: 'HSN code must be 4, 6 or 8 digits',
  gstRate: `GST rate must be one of ${GST_RATES.join(', ')} %`,
} as const;

// An amount and a unit first ('650 mg', '40 IU/ml (30% soluble + 70% isophane)'); the rest as written.
const STRENGTH_PATTERN = /^\d[\d,]*(?:\.\d+)?\s*(?:mg|mcg|µg|g|kg|iu|u|ml|%|billion|million|lakh|cfu)(?![a-z])/i;

/** One salt of a product and its strength per unit (tablet, capsule, stated volume). */
export const CompositionPartSchema = z
  .object({
    salt: z
      .string({ message: COMPOSITION_MESSAGES.saltRequired })
      .trim()
      .min(1, COMPOSITION_MESSAGES.saltRequired)
      .max(120, 'Salt must be at most 120 characters')
      // A '+' in brackets is a note ('(SPF 50+, PA+++)'); one outside would be a second salt.
      .refine((salt) => !salt.replace(/\([^()]*\)/g, '').includes('+'), 'One salt per line: add another line instead of +'),
    strength: z
      .string()
      .trim()
      .max(80, 'Strength must be at most 80 characters')
      .nullable()
      .transform((s) => (s ? s.replace(/\s+/g, ' ') : null))
      .refine((s) => s === null || STRENGTH_PATTERN.test(s), COMPOSITION_MESSAGES.strengthFormat),
  })
  .strict();
export type CompositionPart = z.infer<typeof CompositionPartSchema>;

const composition = z
  .array(CompositionPartSchema)
  .max(12, 'At most 12 salts')
  .superRefine((parts, ctx) => {
    const seen = new Set<string>();
    parts.forEach((part, i) => {
      const key = part.salt.toLowerCase().replace(/\s+/g, ' ');
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'salt'], message: COMPOSITION_MESSAGES.repeatedSalt });
      seen.add(key);
    });
  });

/**
 * The composition as the catalogue's active-ingredient line ('Paracetamol 325 mg + Ibuprofen 400 mg'),
 * which substitutes, drug information and the cart's safety check read; null when there is none.
 */
export function compositionLine(parts: readonly CompositionPart[]): string | null {
  if (parts.length === 0) return null;
  return parts.map((p) => (p.strength ? `${p.salt} ${p.strength}` : p.salt)).join(' + ');
}

/** An active-ingredient line back into its salts: split at a '+' outside brackets, the strength from the first amount. */
export function compositionOfLine(line: string | null | undefined): CompositionPart[] {
  if (!line?.trim()) return [];
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of line) {
    if (ch === '(' || ch === '[') depth += 1;
    if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
    if (ch === '+' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts
    .map((p) => p.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .map((text) => {
      const at = firstAmountOutsideBrackets(text);
      return at < 0 ? { salt: text, strength: null } : { salt: text.slice(0, at).trim(), strength: text.slice(at).trim() };
    })
    .map((p) => (p.salt ? p : { salt: p.strength ?? '', strength: null }));
}

/** Where the first ' <digit>' outside brackets starts (the strength), or -1. */
function firstAmountOutsideBrackets(text: string): number {
  let depth = 0;
  for (let i = 1; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '(' || ch === '[') depth += 1;
    if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
    if (depth === 0 && /\d/.test(ch) && text[i - 1] === ' ' && STRENGTH_PATTERN.test(text.slice(i))) return i;
  }
  return -1;
}

const hsnCode = z
  .string({ message: 'HSN code is required' })
  .trim()
  .regex(/^(\d{4}|\d{6}|\d{8})$/, COMPOSITION_MESSAGES.hsnFormat);
const gstRatePercent = z
  .number({ message: COMPOSITION_MESSAGES.gstRate })
  .refine((r) => (GST_RATES as readonly number[]).includes(r), COMPOSITION_MESSAGES.gstRate);

/** The editable fields of a product; the form's required ones are name, category and price. */
const productFields = {
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(200, 'Name must be at most 200 characters'),
  category: z.enum(CATEGORY_SLUGS, { message: 'Category is required: choose one of the store categories' }),
  pricePaise: paise('Price'),
  mrpPaise: paise('MRP'),
  brand: z.string().trim().max(100, 'Brand must be at most 100 characters'),
  tags,
  description: z.string().trim().max(5000, 'Description must be at most 5,000 characters'),
  active: z.boolean({ message: 'Active must be true or false' }),
  requiresPrescription: z.boolean({ message: 'Requires prescription must be true or false' }),
  drugSchedule: DrugScheduleSchema,
  /** A narcotic or psychotropic (NDPS Act) medicine: never sold online, so never active (decision 026). */
  narcotic: z.boolean({ message: 'Narcotic must be true or false' }),
  stockQuantity: stock,
  composition,
  dosageForm: z
    .string()
    .trim()
    .max(40, 'Dosage form must be at most 40 characters')
    .nullable()
    .transform((f) => (f ? canonicalDosageForm(f) : null)),
  manufacturer: z.string().trim().max(120, 'Manufacturer must be at most 120 characters'),
  hsnCode,
  gstRatePercent,
  /**
   * Saves salts the drug information does not know, marked for the pharmacist to review (without it
   * an unknown salt is refused). Not stored as such: the product's review mark is.
   */
  flagUnknownSalts: z.boolean({ message: 'Flag for the pharmacist must be true or false' }),
};

/** Body of POST /api/admin/products. MRP defaults to the price; stock to 0 (nothing sold until counted). */
export const VARIANT_MESSAGES = {
  newNeedsFields: 'A new pack needs a label, a price and its stock',
  mrpBelowPrice: "A pack's MRP must not be below its price.",
  notOwn: 'is not a variant of this product.',
} as const;

/** One pack of a product being added: label, price and stock, MRP defaulting to the price. The first is what the shop shows. */
export const AdminNewVariantSchema = z
  .object({
    label: z.string().trim().min(1, 'Pack label is required').max(60, 'Pack label must be at most 60 characters'),
    pricePaise: paise('Pack price'),
    mrpPaise: paise('Pack MRP').optional(),
    stock,
  })
  .strict()
  .refine((v) => v.mrpPaise === undefined || v.mrpPaise >= v.pricePaise, { path: ['mrpPaise'], message: VARIANT_MESSAGES.mrpBelowPrice });

export const AdminCreateProductBodySchema = z
  .object({
    ...productFields,
    mrpPaise: productFields.mrpPaise.optional(),
    brand: productFields.brand.default(''),
    tags: productFields.tags.default([]),
    description: productFields.description.default(''),
    active: productFields.active.default(true),
    requiresPrescription: productFields.requiresPrescription.default(false),
    drugSchedule: productFields.drugSchedule.default('OTC'),
    narcotic: productFields.narcotic.default(false),
    stockQuantity: productFields.stockQuantity.default(0),
    composition: productFields.composition.default([]),
    dosageForm: productFields.dosageForm.default(null),
    manufacturer: productFields.manufacturer.optional(),
    // Without them the category's class applies (gstClassOfCategory).
    hsnCode: productFields.hsnCode.optional(),
    gstRatePercent: productFields.gstRatePercent.optional(),
    flagUnknownSalts: productFields.flagUnknownSalts.default(false),
    /** Packs with their own price and stock (issue 21): the product then shows the first pack's price and stock. */
    variants: z.array(AdminNewVariantSchema).max(20, 'At most 20 variants').optional(),
  })
  .strict();
export type AdminCreateProductBody = z.input<typeof AdminCreateProductBodySchema>;

/**
 * One pack (variant) in an edit: with an id, that pack's changed fields; without, a new pack (label,
 * price and stock required, MRP defaulting to the price). The first pack is what the shop shows.
 */
export const AdminVariantWriteSchema = z
  .object({
    id: z.number().int().positive().optional(),
    label: z.string().trim().min(1, 'Pack label is required').max(60, 'Pack label must be at most 60 characters').optional(),
    pricePaise: paise('Pack price').optional(),
    mrpPaise: paise('Pack MRP').optional(),
    stock: stock.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.id === undefined && (v.label === undefined || v.pricePaise === undefined || v.stock === undefined))
      ctx.addIssue({ code: 'custom', path: ['label'], message: VARIANT_MESSAGES.newNeedsFields });
    if (v.pricePaise !== undefined && v.mrpPaise !== undefined && v.mrpPaise < v.pricePaise)
      ctx.addIssue({ code: 'custom', path: ['mrpPaise'], message: VARIANT_MESSAGES.mrpBelowPrice });
  });
export type AdminVariantWrite = z.infer<typeof AdminVariantWriteSchema>;

/** Body of PATCH /api/admin/products/:id: any editable field, and the stock of any of its variants. */
export const AdminUpdateProductBodySchema = z
  .object(productFields)
  .partial()
  .extend({
    variants: z.array(AdminVariantWriteSchema).max(20, 'At most 20 variants').optional(),
  })
  .strict();
export type AdminUpdateProductBody = z.input<typeof AdminUpdateProductBodySchema>;

/** The fields the schedule and price rules look at, after an edit is applied. */
export interface ProductRuleFacts {
  pricePaise: number;
  mrpPaise: number;
  active: boolean;
  requiresPrescription: boolean;
  drugSchedule: DrugSchedule;
  narcotic: boolean;
}

/** The rules no single field can check: each broken one as a field error (empty when all hold). */
export function productRuleErrors(p: ProductRuleFacts): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (p.drugSchedule === 'X' && p.active) errors.active = [SCHEDULE_RULE_MESSAGES.scheduleXActive];
  if (p.drugSchedule !== 'OTC' && !p.requiresPrescription) errors.requiresPrescription = [SCHEDULE_RULE_MESSAGES.scheduleNeedsPrescription];
  // As Schedule X, and as the database's products_narcotic_not_sellable_check holds (migration 0022).
  if (p.narcotic && p.active) errors.active = [...(errors.active ?? []), SCHEDULE_RULE_MESSAGES.narcoticActive];
  if (p.narcotic && !p.requiresPrescription)
    errors.requiresPrescription = [...(errors.requiresPrescription ?? []), SCHEDULE_RULE_MESSAGES.narcoticNeedsPrescription];
  if (p.mrpPaise < p.pricePaise) errors.mrpPaise = [SCHEDULE_RULE_MESSAGES.mrpBelowPrice];
  return errors;
}

export const AdminProductIdParamsSchema = z.object({ id: positiveIntParam('id', 2_147_483_647) });

export const ADMIN_STOCK_FILTERS = ['low', 'out'] as const;

/** Query of GET /api/admin/products and its CSV export. */
export const AdminProductListQuerySchema = z
  .object({
    q: z.string().max(200, 'search text must be at most 200 characters').trim().optional(),
    category: z.enum(CATEGORY_SLUGS, { message: 'category must be a store category' }).optional(),
    active: z.enum(['true', 'false'], { message: 'active must be true or false' }).optional(),
    rx: z.enum(['true', 'false'], { message: 'rx must be true or false' }).optional(),
    schedule: DrugScheduleSchema.optional(),
    stock: z.enum(ADMIN_STOCK_FILTERS, { message: 'stock must be low or out' }).optional(),
    /** Only products whose salts wait for a pharmacist's review. */
    review: z.enum(['composition'], { message: 'review must be composition' }).optional(),
    page: positiveIntParam('page', 10_000).optional(),
    pageSize: positiveIntParam('pageSize', 100).optional(),
  })
  .strict();
export type AdminProductListQuery = z.infer<typeof AdminProductListQuerySchema>;

export const AdminProductVariantSchema = z.object({
  id: z.number().int().positive(),
  sku: z.string(),
  label: z.string(),
  pricePaise: z.number().int(),
  mrpPaise: z.number().int(),
  stock: z.number().int(),
});

export const AdminProductSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  category: z.string(),
  categoryName: z.string(),
  pricePaise: z.number().int(),
  mrpPaise: z.number().int(),
  brand: z.string(),
  tags: z.array(z.string()),
  description: z.string(),
  active: z.boolean(),
  requiresPrescription: z.boolean(),
  drugSchedule: DrugScheduleSchema,
  narcotic: z.boolean(),
  stockQuantity: z.number().int(),
  composition: z.array(z.object({ salt: z.string(), strength: z.string().nullable() })),
  dosageForm: z.string().nullable(),
  manufacturer: z.string(),
  hsnCode: z.string(),
  gstRatePercent: z.number().int(),
  /** Saved with salts the drug information does not know: a pharmacist must review them. */
  compositionReviewPending: z.boolean(),
  /** The salts of the composition that have no monograph (drug information, safety check). */
  unknownSalts: z.array(z.string()),
  imageUrls: z.array(z.string()),
  variants: z.array(AdminProductVariantSchema),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const AdminProductListResponseSchema = z.object({
  items: z.array(AdminProductSchema),
  /** Matches counted up to ADMIN_PRODUCT_COUNT_CAP + 1; `totalCapped` says there are more. */
  total: z.number().int().nonnegative(),
  totalCapped: z.boolean(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  pageCount: z.number().int().nonnegative(),
});
export type AdminProductListResponse = z.infer<typeof AdminProductListResponseSchema>;

/** The CSV columns, in export order; an import needs `name`, `category` and `price` (or an id/slug to update). */
export const ADMIN_PRODUCT_CSV_COLUMNS = [
  'id',
  'slug',
  'name',
  'category',
  'brand',
  'price',
  'mrp',
  'stock',
  'active',
  'requires_prescription',
  'schedule',
  'tags',
  'description',
  'composition',
  'dosage_form',
  'manufacturer',
  'hsn_code',
  'gst_rate',
  'pharmacist_review',
] as const;

export const AdminImportRowErrorSchema = z.object({
  /** The line of the file as a spreadsheet numbers it: the header is row 1. */
  row: z.number().int().positive(),
  field: z.string(),
  message: z.string(),
});
export type AdminImportRowError = z.infer<typeof AdminImportRowErrorSchema>;

export const AdminProductImportResponseSchema = z.object({
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
});
export type AdminProductImportResponse = z.infer<typeof AdminProductImportResponseSchema>;

/**
 * The 400 of an import with bad rows: nothing was written. `fieldErrors` holds the same errors in the
 * shared error body's shape, keyed `rows.<row>.<column>` (a dotted path, as body fields are named),
 * so any client reading the shared error body gets them; `rowErrors` lists them in row order.
 */
export const AdminProductImportErrorBodySchema = z.object({
  code: z.literal('invalid_input'),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())),
  rowErrors: z.array(AdminImportRowErrorSchema),
});

const ROW_ERROR_KEY = /^rows\.(\d+)\.(.+)$/;

/** An import's row errors as the shared error body's field errors. */
export function rowErrorsAsFieldErrors(rowErrors: readonly AdminImportRowError[]): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const { row, field, message } of rowErrors) (fieldErrors[`rows.${row}.${field}`] ??= []).push(message);
  return fieldErrors;
}

/** Row errors back from field errors (the web reads them from the shared error body), in row order. */
export function rowErrorsFromFieldErrors(fieldErrors: Record<string, string[]> | undefined): AdminImportRowError[] {
  const rows: AdminImportRowError[] = [];
  for (const [key, messages] of Object.entries(fieldErrors ?? {})) {
    const match = ROW_ERROR_KEY.exec(key);
    if (match) for (const message of messages) rows.push({ row: Number(match[1]), field: match[2] as string, message });
  }
  return rows.sort((a, b) => a.row - b.row);
}
export type AdminProductImportErrorBody = z.infer<typeof AdminProductImportErrorBodySchema>;

/** Rupees as typed in a CSV cell or a form ("120", "120.5", "1,200.50") to paise; null when not a price. */
export function rupeesTextToPaise(text: string): number | null {
  const cleaned = text.trim().replace(/^₹/, '').replace(/,/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

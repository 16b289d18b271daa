import {
  COMPOSITION_REVIEW_MESSAGES,
  type CompositionReviewListQuery,
  type CompositionReviewResolveBody,
} from '@dawa/shared/admin/composition-reviews';
import crypto from 'node:crypto';
import {
  ADMIN_PRODUCT_COUNT_CAP,
  ADMIN_PRODUCT_IMAGE_MAX_BYTES,
  ADMIN_PRODUCT_IMAGE_TYPES,
  ADMIN_PRODUCT_IMAGES_MAX,
  AdminCreateProductBodySchema,
  AdminUpdateProductBodySchema,
  COMPOSITION_MESSAGES,
  VARIANT_MESSAGES,
  compositionLine,
  compositionOfLine,
  productRuleErrors,
  rowErrorsAsFieldErrors,
  type AdminImportRowError,
  type AdminProduct,
  type AdminProductImportErrorBody,
  type AdminProductImportResponse,
  type AdminProductListQuery,
  type AdminProductListResponse,
  type CompositionPart,
} from '@dawa/shared/admin/products';
import { findMonograph } from '@dawa/shared/assistant/knowledge/lookup';
import { gstClassOfCategory } from '@dawa/shared/commerce/gst';
import { slugify } from '@dawa/shared/catalog/rules';
import { pageCount } from '@dawa/shared/http/pagination';
import type { z } from 'zod';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, invalidInput, notFound } from '../../lib/app-error.ts';
import { toJpegImage } from '../../lib/jpeg-image.ts';
import type { FileStorage } from '../../providers/storage/types.ts';
import { recordAudit, type AuditContext } from '../audit/audit.service.ts';
import { registerStoredFile } from '../documents/documents.service.ts';
import * as repo from './admin-products.repository.ts';
import { CSV_COLUMN_OF_FIELD, csvHeaderLine, csvLine, parseProductCsv, readRowValues, type RowValues } from './product-csv.ts';

/** Storage folder of uploaded product photographs, served at /api/media/product-images/:key. */
export const PRODUCT_IMAGE_FOLDER = 'product-images';
export const productImageUrl = (key: string) => `/api/media/product-images/${key}`;
/** Products the admin adds are sold by the shop itself. */
const DAWA_SELLER = { name: 'Dawa Pharmacy', rating: 4.8 };
const DEFAULT_PAGE_SIZE = 20;
const EXPORT_BATCH = 500;
const PRODUCT_NOT_FOUND = 'Product not found.';

export const PRODUCT_IMAGE_MESSAGES = {
  tooLarge: 'Each image must be 5 MB or smaller.',
  wrongType: 'Images must be JPEG, PNG or WebP.',
  unreadable: 'This image could not be read. Please choose another JPEG, PNG or WebP image.',
  tooMany: `A product can have up to ${ADMIN_PRODUCT_IMAGES_MAX} images.`,
} as const;

export interface AdminProductsDeps {
  db: Database;
  storage: FileStorage;
  now: () => Date;
  /** Called after every committed write: the storefront's caches and search match sets must forget the old rows. */
  onCatalogueChanged: () => void;
}

/** Who makes a change (for the audit log the admin issue adds). */
/** Who acts, for the audit record written in the same transaction as each change. */
export type Actor = AuditContext;

function toAdminProduct(row: repo.AdminProductRow): AdminProduct {
  const { activeIngredient, ...rest } = row;
  const composition = compositionOfLine(activeIngredient);
  return { ...rest, composition, unknownSalts: unknownSaltsOf(composition), updatedAt: row.updatedAt.toISOString() };
}

/** The salts with no monograph: no drug information, substitutes' safety or cart check knows them. */
const unknownSaltsOf = (parts: readonly CompositionPart[]) => parts.filter((p) => !findMonograph(p.salt)).map((p) => p.salt);

/** Field errors for each unknown salt, unless staff asked to save them for the pharmacist's review. */
export function unknownSaltErrors(parts: readonly CompositionPart[], flagged: boolean): Record<string, string[]> {
  if (flagged) return {};
  const errors: Record<string, string[]> = {};
  parts.forEach((part, i) => {
    if (!findMonograph(part.salt)) errors[`composition.${i}.salt`] = [COMPOSITION_MESSAGES.unknownSalt];
  });
  return errors;
}

/** The stored columns of a composition: its active-ingredient line, and whether a pharmacist must review it. */
function compositionWrite(parts: readonly CompositionPart[]) {
  return { activeIngredient: compositionLine(parts), compositionReviewPending: unknownSaltsOf(parts).length > 0 };
}

/** The first message of a field-error map, prefixed with its field, for the error's sentence. */
function firstFieldMessage(errors: Record<string, string[]>): string {
  const [field, messages] = Object.entries(errors)[0] ?? ['input', ['is not valid']];
  return `Invalid field ${field}: ${messages[0] ?? 'is not valid'}`;
}

function checkRules(facts: Parameters<typeof productRuleErrors>[0]): void {
  const errors = productRuleErrors(facts);
  if (Object.keys(errors).length > 0) throw invalidInput(firstFieldMessage(errors), errors);
}

function checkSalts(parts: readonly CompositionPart[], flagged: boolean): void {
  const errors = unknownSaltErrors(parts, flagged);
  if (Object.keys(errors).length > 0) throw invalidInput(firstFieldMessage(errors), errors);
}

type CreateInput = z.output<typeof AdminCreateProductBodySchema>;
type UpdateInput = z.output<typeof AdminUpdateProductBodySchema>;

/** The admin's Product Management: list, add, edit, delete, images, CSV export and import. */
export function createAdminProductsService(deps: AdminProductsDeps) {
  const { db, storage, now, onCatalogueChanged } = deps;

  /** Runs one product write in one transaction, then tells the storefront (only once it is committed). */
  async function write<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    const result = await inTransaction(db, work);
    onCatalogueChanged();
    return result;
  }

  async function freeSlug(tx: Database, name: string, explicit?: string): Promise<string> {
    const base = explicit ?? (slugify(name) || 'product');
    const candidates = [base, ...Array.from({ length: 20 }, (_, i) => `${base}-${i + 2}`)];
    const taken = new Set((await repo.findSlugOwners(tx, candidates)).map((r) => r.slug));
    const free = candidates.find((c) => !taken.has(c));
    if (!free) throw new AppError('conflict', 'A product with this name already exists. Please choose another name.');
    return free;
  }

  /** One create: insert, read back (the "after" of the audit entry). */
  async function createIn(tx: Database, input: CreateInput, actor: Actor, slug?: string): Promise<AdminProduct> {
    const mrpPaise = input.mrpPaise ?? input.pricePaise;
    checkRules({ ...input, mrpPaise });
    checkSalts(input.composition, input.flagUnknownSalts);
    const { category, composition, flagUnknownSalts: _flag, variants = [], ...fields } = input;
    const gst = gstClassOfCategory(category);
    const productSlug = await freeSlug(tx, input.name, slug);
    const id = await repo.insertProduct(
      tx,
      productSlug,
      {
        ...fields,
        ...compositionWrite(composition),
        categorySlug: category,
        mrpPaise,
        manufacturer: fields.manufacturer ?? '',
        hsnCode: fields.hsnCode ?? gst.hsn,
        gstRatePercent: fields.gstRatePercent ?? gst.ratePercent,
      },
      DAWA_SELLER,
    );
    // Packs added with the product, in the product's transaction; the shop shows the first pack's price, MRP and stock.
    for (const v of variants) await repo.insertVariant(tx, id, productSlug, { label: v.label, pricePaise: v.pricePaise, stock: v.stock, mrpPaise: v.mrpPaise ?? v.pricePaise });
    const first = variants[0];
    if (first) await repo.updateProduct(tx, id, { stockQuantity: first.stock, pricePaise: first.pricePaise, mrpPaise: first.mrpPaise ?? first.pricePaise }, now());
    const after = await repo.findAdminProduct(tx, id);
    if (!after) throw new Error('created product not found');
    await recordAudit(tx, { ...actor, action: 'create', entityType: 'product', entityId: id, before: null, after });
    return toAdminProduct(after);
  }

  /** One update: lock, merge, check the rules on the merged row, write, read back. */
  async function updateIn(tx: Database, id: number, input: UpdateInput, actor: Actor): Promise<AdminProduct> {
    const before = await repo.findAdminProductForUpdate(tx, id);
    if (!before) throw notFound(PRODUCT_NOT_FOUND);
    const { variants, category, composition, flagUnknownSalts, ...fields } = input;
    const hasVariants = before.variants.length > 0;
    if (hasVariants && fields.stockQuantity !== undefined && fields.stockQuantity !== before.stockQuantity) {
      throw invalidInput('Invalid field stockQuantity: this product keeps its stock per variant.', {
        stockQuantity: ['This product keeps its stock per variant.'],
      });
    }
    checkRules({
      pricePaise: fields.pricePaise ?? before.pricePaise,
      mrpPaise: fields.mrpPaise ?? before.mrpPaise,
      active: fields.active ?? before.active,
      requiresPrescription: fields.requiresPrescription ?? before.requiresPrescription,
      drugSchedule: fields.drugSchedule ?? before.drugSchedule,
      narcotic: fields.narcotic ?? before.narcotic,
    });
    if (composition) checkSalts(composition, flagUnknownSalts ?? false);
    const write: Partial<repo.ProductWrite> = {
      ...fields,
      ...(category ? { categorySlug: category } : {}),
      ...(composition ? compositionWrite(composition) : {}),
    };
    if (variants?.length) {
      const own = new Map(before.variants.map((v) => [v.id, v]));
      for (const [i, variant] of variants.entries()) {
        const { id: variantId, ...set } = variant;
        if (variantId === undefined) {
          const { label = '', pricePaise = 0, stock = 0 } = set;
          await repo.insertVariant(tx, id, before.slug, { label, pricePaise, stock, mrpPaise: set.mrpPaise ?? pricePaise });
          continue;
        }
        const was = own.get(variantId);
        if (!was)
          throw invalidInput(`Invalid field variants: variant ${variantId} ${VARIANT_MESSAGES.notOwn}`, {
            variants: [`Variant ${variantId} ${VARIANT_MESSAGES.notOwn}`],
          });
        if ((set.mrpPaise ?? was.mrpPaise) < (set.pricePaise ?? was.pricePaise))
          throw invalidInput(`Invalid field variants.${i}.mrpPaise: ${VARIANT_MESSAGES.mrpBelowPrice}`, {
            [`variants.${i}.mrpPaise`]: [VARIANT_MESSAGES.mrpBelowPrice],
          });
        await repo.updateVariant(tx, id, variantId, set);
      }
      // The shop shows the first pack's price, MRP and stock as the product's (the seed's convention).
      const first = await repo.findFirstVariant(tx, id);
      if (first) Object.assign(write, { stockQuantity: first.stock, pricePaise: first.pricePaise, mrpPaise: first.mrpPaise });
    }
    await repo.updateProduct(tx, id, write, now());
    const after = await repo.findAdminProduct(tx, id);
    if (!after) throw new Error('updated product not found');
    await recordAudit(tx, { ...actor, action: 'update', entityType: 'product', entityId: id, before, after });
    return toAdminProduct(after);
  }

  /** One soft delete: the row stays (orders name it), inactive and marked deleted. */
  async function deleteIn(tx: Database, id: number, actor: Actor): Promise<void> {
    const before = await repo.findAdminProductForUpdate(tx, id);
    if (!before) throw notFound(PRODUCT_NOT_FOUND);
    await repo.softDeleteProduct(tx, id, now());
    await recordAudit(tx, { ...actor, action: 'delete', entityType: 'product', entityId: id, before, after: null });
  }

  /** One image added: the file is stored first (a failed transaction leaves an orphan file, never a broken link). */
  async function addImageIn(tx: Database, id: number, url: string, actor: Actor): Promise<AdminProduct> {
    const before = await repo.findAdminProductForUpdate(tx, id);
    if (!before) throw notFound(PRODUCT_NOT_FOUND);
    if (before.imageUrls.length >= ADMIN_PRODUCT_IMAGES_MAX)
      throw invalidInput(PRODUCT_IMAGE_MESSAGES.tooMany, { image: [PRODUCT_IMAGE_MESSAGES.tooMany] });
    await repo.updateProduct(tx, id, { imageUrls: [...before.imageUrls, url] }, now());
    const after = await repo.findAdminProduct(tx, id);
    if (!after) throw new Error('updated product not found');
    await recordAudit(tx, { ...actor, action: 'update', entityType: 'product', entityId: id, before, after });
    return toAdminProduct(after);
  }

  /** One page of the admin table, newest first, with a count that stops at ADMIN_PRODUCT_COUNT_CAP. */
  async function list(query: AdminProductListQuery): Promise<AdminProductListResponse> {
    const { page = 1, pageSize = DEFAULT_PAGE_SIZE, ...filter } = query;
    // The count first: whether the matches are few decides how the page is best read (see the repository).
    const counted = await repo.countAdminProducts(db, filter, ADMIN_PRODUCT_COUNT_CAP);
    const rows = await repo.findAdminProductPage(db, filter, {
      limit: pageSize,
      offset: (page - 1) * pageSize,
      fewMatches: counted <= ADMIN_PRODUCT_COUNT_CAP,
    });
    const totalCapped = counted > ADMIN_PRODUCT_COUNT_CAP;
    const total = totalCapped ? ADMIN_PRODUCT_COUNT_CAP : counted;
    return { items: rows.map(toAdminProduct), total, totalCapped, page, pageSize, pageCount: pageCount(total, pageSize) };
  }

  /** Every matching product as CSV lines, read in batches (the whole catalogue never sits in memory). */
  async function* exportCsv(filter: repo.AdminProductFilter): AsyncGenerator<string> {
    yield csvHeaderLine();
    let beforeId: number | null = null;
    for (;;) {
      const rows = await repo.findAdminProductBatch(db, filter, beforeId, EXPORT_BATCH);
      if (rows.length === 0) return;
      yield rows.map((row) => csvLine(toAdminProduct(row))).join('');
      beforeId = rows[rows.length - 1]?.id ?? null;
      if (rows.length < EXPORT_BATCH) return;
    }
  }

  type PlannedRow =
    { row: number; kind: 'create'; input: CreateInput; slug?: string } | { row: number; kind: 'update'; id: number; input: UpdateInput };

  /** Zod issues of a row's body, named by their CSV column. */
  const issuesAsRowErrors = (row: number, error: z.ZodError): AdminImportRowError[] =>
    error.issues.map((issue) => {
      const field = String(issue.path[0] ?? 'file');
      return { row, field: CSV_COLUMN_OF_FIELD[field] ?? field, message: issue.message };
    });

  const rulesAsRowErrors = (row: number, errors: Record<string, string[]>): AdminImportRowError[] =>
    Object.entries(errors).flatMap(([field, messages]) =>
      messages.map((message) => ({ row, field: CSV_COLUMN_OF_FIELD[field.split('.')[0] ?? field] ?? field, message })),
    );

  /** Checks every row against the file and the database; returns the writes, or every bad row. */
  async function planImport(text: string): Promise<{ plan: PlannedRow[] } | { errors: AdminImportRowError[] }> {
    const parsed = parseProductCsv(text);
    if (!parsed.ok) return { errors: parsed.errors };
    const read = parsed.rows.map((r) => ({ row: r.row, ...readRowValues(r) }));
    const ids = read.flatMap((r) => (r.values.id ? [r.values.id] : []));
    const existing = new Map((await repo.findAdminProductsByIds(db, ids)).map((p) => [p.id, p]));
    const slugsWanted = read.flatMap((r) => {
      const slug = r.values.slug ?? (r.values.id === undefined && r.values.name ? slugify(r.values.name) : undefined);
      return slug ? [slug] : [];
    });
    const slugOwners = new Map((await repo.findSlugOwners(db, slugsWanted)).map((o) => [o.slug, o]));
    const liveBySlugIds = [...slugOwners.values()].filter((o) => !o.deleted).map((o) => o.id);
    for (const p of await repo.findAdminProductsByIds(db, liveBySlugIds)) existing.set(p.id, p);

    const errors: AdminImportRowError[] = [];
    const plan: PlannedRow[] = [];
    const seenIds = new Map<number, number>();
    const seenSlugs = new Map<string, number>();
    for (const { row, values, errors: cellErrors } of read) {
      errors.push(...cellErrors);
      if (cellErrors.length > 0) continue;
      const target = targetOf(values, existing, slugOwners);
      if ('error' in target) {
        errors.push({ row, ...target.error });
        continue;
      }
      const firstRow = target.kind === 'update' ? seenIds.get(target.id) : seenSlugs.get(target.slug);
      if (firstRow !== undefined) {
        errors.push({ row, field: target.kind === 'update' ? 'id' : 'slug', message: `The same product is already in row ${firstRow}.` });
        continue;
      }
      if (target.kind === 'update') seenIds.set(target.id, row);
      else seenSlugs.set(target.slug, row);
      const { id: _id, slug: _slug, category, ...fields } = values;
      const body = { ...fields, ...(category ? { category } : {}) };
      if (target.kind === 'update') {
        const parsedBody = AdminUpdateProductBodySchema.safeParse(body);
        if (!parsedBody.success) {
          errors.push(...issuesAsRowErrors(row, parsedBody.error));
          continue;
        }
        const before = target.before;
        const input = parsedBody.data;
        const ruleErrors = productRuleErrors({
          pricePaise: input.pricePaise ?? before.pricePaise,
          mrpPaise: input.mrpPaise ?? before.mrpPaise,
          active: input.active ?? before.active,
          requiresPrescription: input.requiresPrescription ?? before.requiresPrescription,
          drugSchedule: input.drugSchedule ?? before.drugSchedule,
          narcotic: input.narcotic ?? before.narcotic,
        });
        if (before.variants.length > 0 && input.stockQuantity !== undefined && input.stockQuantity !== before.stockQuantity) {
          ruleErrors.stockQuantity = ['This product keeps its stock per variant; leave stock as exported.'];
        }
        if (input.composition) Object.assign(ruleErrors, unknownSaltErrors(input.composition, input.flagUnknownSalts ?? false));
        if (Object.keys(ruleErrors).length > 0) errors.push(...rulesAsRowErrors(row, ruleErrors));
        else plan.push({ row, kind: 'update', id: target.id, input });
      } else {
        const parsedBody = AdminCreateProductBodySchema.safeParse(body);
        if (!parsedBody.success) {
          errors.push(...issuesAsRowErrors(row, parsedBody.error));
          continue;
        }
        const input = parsedBody.data;
        const ruleErrors = {
          ...productRuleErrors({ ...input, mrpPaise: input.mrpPaise ?? input.pricePaise }),
          ...unknownSaltErrors(input.composition, input.flagUnknownSalts),
        };
        if (Object.keys(ruleErrors).length > 0) errors.push(...rulesAsRowErrors(row, ruleErrors));
        else plan.push({ row, kind: 'create', input, slug: target.slug });
      }
    }
    return errors.length > 0 ? { errors: errors.sort((a, b) => a.row - b.row) } : { plan };
  }

  /** Whether a row updates a product (by id, else by slug) or creates one, or why it can do neither. */
  function targetOf(
    values: RowValues,
    existing: Map<number, repo.AdminProductRow>,
    slugOwners: Map<string, { id: number; deleted: boolean }>,
  ):
    | { kind: 'update'; id: number; before: repo.AdminProductRow }
    | { kind: 'create'; slug: string }
    | { error: { field: string; message: string } } {
    if (values.id !== undefined) {
      const before = existing.get(values.id);
      if (!before) return { error: { field: 'id', message: `There is no product with id ${values.id}.` } };
      if (values.slug !== undefined && values.slug !== before.slug) {
        return { error: { field: 'slug', message: `Product ${values.id} has the slug ${before.slug}; slugs cannot be changed.` } };
      }
      return { kind: 'update', id: values.id, before };
    }
    if (values.slug !== undefined) {
      const owner = slugOwners.get(values.slug);
      if (owner?.deleted) return { error: { field: 'slug', message: `The slug ${values.slug} belongs to a deleted product.` } };
      const before = owner ? existing.get(owner.id) : undefined;
      if (owner && before) return { kind: 'update', id: owner.id, before };
      return { kind: 'create', slug: values.slug };
    }
    const slug = slugify(values.name ?? '');
    if (!slug) return { error: { field: 'name', message: 'Name is required' } };
    if (slugOwners.has(slug)) {
      return {
        error: { field: 'name', message: `A product named like this already exists (slug ${slug}); add its id or slug to update it.` },
      };
    }
    return { kind: 'create', slug };
  }

  /**
   * Closes a product's salt review (issue 21, item 4): the pharmacist corrects the composition (every
   * salt must then be known) or confirms it as written; audit-logged with their note. 409 when the
   * product is not waiting for a review, 404 when it does not exist.
   */
  async function resolveCompositionReviewIn(tx: Database, id: number, body: CompositionReviewResolveBody, actor: Actor) {
    const before = await repo.findAdminProductForUpdate(tx, id);
    if (!before) throw notFound(PRODUCT_NOT_FOUND);
    if (!before.compositionReviewPending) throw new AppError('conflict', COMPOSITION_REVIEW_MESSAGES.notPending);
    if (body.composition) checkSalts(body.composition, false);
    const write = body.composition ? compositionWrite(body.composition) : { compositionReviewPending: false };
    await repo.updateProduct(tx, id, write, now());
    const after = await repo.findAdminProduct(tx, id);
    if (!after) throw new Error('updated product not found');
    const resolution = body.composition ? 'corrected' : 'confirmed';
    await recordAudit(tx, {
      ...actor,
      action: 'update',
      entityType: 'product',
      entityId: id,
      before: { activeIngredient: before.activeIngredient, compositionReviewPending: true },
      after: { activeIngredient: after.activeIngredient, compositionReviewPending: false, compositionReview: resolution, note: body.note ?? null },
    });
    return { product: toAdminProduct(after), message: COMPOSITION_REVIEW_MESSAGES[resolution] };
  }

  return {
    list,
    exportCsv,

    /** The products whose salts wait for a pharmacist's review, newest first. */
    compositionReviews: (query: CompositionReviewListQuery) => list({ ...query, review: 'composition' }),

    /** Corrects or confirms a product's unknown salts (one transaction). */
    resolveCompositionReview: (id: number, body: CompositionReviewResolveBody, actor: Actor) =>
      write((tx) => resolveCompositionReviewIn(tx, id, body, actor)),

    /** Adds a product (one transaction). */
    create: (body: CreateInput, actor: Actor) => write((tx) => createIn(tx, body, actor)),

    /** Edits a product (one transaction); 404 when it does not exist or was deleted. */
    update: (id: number, body: UpdateInput, actor: Actor) => write((tx) => updateIn(tx, id, body, actor)),

    /** Soft-deletes a product (one transaction); its orders keep pointing at it. */
    remove: (id: number, actor: Actor) => write((tx) => deleteIn(tx, id, actor)),

    /** Checks an uploaded image by magic bytes and size, re-encodes it, stores it and adds it to the product. */
    async addImage(id: number, bytes: Buffer, actor: Actor): Promise<AdminProduct> {
      const jpeg = await toJpegImage(bytes, {
        maxBytes: ADMIN_PRODUCT_IMAGE_MAX_BYTES,
        longSidePx: 1200,
        types: ADMIN_PRODUCT_IMAGE_TYPES,
        messages: PRODUCT_IMAGE_MESSAGES,
      });
      const key = `${crypto.randomBytes(18).toString('base64url')}.jpg`;
      await storage.put(`${PRODUCT_IMAGE_FOLDER}/${key}`, jpeg);
      try {
        return await write(async (tx) => {
          const product = await addImageIn(tx, id, productImageUrl(key), actor);
          // Listed in Uploaded Documents with the product it belongs to (decision 020).
          await registerStoredFile(tx, {
            key: `${PRODUCT_IMAGE_FOLDER}/${key}`,
            category: 'product_image',
            ownerUserId: null,
            ownerRef: String(id),
            originalName: 'product-image.jpg',
            sizeBytes: jpeg.length,
            contentType: 'image/jpeg',
          });
          return product;
        });
      } catch (error) {
        await storage.delete(`${PRODUCT_IMAGE_FOLDER}/${key}`);
        throw error;
      }
    },

    /** The bytes of an uploaded product image; 404 when there is none. */
    async readImage(key: string): Promise<Buffer> {
      const bytes = await storage.get(`${PRODUCT_IMAGE_FOLDER}/${key}`);
      if (!bytes) throw notFound('Image not found.');
      return bytes;
    },

    /**
     * Imports a CSV: every row is checked first, and any bad row means nothing is written (each
     * reported with its row number and column); otherwise all rows are written in one transaction.
     */
    async importCsv(
      text: string,
      actor: Actor,
    ): Promise<{ ok: true; result: AdminProductImportResponse } | { ok: false; body: AdminProductImportErrorBody }> {
      const planned = await planImport(text);
      if ('errors' in planned) {
        const rows = new Set(planned.errors.map((e) => e.row)).size;
        return {
          ok: false,
          body: {
            code: 'invalid_input',
            message: `${rows} ${rows === 1 ? 'row has' : 'rows have'} errors; nothing was imported.`,
            fieldErrors: rowErrorsAsFieldErrors(planned.errors),
            rowErrors: planned.errors,
          },
        };
      }
      const result = await write(async (tx) => {
        let created = 0;
        let updated = 0;
        for (const step of planned.plan) {
          if (step.kind === 'create') {
            await createIn(tx, step.input, actor, step.slug);
            created++;
          } else {
            await updateIn(tx, step.id, step.input, actor);
            updated++;
          }
        }
        return { created, updated };
      });
      return { ok: true, result };
    },
  };
}

export type AdminProductsService = ReturnType<typeof createAdminProductsService>;

import {
  AdminCreateProductBodySchema,
  AdminUpdateProductBodySchema,
  parseTags,
  productRuleErrors,
  rupeesTextToPaise,
  type AdminCreateProductBody,
  type AdminProduct,
  type AdminUpdateProductBody,
  type AdminVariantWrite,
  type CompositionPart,
  type DrugSchedule,
} from '@dawa/shared/admin/products';

/** One salt line of the form, as typed. */
export interface CompositionRowState {
  salt: string;
  strength: string;
}

/** What the add form and the inline edit hold: prices in rupees as typed, tags as one comma-separated text. */
export interface ProductFormState {
  name: string;
  category: string;
  price: string;
  mrp: string;
  brand: string;
  tags: string;
  description: string;
  active: boolean;
  requiresPrescription: boolean;
  drugSchedule: DrugSchedule;
  narcotic: boolean;
  stock: string;
  composition: CompositionRowState[];
  dosageForm: string;
  manufacturer: string;
  hsnCode: string;
  /** '' in the add form: the category's rate. */
  gstRate: string;
  flagUnknownSalts: boolean;
}

export type ProductFormField = keyof ProductFormState;
/** An error of one salt line's input, keyed as the server names it ('composition.1.salt'). */
export type CompositionErrorKey = `composition.${number}.${'salt' | 'strength'}`;
export type ProductFormErrors = Partial<Record<ProductFormField | CompositionErrorKey | 'variants', string>>;

/** One pack (variant) in the edit, as typed; no id: a pack being added. */
export interface PackRowState {
  id?: number;
  label: string;
  price: string;
  mrp: string;
  stock: string;
}

export const packRowsOf = (p: AdminProduct): PackRowState[] =>
  p.variants.map((v) => ({ id: v.id, label: v.label, price: rupees(v.pricePaise), mrp: rupees(v.mrpPaise), stock: String(v.stock) }));

export const emptyProductForm: ProductFormState = {
  name: '',
  category: '',
  price: '',
  mrp: '',
  brand: '',
  tags: '',
  description: '',
  active: true,
  requiresPrescription: false,
  drugSchedule: 'OTC',
  narcotic: false,
  stock: '',
  composition: [],
  dosageForm: '',
  manufacturer: '',
  hsnCode: '',
  gstRate: '',
  flagUnknownSalts: false,
};

function rupees(paise: number): string {
  return (paise / 100).toFixed(2);
}

/** A product as the inline edit starts from. */
export function formStateOf(p: AdminProduct): ProductFormState {
  return {
    name: p.name,
    category: p.category,
    price: rupees(p.pricePaise),
    mrp: rupees(p.mrpPaise),
    brand: p.brand,
    tags: p.tags.join(', '),
    description: p.description,
    active: p.active,
    requiresPrescription: p.requiresPrescription,
    drugSchedule: p.drugSchedule,
    narcotic: p.narcotic,
    stock: String(p.stockQuantity),
    composition: p.composition.map((c) => ({ salt: c.salt, strength: c.strength ?? '' })),
    dosageForm: p.dosageForm ?? '',
    manufacturer: p.manufacturer,
    hsnCode: p.hsnCode,
    gstRate: String(p.gstRatePercent),
    flagUnknownSalts: p.compositionReviewPending,
  };
}

/** The typed salt lines as the body's composition; blank lines are dropped. */
function compositionOf(rows: readonly CompositionRowState[]): CompositionPart[] {
  return rows
    .filter((r) => r.salt.trim() !== '' || r.strength.trim() !== '')
    .map((r) => ({ salt: r.salt, strength: r.strength.trim() === '' ? null : r.strength }));
}

/** The GST rate as typed ('' or a slab) as a number; NaN is refused by the schema. */
const gstRateOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The form field of a body field (the server's field errors use body names). */
const FORM_FIELD_OF: Record<string, ProductFormField> = {
  name: 'name',
  category: 'category',
  pricePaise: 'price',
  mrpPaise: 'mrp',
  brand: 'brand',
  tags: 'tags',
  description: 'description',
  active: 'active',
  requiresPrescription: 'requiresPrescription',
  drugSchedule: 'drugSchedule',
  narcotic: 'narcotic',
  stockQuantity: 'stock',
  composition: 'composition',
  dosageForm: 'dosageForm',
  manufacturer: 'manufacturer',
  hsnCode: 'hsnCode',
  gstRatePercent: 'gstRate',
  flagUnknownSalts: 'flagUnknownSalts',
};

/** The form's key of a body field's path: a salt line's input keeps its index ('composition.1.salt'). */
function formKeyOf(path: readonly PropertyKey[]): keyof ProductFormErrors | undefined {
  const [field, index, part] = path;
  if (field === 'composition' && typeof index === 'number' && (part === 'salt' || part === 'strength'))
    return `composition.${index}.${part}`;
  return FORM_FIELD_OF[String(field)];
}

/** The server's field errors on the form's fields. */
export function formErrorsOf(fieldErrors: Record<string, string[]> | undefined): ProductFormErrors {
  const errors: ProductFormErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    const formField = formKeyOf(field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)));
    if (formField && messages[0] && !errors[formField]) errors[formField] = messages[0];
  }
  return errors;
}

function money(text: string, label: string, required: boolean): { paise?: number; error?: string } {
  if (text.trim() === '') return required ? { error: `${label} is required` } : {};
  const paise = rupeesTextToPaise(text);
  return paise === null ? { error: `${label} must be a number` } : { paise };
}

function wholeNumber(text: string): { value?: number; error?: string } {
  if (text.trim() === '') return {};
  return /^\d{1,7}$/.test(text.trim()) ? { value: Number(text.trim()) } : { error: 'Stock must be a whole number' };
}

type Checked<T> = { ok: true; body: T } | { ok: false; errors: ProductFormErrors };

function issuesOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): ProductFormErrors {
  const errors: ProductFormErrors = {};
  for (const issue of error.issues) {
    const field = formKeyOf(issue.path);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

function ruleErrors(facts: Parameters<typeof productRuleErrors>[0]): ProductFormErrors {
  return formErrorsOf(productRuleErrors(facts));
}

/** The packs of the add form as the API takes them; the first problem goes to `local.variants`. Empty rows are left out. */
function newPacksOf(packs: readonly PackRowState[], local: ProductFormErrors) {
  return packs.flatMap((pack) => {
    if (!pack.label.trim() && !pack.price.trim() && !pack.mrp.trim()) return [];
    const name = pack.label.trim() || 'the new pack';
    const packPrice = money(pack.price, `Price of ${name}`, true);
    const packMrp = money(pack.mrp, `MRP of ${name}`, false);
    const packStock = /^\d{1,7}$/.test(pack.stock.trim()) ? Number(pack.stock.trim()) : undefined;
    const problem =
      (pack.label.trim() ? undefined : 'Pack label is required') ??
      packPrice.error ??
      packMrp.error ??
      (packStock === undefined ? `Stock of ${name} must be a whole number` : undefined);
    if (problem || packPrice.paise === undefined || packStock === undefined) {
      local.variants ??= problem;
      return [];
    }
    return [
      {
        label: pack.label.trim(),
        pricePaise: packPrice.paise,
        ...(packMrp.paise === undefined ? {} : { mrpPaise: packMrp.paise }),
        stock: packStock,
      },
    ];
  });
}

/** The add form checked with the shared schema and rules: the body to send, or an error per field. */
export function checkCreateForm(state: ProductFormState, packs: readonly PackRowState[] = []): Checked<AdminCreateProductBody> {
  const price = money(state.price, 'Price', true);
  const mrp = money(state.mrp, 'MRP', false);
  const stock = wholeNumber(state.stock);
  const local: ProductFormErrors = {};
  if (price.error) local.price = price.error;
  if (mrp.error) local.mrp = mrp.error;
  if (stock.error) local.stock = stock.error;
  const variants = newPacksOf(packs, local);
  const candidate = {
    name: state.name,
    category: state.category || undefined,
    pricePaise: price.paise ?? 0,
    ...(mrp.paise === undefined ? {} : { mrpPaise: mrp.paise }),
    brand: state.brand,
    tags: parseTags(state.tags),
    description: state.description,
    active: state.active,
    requiresPrescription: state.requiresPrescription,
    drugSchedule: state.drugSchedule,
    narcotic: state.narcotic,
    ...(stock.value === undefined ? {} : { stockQuantity: stock.value }),
    composition: compositionOf(state.composition),
    dosageForm: state.dosageForm.trim() === '' ? null : state.dosageForm,
    manufacturer: state.manufacturer,
    ...(state.hsnCode.trim() === '' ? {} : { hsnCode: state.hsnCode }),
    ...(gstRateOf(state.gstRate) === undefined ? {} : { gstRatePercent: gstRateOf(state.gstRate) }),
    flagUnknownSalts: state.flagUnknownSalts,
    ...(variants.length > 0 ? { variants } : {}),
  };
  const parsed = AdminCreateProductBodySchema.safeParse(candidate);
  const errors = { ...(parsed.success ? {} : issuesOf(parsed.error)), ...local };
  if (parsed.success && Object.keys(local).length === 0) {
    Object.assign(errors, ruleErrors({ ...parsed.data, mrpPaise: parsed.data.mrpPaise ?? parsed.data.pricePaise }));
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body: candidate as AdminCreateProductBody };
}

/** An inline edit checked the same way: only the fields that changed are sent. */
export function checkUpdateForm(
  before: AdminProduct,
  state: ProductFormState,
  packs: readonly PackRowState[],
): Checked<AdminUpdateProductBody> {
  const price = money(state.price, 'Price', true);
  const mrp = money(state.mrp, 'MRP', true);
  const hasVariants = before.variants.length > 0;
  const stock = hasVariants ? {} : wholeNumber(state.stock);
  const local: ProductFormErrors = {};
  if (price.error) local.price = price.error;
  if (mrp.error) local.mrp = mrp.error;
  if (stock.error) local.stock = stock.error;
  const variants = packs.flatMap((pack): AdminVariantWrite[] => {
    const name = pack.label.trim() || 'the new pack';
    const packPrice = money(pack.price, `Price of ${name}`, true);
    const packMrp = money(pack.mrp, `MRP of ${name}`, false);
    const packStock = /^\d{1,7}$/.test(pack.stock.trim()) ? Number(pack.stock.trim()) : undefined;
    const problem = packPrice.error ?? packMrp.error ?? (packStock === undefined ? `Stock of ${name} must be a whole number` : undefined);
    if (problem) {
      local.variants ??= problem;
      return [];
    }
    const fields = { label: pack.label.trim(), pricePaise: packPrice.paise, mrpPaise: packMrp.paise ?? packPrice.paise, stock: packStock };
    const was = before.variants.find((v) => v.id === pack.id);
    if (!was) return [fields];
    const changed = Object.fromEntries(Object.entries(fields).filter(([key, value]) => was[key as keyof typeof was] !== value));
    return Object.keys(changed).length > 0 ? [{ id: was.id, ...(changed as Partial<typeof fields>) }] : [];
  });
  const next = {
    name: state.name,
    category: state.category,
    pricePaise: price.paise ?? before.pricePaise,
    mrpPaise: mrp.paise ?? before.mrpPaise,
    brand: state.brand,
    tags: parseTags(state.tags),
    description: state.description,
    active: state.active,
    requiresPrescription: state.requiresPrescription,
    drugSchedule: state.drugSchedule,
    narcotic: state.narcotic,
    stockQuantity: stock.value ?? before.stockQuantity,
    composition: compositionOf(state.composition),
    dosageForm: state.dosageForm.trim() === '' ? null : state.dosageForm.trim(),
    manufacturer: state.manufacturer.trim(),
    hsnCode: state.hsnCode.trim(),
    gstRatePercent: gstRateOf(state.gstRate) ?? before.gstRatePercent,
  };
  const body: AdminUpdateProductBody = {};
  for (const key of Object.keys(next) as (keyof typeof next)[]) {
    const was = key === 'category' ? before.category : before[key];
    if (JSON.stringify(next[key]) !== JSON.stringify(was)) Object.assign(body, { [key]: next[key] });
  }
  // The flag matters only with the salts it is about.
  if (body.composition) body.flagUnknownSalts = state.flagUnknownSalts;
  if (variants.length > 0) body.variants = variants;
  const parsed = AdminUpdateProductBodySchema.safeParse(body);
  const errors = { ...(parsed.success ? {} : issuesOf(parsed.error)), ...local };
  // The shop shows the first pack's price: the product's own price is not checked against it.
  if (parsed.success && Object.keys(local).length === 0) Object.assign(errors, ruleErrors(next));
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}

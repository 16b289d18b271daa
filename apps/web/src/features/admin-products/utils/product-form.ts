import {
  AdminCreateProductBodySchema,
  AdminUpdateProductBodySchema,
  parseTags,
  productRuleErrors,
  rupeesTextToPaise,
  type AdminCreateProductBody,
  type AdminProduct,
  type AdminUpdateProductBody,
  type DrugSchedule,
} from '@dawa/shared/admin/products';

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
}

export type ProductFormField = keyof ProductFormState;
export type ProductFormErrors = Partial<Record<ProductFormField, string>>;

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
};

const rupees = (paise: number) => (paise / 100).toFixed(2);

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
  };
}

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
};

/** The server's field errors on the form's fields. */
export function formErrorsOf(fieldErrors: Record<string, string[]> | undefined): ProductFormErrors {
  const errors: ProductFormErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    const formField = FORM_FIELD_OF[field];
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
    const field = FORM_FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

function ruleErrors(facts: Parameters<typeof productRuleErrors>[0]): ProductFormErrors {
  return formErrorsOf(productRuleErrors(facts));
}

/** The add form checked with the shared schema and rules: the body to send, or an error per field. */
export function checkCreateForm(state: ProductFormState): Checked<AdminCreateProductBody> {
  const price = money(state.price, 'Price', true);
  const mrp = money(state.mrp, 'MRP', false);
  const stock = wholeNumber(state.stock);
  const local: ProductFormErrors = {};
  if (price.error) local.price = price.error;
  if (mrp.error) local.mrp = mrp.error;
  if (stock.error) local.stock = stock.error;
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
  variantStock: Record<number, string>,
): Checked<AdminUpdateProductBody> {
  const price = money(state.price, 'Price', true);
  const mrp = money(state.mrp, 'MRP', true);
  const hasVariants = before.variants.length > 0;
  const stock = hasVariants ? {} : wholeNumber(state.stock);
  const local: ProductFormErrors = {};
  if (price.error) local.price = price.error;
  if (mrp.error) local.mrp = mrp.error;
  if (stock.error) local.stock = stock.error;
  const variants = before.variants.flatMap((v) => {
    const text = variantStock[v.id];
    if (text === undefined || text === String(v.stock)) return [];
    if (!/^\d{1,7}$/.test(text.trim())) {
      local.stock = `Stock of ${v.label} must be a whole number`;
      return [];
    }
    return [{ id: v.id, stock: Number(text.trim()) }];
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
  };
  const body: AdminUpdateProductBody = {};
  for (const key of Object.keys(next) as (keyof typeof next)[]) {
    const was = key === 'category' ? before.category : before[key];
    if (JSON.stringify(next[key]) !== JSON.stringify(was)) Object.assign(body, { [key]: next[key] });
  }
  if (variants.length > 0) body.variants = variants;
  const parsed = AdminUpdateProductBodySchema.safeParse(body);
  const errors = { ...(parsed.success ? {} : issuesOf(parsed.error)), ...local };
  if (parsed.success && Object.keys(local).length === 0) Object.assign(errors, ruleErrors(next));
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}

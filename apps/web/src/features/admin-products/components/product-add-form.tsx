import { ADMIN_PRODUCT_MESSAGES } from '@dawa/shared/admin/products';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { useCreateAdminProduct } from '../api/create-admin-product';
import {
  checkCreateForm,
  emptyProductForm,
  formErrorsOf,
  type PackRowState,
  type ProductFormErrors,
  type ProductFormState,
} from '../utils/product-form';
import { CompositionFields } from './composition-fields';
import { PackFields } from './pack-fields';
import { ProductFields } from './product-fields';

const FIELDS = [
  'name',
  'category',
  'price',
  'mrp',
  'brand',
  'stock',
  'tags',
  'drugSchedule',
  'description',
  'requiresPrescription',
  'narcotic',
  'active',
] as const;
const DRUG_FIELDS = ['dosageForm', 'manufacturer', 'hsnCode', 'gstRate'] as const;

/** The spec's add form (name, category and price required; price numeric) with the shop's extras. */
export function ProductAddForm() {
  const [state, setState] = useState<ProductFormState>(emptyProductForm);
  // Packs with their own price and stock, as in Edit (none: the product's own price and stock).
  const [packs, setPacks] = useState<PackRowState[]>([]);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [serverMessage, setServerMessage] = useState('');
  const create = useCreateAdminProduct();
  const change = (patch: Partial<ProductFormState>) => setState((s) => ({ ...s, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setServerMessage('');
    const checked = checkCreateForm(state, packs);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    create.mutate(checked.body, {
      onSuccess: () => {
        toast(ADMIN_PRODUCT_MESSAGES.added);
        setState(emptyProductForm);
        setPacks([]);
      },
      onError: (error) => {
        toast(ADMIN_PRODUCT_MESSAGES.addFailed, 'error');
        if (error instanceof ApiError) setErrors(formErrorsOf(error.fieldErrors));
        setServerMessage(apiErrorMessage(error, ''));
      },
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="admin-add-product"
      className="rounded-2xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <h3 id="admin-add-product" className="mb-3 text-base font-semibold">
        Add product
      </h3>
      {serverMessage ? <FormMessage tone="error">{serverMessage}</FormMessage> : null}
      <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <ProductFields state={state} errors={errors} fields={FIELDS} onChange={change} />
      </div>
      <h4 className="mt-4 mb-2 text-sm font-semibold">Drug and tax details</h4>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <ProductFields state={state} errors={errors} fields={DRUG_FIELDS} onChange={change} />
      </div>
      <div className="mt-3 grid gap-3">
        <CompositionFields rows={state.composition} errors={errors} onChange={(composition) => change({ composition })} />
        <ProductFields state={state} errors={errors} fields={['flagUnknownSalts']} onChange={change} />
        <PackFields packs={packs} error={errors.variants} onChange={setPacks} labelPrefix="New product " />
      </div>
      <Button type="submit" className="mt-4" disabled={create.isPending}>
        {create.isPending ? 'Adding…' : 'Add Product'}
      </Button>
    </form>
  );
}

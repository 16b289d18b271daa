import { ADMIN_PRODUCT_MESSAGES, LOW_STOCK_THRESHOLD, type AdminProduct } from '@dawa/shared/admin/products';
import { CATEGORIES } from '@dawa/shared/catalog/categories';
import { formatInr } from '@dawa/shared/money/format';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorTextClasses } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { useDeleteAdminProduct } from '../api/delete-admin-product';
import { useUpdateAdminProduct } from '../api/update-admin-product';
import {
  checkUpdateForm,
  formErrorsOf,
  formStateOf,
  packRowsOf,
  type PackRowState,
  type ProductFormErrors,
  type ProductFormState,
} from '../utils/product-form';
import { CompositionFields } from './composition-fields';
import { PackFields } from './pack-fields';
import { ProductFields } from './product-fields';
import { ProductImageUpload } from './product-image-upload';

const cellClasses = 'px-3 py-2 align-top';

function stockNote(p: AdminProduct): string {
  if (p.stockQuantity === 0) return 'Out of stock';
  if (p.stockQuantity <= LOW_STOCK_THRESHOLD) return `Low stock: ${p.stockQuantity}`;
  return `Stock: ${p.stockQuantity}`;
}

/** One product of the table: its cells, or (editing) the inline form with Save and Cancel. */
export function ProductRow({ product }: { product: AdminProduct }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [state, setState] = useState<ProductFormState>(() => formStateOf(product));
  const [packs, setPacks] = useState<PackRowState[]>([]);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [serverMessage, setServerMessage] = useState('');
  const update = useUpdateAdminProduct();
  const remove = useDeleteAdminProduct();
  const change = (patch: Partial<ProductFormState>) => setState((s) => ({ ...s, ...patch }));
  const prefix = `${product.name}: `;

  const startEdit = () => {
    setState(formStateOf(product));
    setPacks(packRowsOf(product));
    setErrors({});
    setServerMessage('');
    setEditing(true);
  };

  const save = () => {
    setServerMessage('');
    const checked = checkUpdateForm(product, state, packs);
    if (!checked.ok) return setErrors(checked.errors);
    if (Object.keys(checked.body).length === 0) return setEditing(false);
    update.mutate(
      { id: product.id, body: checked.body },
      {
        onSuccess: () => {
          toast(ADMIN_PRODUCT_MESSAGES.updated);
          setEditing(false);
        },
        onError: (error) => {
          toast(ADMIN_PRODUCT_MESSAGES.updateFailed, 'error');
          if (error instanceof ApiError) setErrors(formErrorsOf(error.fieldErrors));
          setServerMessage(apiErrorMessage(error, ''));
        },
      },
    );
  };

  const confirmDelete = () => {
    remove.mutate(product.id, {
      onSuccess: () => setConfirming(false),
      onError: () => {
        toast(ADMIN_PRODUCT_MESSAGES.deleteFailed, 'error');
        setConfirming(false);
      },
    });
  };

  const categoryName = CATEGORIES.find((c) => c.slug === product.category)?.name ?? product.categoryName;

  if (!editing) {
    return (
      <tr className="border-t border-slate-200 dark:border-slate-700">
        <td className={cellClasses}>
          <span className="font-medium">{product.name}</span>
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            #{product.id} · {product.drugSchedule === 'OTC' ? 'OTC' : `Schedule ${product.drugSchedule}`}
            {product.requiresPrescription ? ' · Rx' : ''}
            {product.narcotic ? ' · Narcotic' : ''} · {stockNote(product)}
          </span>
          {product.composition.length > 0 ? (
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              {product.composition.map((c) => (c.strength ? `${c.salt} ${c.strength}` : c.salt)).join(' + ')}
              {product.dosageForm ? ` · ${product.dosageForm}` : ''}
            </span>
          ) : null}
          {product.compositionReviewPending ? (
            <span className="block text-xs font-medium text-amber-800 dark:text-amber-300">Salts to be checked by the pharmacist</span>
          ) : null}
        </td>
        <td className={cellClasses}>{categoryName}</td>
        <td className={cellClasses}>
          {formatInr(product.pricePaise)}
          {product.mrpPaise > product.pricePaise ? (
            <span className="block text-xs text-slate-600 dark:text-slate-400">MRP {formatInr(product.mrpPaise)}</span>
          ) : null}
        </td>
        <td className={cellClasses}>{product.brand}</td>
        <td className={cellClasses}>{product.active ? 'Yes' : 'No'}</td>
        <td className={cellClasses}>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={startEdit} aria-label={`Edit ${product.name}`}>
              Edit
            </Button>
            <Button variant="danger" onClick={() => setConfirming(true)} aria-label={`Delete ${product.name}`}>
              Delete
            </Button>
          </div>
          {confirming ? (
            <ConfirmDialog
              title={`Delete ${product.name}`}
              question={ADMIN_PRODUCT_MESSAGES.confirmDelete}
              confirmLabel="Delete"
              busy={remove.isPending}
              onConfirm={confirmDelete}
              onClose={() => setConfirming(false)}
            >
              Orders that include it keep it; it leaves the shop and search at once.
            </ConfirmDialog>
          ) : null}
        </td>
      </tr>
    );
  }

  return (
    <>
      <tr className="border-t border-slate-200 bg-teal-50/40 dark:border-slate-700 dark:bg-slate-800/40">
        <td className={cellClasses}>
          <ProductFields state={state} errors={errors} onChange={change} fields={['name']} labelPrefix={prefix} />
        </td>
        <td className={cellClasses}>
          <ProductFields state={state} errors={errors} onChange={change} fields={['category']} labelPrefix={prefix} />
        </td>
        <td className={cellClasses}>
          <ProductFields state={state} errors={errors} onChange={change} fields={['price']} labelPrefix={prefix} />
        </td>
        <td className={cellClasses}>
          <ProductFields state={state} errors={errors} onChange={change} fields={['brand']} labelPrefix={prefix} />
        </td>
        <td className={cellClasses}>
          <ProductFields state={state} errors={errors} onChange={change} fields={['active']} labelPrefix={prefix} />
        </td>
        <td className={cellClasses}>
          <div className="flex gap-2">
            <Button onClick={save} disabled={update.isPending}>
              Save
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </td>
      </tr>
      <tr className="bg-teal-50/40 dark:bg-slate-800/40">
        <td colSpan={6} className="px-3 pb-4">
          {serverMessage ? (
            <p role="alert" className={errorTextClasses}>
              {serverMessage}
            </p>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <ProductFields
              state={state}
              errors={errors}
              onChange={change}
              fields={
                product.variants.length > 0
                  ? ['mrp', 'drugSchedule', 'tags', 'description', 'requiresPrescription', 'narcotic']
                  : ['mrp', 'stock', 'drugSchedule', 'tags', 'description', 'requiresPrescription', 'narcotic']
              }
              labelPrefix={prefix}
            />
            <ProductFields
              state={state}
              errors={errors}
              onChange={change}
              fields={['dosageForm', 'manufacturer', 'hsnCode', 'gstRate']}
              labelPrefix={prefix}
            />
            <CompositionFields
              rows={state.composition}
              errors={errors}
              onChange={(composition) => change({ composition })}
              unknownSalts={product.compositionReviewPending ? product.unknownSalts : []}
              labelPrefix={prefix}
            />
            <ProductFields state={state} errors={errors} onChange={change} fields={['flagUnknownSalts']} labelPrefix={prefix} />
            <PackFields packs={packs} error={errors.variants} onChange={setPacks} labelPrefix={prefix} />
          </div>
          <div className="mt-3">
            <ProductImageUpload product={product} />
          </div>
        </td>
      </tr>
    </>
  );
}

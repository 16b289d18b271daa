import type { Address } from '@dawa/shared/commerce/address';
import { useId } from 'react';
import { AddressFields } from '@/components/address-fields';
import { cn } from '@/lib/cn';
import type { NewAddressFields } from '../utils/checkout-form';
import { useT } from '@/lib/i18n/use-t';

const cardClasses = 'flex cursor-pointer gap-3 rounded-xl border p-4 text-sm';
const idleCard = 'border-slate-300 bg-white hover:border-teal-600 dark:border-slate-600 dark:bg-slate-900';
const chosenCard = 'border-teal-700 bg-teal-50 ring-2 ring-teal-700/30 dark:border-teal-400 dark:bg-teal-950';

function addressLines(a: Address): string {
  return [a.address, a.city, a.state, a.postalCode, a.country].filter(Boolean).join(', ');
}

/**
 * The delivery address: the saved addresses as radio cards and 'Add new address', which opens the
 * form (first name, address and city required).
 */
export function AddressSection({
  addresses,
  loadFailed,
  choice,
  onChoose,
  fields,
  onFieldsChange,
  saveAddress,
  onSaveAddressChange,
}: {
  addresses: readonly Address[];
  loadFailed: boolean;
  choice: number | 'new' | null;
  onChoose: (choice: number | 'new') => void;
  fields: NewAddressFields;
  onFieldsChange: (patch: Partial<NewAddressFields>) => void;
  saveAddress: boolean;
  onSaveAddressChange: (save: boolean) => void;
}) {
  const id = useId();
  const t = useT('checkout');
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <legend className="px-1 text-lg font-bold">{t('address.legend')}</legend>
      {loadFailed ? <p className="mb-3 text-sm text-amber-800 dark:text-amber-300">{t('address.loadFailed')}</p> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {addresses.map((a) => (
          <label key={a.id} className={cn(cardClasses, choice === a.id ? chosenCard : idleCard)}>
            <input
              type="radio"
              name={`${id}-address`}
              checked={choice === a.id}
              onChange={() => onChoose(a.id)}
              className="mt-1 accent-teal-700"
            />
            <span>
              <span className="block font-semibold">
                {a.firstName} {a.lastName}{' '}
                <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium dark:bg-slate-800">
                  {t(`address.type.${a.type}`)}
                </span>
              </span>
              <span className="mt-1 block text-slate-600 dark:text-slate-300">{addressLines(a)}</span>
              {a.phone ? <span className="mt-1 block text-slate-600 dark:text-slate-300">{a.phone}</span> : null}
            </span>
          </label>
        ))}
        <label className={cn(cardClasses, choice === 'new' ? chosenCard : idleCard)}>
          <input
            type="radio"
            name={`${id}-address`}
            checked={choice === 'new'}
            onChange={() => onChoose('new')}
            className="mt-1 accent-teal-700"
          />
          <span className="font-semibold">{t('address.new')}</span>
        </label>
      </div>
      {choice === 'new' ? (
        <NewAddressForm fields={fields} onChange={onFieldsChange} saveAddress={saveAddress} onSaveAddressChange={onSaveAddressChange} />
      ) : null}
    </fieldset>
  );
}

function NewAddressForm({
  fields,
  onChange,
  saveAddress,
  onSaveAddressChange,
}: {
  fields: NewAddressFields;
  onChange: (patch: Partial<NewAddressFields>) => void;
  saveAddress: boolean;
  onSaveAddressChange: (save: boolean) => void;
}) {
  const t = useT('checkout');
  return (
    <div className="mt-5 grid gap-4 sm:grid-cols-2">
      <AddressFields fields={fields} onChange={onChange} />
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input
          type="checkbox"
          checked={saveAddress}
          onChange={(e) => onSaveAddressChange(e.target.checked)}
          className="size-4 accent-teal-700"
        />
        {t('address.save')}
      </label>
    </div>
  );
}

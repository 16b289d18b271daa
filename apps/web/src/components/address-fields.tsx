import { ADDRESS_TYPES, type AddressType } from '@dawa/shared/commerce/rules';
import { useId } from 'react';
import { errorTextClasses, TextField } from '@/components/ui/field';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { useT } from '@/lib/i18n/use-t';

/** An address as its form holds it (every field typed text; the type one of ADDRESS_TYPES). */
export interface AddressFieldValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  type: AddressType;
  instructions: string;
}

export const EMPTY_ADDRESS: AddressFieldValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'India',
  type: 'Home',
  instructions: '',
};

/**
 * The fields of a delivery address, as checkout's 'Add new address' and the profile's address book
 * both ask for them (first name, address and city required), with each field's error beside it.
 */
export function AddressFields({
  fields,
  onChange,
  errors = {},
}: {
  fields: AddressFieldValues;
  onChange: (patch: Partial<AddressFieldValues>) => void;
  errors?: Partial<Record<keyof AddressFieldValues, string>>;
}) {
  const id = useId();
  const t = useT('checkout');
  const text = (key: keyof Omit<AddressFieldValues, 'type'>) => ({
    value: fields[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => onChange({ [key]: e.target.value }),
  });
  return (
    <>
      <TextField label={t('address.firstName')} autoComplete="given-name" maxLength={60} {...text('firstName')} />
      <TextField label={t('address.lastName')} autoComplete="family-name" maxLength={60} {...text('lastName')} />
      <TextField label={t('address.email')} type="email" autoComplete="email" maxLength={254} {...text('email')} />
      <TextField label={t('address.phone')} type="tel" autoComplete="tel" maxLength={20} {...text('phone')} />
      <TextField
        label={t('address.address')}
        className="sm:col-span-2"
        autoComplete="street-address"
        maxLength={300}
        {...text('address')}
      />
      <TextField label={t('address.city')} autoComplete="address-level2" maxLength={80} {...text('city')} />
      <TextField label={t('address.state')} autoComplete="address-level1" maxLength={80} {...text('state')} />
      <TextField label={t('address.pin')} inputMode="numeric" autoComplete="postal-code" maxLength={6} {...text('postalCode')} />
      <TextField label={t('address.country')} autoComplete="country-name" maxLength={60} {...text('country')} />
      <div>
        <label htmlFor={`${id}-type`} className={labelClasses}>
          {t('address.type')}
        </label>
        <select
          id={`${id}-type`}
          value={fields.type}
          onChange={(e) => onChange({ type: e.target.value as AddressType })}
          className={inputClasses}
        >
          {ADDRESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`address.type.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-instructions`} className={labelClasses}>
          {t('address.instructions')}
        </label>
        <textarea
          id={`${id}-instructions`}
          rows={2}
          maxLength={300}
          className={inputClasses}
          value={fields.instructions}
          aria-describedby={errors.instructions ? `${id}-instructions-error` : undefined}
          onChange={(e) => onChange({ instructions: e.target.value })}
        />
        {errors.instructions ? (
          <p id={`${id}-instructions-error`} className={errorTextClasses}>
            {errors.instructions}
          </p>
        ) : null}
      </div>
    </>
  );
}

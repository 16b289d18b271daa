import { COUNTRIES, DEFAULT_PHONE_COUNTRY, PHONE_COUNTRY_CODES } from '@dawa/shared/auth/rules';
import { UpdateProfileBodySchema, type Profile } from '@dawa/shared/auth/schemas';
import Pencil from 'lucide-react/icons/pencil';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { errorTextClasses, hintTextClasses } from '@/components/ui/field';
import { inputClasses, narrowSelectClasses } from '@/components/ui/form-styles';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf, firstFieldErrors, type FieldErrors } from '@/lib/form';
import { useFieldErrorText } from '@/lib/field-error-text';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { useUpdateProfile } from '../api/update-profile';

type FieldKey = 'firstName' | 'lastName' | 'phone' | 'dob' | 'country' | 'state' | 'city' | 'postalCode' | 'address';
type Values = Record<FieldKey | 'phoneCountry', string>;

/** The fields in order; each one's label is `field.<key>` in the profile catalogue. */
const FIELDS: ReadonlyArray<{ key: FieldKey; autoComplete?: string }> = [
  { key: 'firstName', autoComplete: 'given-name' },
  { key: 'lastName', autoComplete: 'family-name' },
  { key: 'phone' },
  { key: 'dob', autoComplete: 'bday' },
  { key: 'country' },
  { key: 'state', autoComplete: 'address-level1' },
  { key: 'city', autoComplete: 'address-level2' },
  { key: 'postalCode', autoComplete: 'postal-code' },
  { key: 'address', autoComplete: 'street-address' },
];

function valuesOf(profile: Profile): Values {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneCountry: (PHONE_COUNTRY_CODES as readonly string[]).includes(profile.phoneCountry) ? profile.phoneCountry : DEFAULT_PHONE_COUNTRY,
    phone: profile.phone ?? '',
    dob: profile.dob ?? '',
    country: profile.country ?? '',
    state: profile.state ?? '',
    city: profile.city ?? '',
    postalCode: profile.postalCode ?? '',
    address: profile.address ?? '',
  };
}

function displayValue(key: FieldKey, values: Values, date: ReturnType<typeof useFormat>['date']): string {
  const value = values[key].trim();
  if (!value) return '';
  if (key === 'phone') return `${values.phoneCountry} ${value}`;
  if (key === 'country') return COUNTRIES.find((c) => c.code === value)?.name ?? value;
  // A calendar date: shown in UTC so no zone moves it to the day before.
  if (key === 'dob' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return date(`${value}T00:00:00Z`, 'dateLong', 'UTC');
  return value;
}

/**
 * Personal Information: each field shows its value with an Edit toggle (Done closes it); Save
 * Changes sends them all, the date of birth normalised to yyyy-mm-dd. The e-mail is read-only.
 */
export function PersonalInfoForm({ profile }: { profile: Profile }) {
  const id = useId();
  const [values, setValues] = useState(() => valuesOf(profile));
  const [editing, setEditing] = useState<ReadonlySet<FieldKey>>(new Set());
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateProfile();
  const t = useT('profile');
  const fieldText = useFieldErrorText();
  const { date } = useFormat();
  const fieldId = (key: string) => `${id}-${key}`;

  const setEdit = (key: FieldKey, on: boolean) =>
    setEditing((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  function openEditor(key: FieldKey) {
    setEdit(key, true);
    // Focus moves into the field that just opened.
    window.requestAnimationFrame(() => document.getElementById(fieldId(key))?.focus());
  }

  function closeEditor(key: FieldKey) {
    setEdit(key, false);
    window.requestAnimationFrame(() => document.getElementById(`${fieldId(key)}-edit`)?.focus());
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = UpdateProfileBodySchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error.issues);
      setErrors(found);
      // A wrong field opens so its message sits beside an input.
      setEditing((current) => new Set([...current, ...FIELDS.map((f) => f.key).filter((k) => found[k] || (k === 'phone' && found.phoneCountry))]));
      return;
    }
    setErrors({});
    // Awaited, not mutate callbacks: a save remounts this form (new details), which would drop them.
    update.mutateAsync(parsed.data).then(
      () => toast(t('info.updated')),
      (err: unknown) => {
        if (err instanceof ApiError) setErrors(firstFieldErrors(err.fieldErrors));
        toast(t('info.updateFailed'), 'error');
      },
    );
  }

  function editor(key: FieldKey): ReactNode {
    const common = {
      id: fieldId(key),
      'aria-invalid': errors[key] ? true : undefined,
      'aria-describedby': errors[key] ? `${fieldId(key)}-error` : undefined,
      className: inputClasses,
    } as const;
    const set = (value: string) => setValues((v) => ({ ...v, [key]: value }));
    if (key === 'phone') {
      return (
        <div className="flex gap-2">
          <label htmlFor={fieldId('phoneCountry')} className="sr-only">
            {t('info.countryCode')}
          </label>
          <select id={fieldId('phoneCountry')} value={values.phoneCountry} onChange={(e) => setValues((v) => ({ ...v, phoneCountry: e.target.value }))} className={narrowSelectClasses}>
            {PHONE_COUNTRY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          <input {...common} type="tel" inputMode="tel" autoComplete="tel-national" value={values.phone} onChange={(e) => set(e.target.value)} />
        </div>
      );
    }
    if (key === 'country') {
      return (
        <select {...common} autoComplete="country" value={values.country} onChange={(e) => set(e.target.value)}>
          <option value="">{t('info.selectCountry')}</option>
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      );
    }
    if (key === 'address') return <textarea {...common} rows={3} autoComplete="street-address" value={values.address} onChange={(e) => set(e.target.value)} />;
    const autoComplete = FIELDS.find((f) => f.key === key)?.autoComplete;
    return <input {...common} type={key === 'dob' ? 'date' : 'text'} autoComplete={autoComplete} value={values[key]} onChange={(e) => set(e.target.value)} />;
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="text-lg font-bold">
        {t('info.title')}
      </h3>
      <div className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
        <div className="py-3">
          <p className="text-sm font-medium text-slate-700 dark:text-slate-200">
            {t('info.email')}
          </p>
          <p className="mt-1 break-words">
            {profile.email}
          </p>
          <p className={hintTextClasses}>{t('info.emailLocked')}</p>
        </div>
        {FIELDS.map(({ key }) => {
          const open = editing.has(key);
          const label = t(`field.${key}`);
          const shown = displayValue(key, values, date);
          return (
            <div key={key} className="py-3">
              <div className="flex items-center justify-between gap-3">
                {open ? (
                  <label htmlFor={fieldId(key)} className="text-sm font-medium text-slate-700 dark:text-slate-200">
                    {label}
                  </label>
                ) : (
                  <p className="text-sm font-medium text-slate-700 dark:text-slate-200">{label}</p>
                )}
                {open ? (
                  <button type="button" onClick={() => closeEditor(key)} className="text-sm font-medium text-teal-800 underline underline-offset-2 dark:text-teal-300">
                    {t('info.done')} <span className="sr-only">{t('info.doneSr', { label })}</span>
                  </button>
                ) : (
                  <button
                    type="button"
                    id={`${fieldId(key)}-edit`}
                    onClick={() => openEditor(key)}
                    className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-teal-800 hover:bg-teal-50 dark:text-teal-300 dark:hover:bg-slate-800"
                  >
                    <Pencil aria-hidden="true" className="size-3.5" />
                    {t('info.edit')} <span className="sr-only">{label}</span>
                  </button>
                )}
              </div>
              <div className="mt-1">
                {open ? editor(key) : shown ? <span className="break-words">{shown}</span> : <span className="text-slate-500 italic dark:text-slate-400">{t('info.notProvided')}</span>}
                {errors[key] || (key === 'phone' && errors.phoneCountry) ? (
                  <p id={`${fieldId(key)}-error`} className={errorTextClasses}>
                    {fieldText(errors[key] ?? errors.phoneCountry)}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
      <Button type="submit" className="mt-4" disabled={update.isPending}>
        {update.isPending ? t('info.saving') : t('info.save')}
      </Button>
    </form>
  );
}

import { useId } from 'react';
import { TextField } from '@/components/ui/field';
import { inputClasses, labelClasses, narrowSelectClasses } from '@/components/ui/form-styles';
import { PHONE_COUNTRY_CODES, type CheckoutForm } from '../utils/checkout-form';
import { useT } from '@/lib/i18n/use-t';
import { CharacterCount } from '@/components/ui/character-count';

type ContactFields = Pick<CheckoutForm, 'phoneCountry' | 'phone' | 'note' | 'gstNumber' | 'wantsInvoice'>;

/** Phone (required for payment, +91 by default), a note for the pharmacy, GST number and invoice option. */
export function ContactSection({ value, onChange }: { value: ContactFields; onChange: (patch: Partial<ContactFields>) => void }) {
  const id = useId();
  const t = useT('checkout');
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <legend className="px-1 text-lg font-bold">{t('contact.legend')}</legend>
      <div>
        <label htmlFor={`${id}-phone`} className={labelClasses}>
          {t('contact.phone')}
        </label>
        <div className="flex gap-2">
          <label htmlFor={`${id}-country`} className="sr-only">
            {t('contact.countryCode')}
          </label>
          <select
            id={`${id}-country`}
            value={value.phoneCountry}
            onChange={(e) => onChange({ phoneCountry: e.target.value })}
            className={narrowSelectClasses}
          >
            {PHONE_COUNTRY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          <input
            id={`${id}-phone`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={15}
            placeholder="98765 43210"
            value={value.phone}
            onChange={(e) => onChange({ phone: e.target.value })}
            className={inputClasses}
          />
        </div>
      </div>
      <div className="mt-4">
        <label htmlFor={`${id}-note`} className={labelClasses}>
          {t('contact.note')}
        </label>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={500}
          placeholder={t('contact.notePlaceholder')}
          value={value.note}
          onChange={(e) => onChange({ note: e.target.value })}
          className={inputClasses}
        />
        <CharacterCount length={value.note.length} max={500} />
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 sm:items-end">
        <TextField
          label={t('contact.gst')}
          maxLength={15}
          placeholder="22AAAAA0000A1Z5"
          autoCapitalize="characters"
          value={value.gstNumber}
          onChange={(e) => onChange({ gstNumber: e.target.value.toUpperCase() })}
        />
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input
            type="checkbox"
            checked={value.wantsInvoice}
            onChange={(e) => onChange({ wantsInvoice: e.target.checked })}
            className="size-4 accent-teal-700"
          />
          {t('contact.invoice')}
        </label>
      </div>
    </fieldset>
  );
}

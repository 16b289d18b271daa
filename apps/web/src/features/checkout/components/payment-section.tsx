import { BANKS, PAYMENT_METHODS, type PaymentMethod } from '@dawa/shared/commerce/rules';
import { formatCardNumberInput, formatExpiryInput } from '@dawa/shared/commerce/payment-details';
import Banknote from 'lucide-react/icons/banknote';
import CreditCard from 'lucide-react/icons/credit-card';
import Landmark from 'lucide-react/icons/landmark';
import Smartphone from 'lucide-react/icons/smartphone';
import Wallet from 'lucide-react/icons/wallet';
import { useId, type ComponentType } from 'react';
import { TextField } from '@/components/ui/field';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { cn } from '@/lib/cn';
import type { CheckoutForm } from '../utils/checkout-form';
import { useT } from '@/lib/i18n/use-t';

const ICONS: Record<PaymentMethod, ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>> = {
  phonepe: Smartphone,
  card: CreditCard,
  upi: Wallet,
  netbanking: Landmark,
  cod: Banknote,
};

type PaymentFields = Pick<CheckoutForm, 'paymentMethod' | 'card' | 'upiId' | 'bank'>;

/**
 * The payment method choice (among `methods`, default all) and the details the chosen method needs.
 * Methods the shop cannot take now (no real payment provider configured, GET /api/config) are shown
 * disabled, with the reason.
 */
export function PaymentSection({
  value,
  onChange,
  available,
  methods = PAYMENT_METHODS,
}: {
  value: PaymentFields;
  onChange: (patch: Partial<PaymentFields>) => void;
  /** The methods usable now; null while unknown (then none is disabled: the server refuses what it cannot take). */
  available: readonly PaymentMethod[] | null;
  methods?: readonly PaymentMethod[];
}) {
  const id = useId();
  const t = useT('checkout');
  const card = value.card;
  const setCard = (patch: Partial<PaymentFields['card']>) => onChange({ card: { ...card, ...patch } });
  const isUnavailable = (method: PaymentMethod) => available !== null && !available.includes(method);
  const someUnavailable = methods.some(isUnavailable);
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <legend className="px-1 text-lg font-bold">{t('payment.legend')}</legend>
      {someUnavailable ? (
        <p
          id={`${id}-unavailable`}
          className="mb-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {t('payment.unavailable')}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {methods.map((method) => {
          const Icon = ICONS[method];
          const unavailable = isUnavailable(method);
          const chosen = value.paymentMethod === method && !unavailable;
          return (
            <label
              key={method}
              className={cn(
                'flex items-start gap-3 rounded-xl border p-4 text-sm',
                unavailable
                  ? 'cursor-not-allowed border-dashed border-slate-300 bg-slate-50 dark:border-slate-600 dark:bg-slate-950'
                  : chosen
                    ? 'cursor-pointer border-teal-700 bg-teal-50 ring-2 ring-teal-700/30 dark:border-teal-400 dark:bg-teal-950'
                    : 'cursor-pointer border-slate-300 bg-white hover:border-teal-600 dark:border-slate-600 dark:bg-slate-900',
              )}
            >
              <input
                type="radio"
                name={`${id}-method`}
                checked={chosen}
                disabled={unavailable}
                aria-describedby={unavailable ? `${id}-unavailable` : undefined}
                onChange={() => onChange({ paymentMethod: method })}
                className="mt-1 accent-teal-700"
              />
              <Icon
                aria-hidden="true"
                className={cn(
                  'mt-0.5 size-5 shrink-0',
                  unavailable ? 'text-slate-500 dark:text-slate-400' : 'text-teal-700 dark:text-teal-300',
                )}
              />
              <span>
                <span className="block font-semibold">{t(`method.${method}`)}</span>
                <span className="block text-slate-600 dark:text-slate-300">
                  {unavailable ? t('payment.notAvailable') : t(`note.${method}`)}
                </span>
              </span>
            </label>
          );
        })}
      </div>

      {value.paymentMethod === 'card' ? (
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('card.number')}
            className="sm:col-span-2"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            maxLength={23}
            value={card.number}
            onChange={(e) => setCard({ number: formatCardNumberInput(e.target.value) })}
          />
          <TextField
            label={t('card.expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={5}
            value={card.expiry}
            onChange={(e) => setCard({ expiry: formatExpiryInput(e.target.value, card.expiry) })}
          />
          <TextField
            label={t('card.cvv')}
            type="password"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={card.cvv}
            onChange={(e) => setCard({ cvv: e.target.value.replace(/\D/g, '').slice(0, 4) })}
          />
          <TextField
            label={t('card.name')}
            className="sm:col-span-2"
            autoComplete="cc-name"
            maxLength={100}
            value={card.name}
            onChange={(e) => setCard({ name: e.target.value })}
          />
          <p className="text-xs text-slate-600 sm:col-span-2 dark:text-slate-400">{t('card.note')}</p>
        </div>
      ) : null}

      {value.paymentMethod === 'upi' ? (
        <TextField
          label={t('upi.id')}
          className="mt-5"
          placeholder="yourname@bank"
          autoComplete="off"
          maxLength={300}
          value={value.upiId}
          onChange={(e) => onChange({ upiId: e.target.value })}
        />
      ) : null}

      {value.paymentMethod === 'netbanking' ? (
        <div className="mt-5">
          <label htmlFor={`${id}-bank`} className={labelClasses}>
            {t('bank.label')}
          </label>
          <select id={`${id}-bank`} value={value.bank} onChange={(e) => onChange({ bank: e.target.value })} className={inputClasses}>
            <option value="">{t('bank.select')}</option>
            {BANKS.map((bank) => (
              <option key={bank} value={bank}>
                {bank}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </fieldset>
  );
}

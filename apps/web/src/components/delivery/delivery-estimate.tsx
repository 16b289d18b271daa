import { PIN_CODE_PATTERN, type DeliveryEstimate } from '@dawa/shared/commerce/delivery-zones';
import Truck from 'lucide-react/icons/truck';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { errorTextClasses } from '@/components/ui/field';
import { inputClasses } from '@/components/ui/form-styles';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiGet } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDeliveryDays } from './use-delivery-days';

const responseSchema = () => import('@dawa/shared/commerce/delivery-schemas').then((m) => m.DeliveryEstimateSchema);

/** GET /api/delivery/estimate?pin=: the zone's business days, or 'We do not deliver to this PIN code yet' (decision 034). */
export function useDeliveryEstimate(pin: string | null) {
  const valid = pin !== null && PIN_CODE_PATTERN.test(pin);
  return useQuery({
    queryKey: ['delivery-estimate', pin],
    queryFn: ({ signal }) => apiGet<DeliveryEstimate>(commerceApiPaths.deliveryEstimate(pin ?? ''), responseSchema, { signal }),
    enabled: valid,
    staleTime: 60 * 60 * 1000,
  });
}

/**
 * The delivery estimate of one PIN code, as a line of text (a status region, so a screen reader hears
 * it change). Shows nothing for an empty or malformed PIN: the address form says what is wrong with it.
 */
export function DeliveryEstimateLine({ pin, className }: { pin: string; className?: string }) {
  const estimate = useDeliveryEstimate(pin.trim());
  const data = estimate.data;
  const { t, days } = useDeliveryDays();
  // Worded here from the zone's days (the server's `message` is its English sentence).
  const text = (answer: DeliveryEstimate) =>
    answer.serviceable && answer.minDays !== null && answer.maxDays !== null
      ? t('deliveryIn', { days: days(answer.minDays, answer.maxDays) })
      : answer.serviceable
        ? answer.message
        : t('notServiceable');
  return (
    <p role="status" className={cn('flex min-h-5 items-center gap-1.5 text-sm', className)}>
      {data ? (
        <>
          <Truck aria-hidden="true" className="size-4 shrink-0" />
          <span className={data.serviceable ? 'text-slate-700 dark:text-slate-200' : 'font-medium text-red-700 dark:text-red-300'}>
            {t('estimateFor', { pin: data.pin, estimate: text(data) })}
          </span>
        </>
      ) : estimate.isError ? (
        <span className={errorTextClasses}>{t('failed')}</span>
      ) : null}
    </p>
  );
}

/** The cart's PIN-code check: a PIN field and Check, then the estimate under it. */
export function PinDeliveryCheck() {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [checked, setChecked] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const { t } = useDeliveryDays();

  function submit(event: FormEvent) {
    event.preventDefault();
    const pin = typed.trim();
    const ok = PIN_CODE_PATTERN.test(pin);
    setInvalid(!ok);
    setChecked(ok ? pin : null);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor={`${id}-pin`} className="block text-sm font-semibold text-slate-800 dark:text-slate-100">
        {t('pinLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-pin`}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="560001"
          value={typed}
          onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className={cn(inputClasses, 'mt-0 h-10 min-w-0 flex-1')}
        />
        <Button type="submit" variant="secondary">
          {t('check')}
        </Button>
      </div>
      {invalid ? (
        <p id={`${id}-error`} role="alert" className={errorTextClasses}>
          {t('invalidPin')}
        </p>
      ) : checked ? (
        <DeliveryEstimateLine pin={checked} />
      ) : null}
    </form>
  );
}

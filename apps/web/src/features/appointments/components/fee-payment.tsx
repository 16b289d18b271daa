import type { Appointment } from '@dawa/shared/care/appointments';
import { PAYMENT_MESSAGES } from '@dawa/shared/commerce/payment-details';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { launchCheckout } from '@/lib/razorpay-checkout';
import { payAppointment, payAppointmentWithPhonePe } from '../api/pay-appointment';
import { feePaymentBody, INITIAL_FEE_FIELDS, type FeePaymentFields } from '../utils/fee-payment';
import { HoldCountdown } from './hold-countdown';

/** Draws the payment method fields (the route composes the checkout's payment section in). */
export type RenderPaymentFields = (value: FeePaymentFields, onChange: (patch: Partial<FeePaymentFields>) => void) => ReactNode;
/** Words one of the checkout's English payment sentences (PAYMENT_MESSAGES) in the page's language (the route composes the checkout's). */
export type PaymentMessage = (message: string) => string;

/**
 * Pays an online consultation's fee (right after booking, or from its card in My Appointments): the
 * slot is held until the server's paymentDueAt, counted down here; the gateway answers in 1 to 3 s.
 * A refused payment can be tried again with other details; once the hold has run out, Pay goes.
 */
export function FeePayment({
  appointment,
  renderFields,
  paymentMessage,
  onPaid: _onPaid,
}: {
  appointment: Appointment;
  renderFields: RenderPaymentFields;
  paymentMessage: PaymentMessage;
  onPaid: () => void;
}) {
  const t = useT('appointments');
  const format = useFormat();
  const errorText = useApiErrorText();
  const [fields, setFields] = useState<FeePaymentFields>(INITIAL_FEE_FIELDS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const secondsLeft = useSecondsLeft(appointment.paymentDueAt);
  const expired = secondsLeft === 0;

  /** A full navigation to PhonePe's page; PhonePe brings the patient back to My Appointments. */
  async function payOnPhonePe() {
    setError(null);
    setBusy(true);
    try {
      const started = await payAppointmentWithPhonePe(appointment.id);
      window.location.assign(started.paymentUrl);
    } catch (err) {
      setError(errorText(err, t('fee.phonePeFailed')));
      setBusy(false);
    }
  }

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (busy || expired) return;
    if (fields.paymentMethod === 'phonepe') return payOnPhonePe();
    const built = feePaymentBody(fields);
    if ('error' in built) {
      setError(paymentMessage(built.error));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      // Razorpay Checkout returns the patient to /appointments?payment={id}, where the fee is settled from Razorpay's answer.
      const opened = await launchCheckout(await payAppointment(appointment.id, built.body));
      if (opened) return;
      setError(t('fee.pending'));
    } catch (err) {
      setError(errorText(err, paymentMessage(PAYMENT_MESSAGES.failed)));
    }
    setBusy(false);
  }

  return (
    <form onSubmit={(e) => void pay(e)} aria-label={t('fee.formLabel')} className="grid gap-4">
      <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
        {t('fee.held', { amount: format.money(appointment.feePaise) })}
      </p>
      <HoldCountdown secondsLeft={secondsLeft} />
      {renderFields(fields, (patch) => setFields((f) => ({ ...f, ...patch })))}
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <Button type="submit" disabled={busy || expired}>
        {busy ? t('fee.processing') : t('fee.pay', { amount: format.money(appointment.feePaise) })}
      </Button>
    </form>
  );
}

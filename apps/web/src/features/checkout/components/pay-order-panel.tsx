import type { OrderDetail } from '@dawa/shared/commerce/orders';
import { PAYMENT_MESSAGES } from '@dawa/shared/commerce/payment-details';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { initiatePhonePe } from '../api/initiate-phonepe';
import { launchCheckout, openRazorpayOrder } from '../api/open-razorpay';
import { payAgain } from '../api/pay-again';
import { useCheckoutMessage } from '../hooks/use-checkout-message';
import { INITIAL_CHECKOUT_FORM, paymentDetailsError, razorpayChoice, type CheckoutForm } from '../utils/checkout-form';
import { leaveForPayment } from '../utils/leave-for-payment';
import { PaymentSection } from './payment-section';
import { usePublicConfig } from '../api/get-public-config';

type PaymentFields = Pick<CheckoutForm, 'paymentMethod' | 'card' | 'upiId' | 'bank'>;

/**
 * Pays an order that waits for its money (pending) or whose payment failed (unpaid) with the order's
 * own method. An unpaid order is first put back to waiting (the server takes its items again, or
 * says what is no longer in stock); then PhonePe's page, or Razorpay Checkout.
 */
export function PayOrderPanel({ order, onChanged }: { order: OrderDetail; onChanged: () => void }) {
  const t = useT('checkout');
  const format = useFormat();
  const errorText = useApiErrorText();
  const message = useCheckoutMessage();
  const [fields, setFields] = useState<PaymentFields>({ ...INITIAL_CHECKOUT_FORM, paymentMethod: order.paymentMethod });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  // Outside demo mode a method without a real provider is shown unavailable here too (GET /api/config).
  const available = usePublicConfig().data?.paymentMethods ?? null;

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = paymentDetailsError(fields);
    if (problem) {
      setError(message(problem));
      return;
    }
    setError(null);
    setNote(null);
    setBusy(true);
    try {
      if (order.canPayAgain) await payAgain(order.id);
    } catch (err) {
      setError(errorText(err, t('msg.failed')));
      setBusy(false);
      return;
    }
    if (fields.paymentMethod === 'phonepe') {
      try {
        const started = await initiatePhonePe({ orderId: order.id, amount: order.totalAmountPaise, userPhone: order.phone });
        leaveForPayment(started.paymentUrl);
      } catch (err) {
        setError(errorText(err, t('initiateFailed')));
        setBusy(false);
        onChanged();
      }
      return;
    }
    const choice = razorpayChoice(fields, order.id);
    try {
      if (!choice) throw new Error('no method');
      const opened = await launchCheckout(await openRazorpayOrder(choice));
      if (!opened) setNote(t('pending'));
    } catch {
      setError(message(PAYMENT_MESSAGES.failed));
    }
    setBusy(false);
    onChanged();
  }

  const amount = format.money(order.totalAmountPaise);
  return (
    <form
      onSubmit={(event) => void pay(event)}
      noValidate
      className="space-y-4"
      aria-label={t('payAgain.form', { number: String(order.userOrderNumber) })}
    >
      <PaymentSection
        value={fields}
        onChange={(patch) => setFields((current) => ({ ...current, ...patch }))}
        methods={[order.paymentMethod]}
        available={available}
      />
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      {note ? (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {note}
        </p>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? t('button.processing') : order.canPayAgain ? t('payAgain.again', { amount }) : t('payAgain.now', { amount })}
      </Button>
    </form>
  );
}

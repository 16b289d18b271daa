import { PageMeta } from '@/components/ui/page-meta';
import { BookingWizard } from '@/features/appointments/components/booking-wizard';
import { FEE_METHODS } from '@/features/appointments/utils/fee-payment';
import { PaymentSection } from '@/features/checkout/components/payment-section';
import { usePublicConfig } from '@/features/checkout/api/get-public-config';
import { useCheckoutMessage } from '@/features/checkout/hooks/use-checkout-message';
import { useT } from '@/lib/i18n/use-t';

/** /appointments/book: the booking wizard; an online fee is paid with the checkout's payment fields and sentences (composed here). */
export default function AppointmentsBookRoute() {
  const t = useT('booking');
  const paymentMessage = useCheckoutMessage();
  const available = usePublicConfig().data?.paymentMethods ?? null;
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <BookingWizard
        paymentMessage={paymentMessage}
        renderPaymentFields={(value, onChange) => (
          <PaymentSection value={{ ...value }} onChange={onChange} available={available} methods={FEE_METHODS} />
        )}
      />
    </>
  );
}

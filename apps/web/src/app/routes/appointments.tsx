import { PageMeta } from '@/components/ui/page-meta';
import { AppointmentsPage } from '@/features/appointments/components/appointments-page';
import { FEE_METHODS } from '@/features/appointments/utils/fee-payment';
import { usePublicConfig } from '@/features/checkout/api/get-public-config';
import { PaymentSection } from '@/features/checkout/components/payment-section';
import { useCheckoutMessage } from '@/features/checkout/hooks/use-checkout-message';
import { useT } from '@/lib/i18n/use-t';

/** /appointments: My Appointments; a waiting online fee is paid with the checkout's payment fields and sentences (composed here). */
export default function AppointmentsRoute() {
  const t = useT('appointments');
  const paymentMessage = useCheckoutMessage();
  const available = usePublicConfig().data?.paymentMethods ?? null;
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <AppointmentsPage
        paymentMessage={paymentMessage}
        renderPaymentFields={(value, onChange) => (
          <PaymentSection value={{ ...value }} onChange={onChange} available={available} methods={FEE_METHODS} />
        )}
      />
    </>
  );
}

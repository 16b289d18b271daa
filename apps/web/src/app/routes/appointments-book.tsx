import { PageMeta } from '@/components/ui/page-meta';
import { BookingWizard } from '@/features/appointments/components/booking-wizard';
import { FEE_METHODS } from '@/features/appointments/utils/fee-payment';
import { PaymentSection } from '@/features/checkout/components/payment-section';
import { usePublicConfig } from '@/features/checkout/api/get-public-config';

/** /appointments/book: the booking wizard; an online fee is paid with the checkout's payment fields (composed here). */
export default function AppointmentsBookRoute() {
  const available = usePublicConfig().data?.paymentMethods ?? null;
  return (
    <>
      <PageMeta title="Book an Appointment" description="Find a doctor and book a clinic visit or an online consultation." />
      <BookingWizard
        renderPaymentFields={(value, onChange) => (
          <PaymentSection value={{ ...value }} onChange={onChange} available={available} methods={FEE_METHODS} />
        )}
      />
    </>
  );
}

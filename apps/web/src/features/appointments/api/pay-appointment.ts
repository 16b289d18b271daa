import type { AppointmentPaymentResponse, PayAppointmentBody } from '@dawa/shared/care/appointments';
import type { PhonePeInitiateResponse, RazorpayCheckout } from '@dawa/shared/commerce/payments';
import { useQuery } from '@tanstack/react-query';
import { careApiPaths } from '@/config/care-paths';
import { apiGet, apiRequest, loadPaymentSchemas } from '@/lib/api-client';
import { appointmentsQueryKey } from './get-appointments';
import { loadAppointmentSchemas } from './schemas';

const responseSchema = () => loadAppointmentSchemas().then((m) => m.AppointmentPaymentResponseSchema);

/** POST /api/appointments/{id}/pay: Razorpay Checkout's options for the fee by card, UPI or net banking (only the method is sent). */
export function payAppointment(id: number, body: PayAppointmentBody): Promise<RazorpayCheckout> {
  return apiRequest(careApiPaths.pay(id), {
    method: 'POST',
    json: body,
    auth: true,
    schema: () => loadPaymentSchemas().then((m) => m.RazorpayCheckoutSchema),
  });
}

/** GET /api/appointments/{id}/payment: the fee's standing (the gateway settles 1 to 3 s after the charge). */
export function getAppointmentPayment(id: number): Promise<AppointmentPaymentResponse> {
  return apiGet(careApiPaths.payment(id), responseSchema, { auth: true });
}

/** Asks until the gateway has answered (at most about 10 s). */
export async function waitForFee(id: number, first: AppointmentPaymentResponse): Promise<AppointmentPaymentResponse> {
  let answer = first;
  for (let i = 0; i < 20 && answer.paymentStatus === 'pending'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    answer = await getAppointmentPayment(id);
  }
  return answer;
}

/** POST /api/appointments/{id}/pay/phonepe: answers PhonePe's pay page, which returns the patient to /appointments?payment={id}. */
export function payAppointmentWithPhonePe(id: number): Promise<PhonePeInitiateResponse> {
  return apiRequest(careApiPaths.payPhonePe(id), {
    method: 'POST',
    json: {},
    auth: true,
    schema: () => loadPaymentSchemas().then((m) => m.PhonePeInitiateResponseSchema),
  });
}

/** While PhonePe still says pending, ask again now and then: its server-to-server callback may settle it. */
const PENDING_RECHECK_MS = 3000;

/** The fee's standing after PhonePe sent the patient back (asked again while pending). */
export function useAppointmentFee(id: number) {
  return useQuery({
    queryKey: [...appointmentsQueryKey, 'fee', id],
    queryFn: () => getAppointmentPayment(id),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (query) => (query.state.data?.paymentStatus === 'pending' ? PENDING_RECHECK_MS : false),
    retry: false,
    staleTime: 0,
  });
}

import type { AppointmentPaymentResponse, PayAppointmentBody } from '@dawa/shared/care/appointments';
import { careApiPaths } from '@/config/care-paths';
import { apiGet, apiRequest } from '@/lib/api-client';
import { loadAppointmentSchemas } from './schemas';

const responseSchema = () => loadAppointmentSchemas().then((m) => m.AppointmentPaymentResponseSchema);

/** POST /api/appointments/{id}/pay: the online fee by card, UPI or net banking. */
export function payAppointment(id: number, body: PayAppointmentBody): Promise<AppointmentPaymentResponse> {
  return apiRequest(careApiPaths.pay(id), { method: 'POST', json: body, auth: true, schema: responseSchema });
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

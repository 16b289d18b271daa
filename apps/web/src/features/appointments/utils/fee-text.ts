import type { AppointmentPaymentResponse } from '@dawa/shared/care/appointments';
import type { Translate } from '@dawa/shared/i18n/messages';
import type { CatalogueOf } from '@dawa/shared/i18n/namespaces';

/** Why a fee was not paid, in the page's language: the hold ran out (the booking was released) or the payment failed. */
export function feeFailureText(answer: Pick<AppointmentPaymentResponse, 'appointment'>, t: Translate<CatalogueOf<'appointments'>>): string {
  return answer.appointment.status === 'cancelled' ? t('fee.holdExpired') : t('fee.failed');
}

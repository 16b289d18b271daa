import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { carePaths } from '@/config/care-paths';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { useAppointmentFee } from '../api/pay-appointment';
import { feeFailureText } from '../utils/fee-text';

/**
 * After PhonePe sends the patient back (/appointments?payment={id}): the server asks PhonePe where the
 * fee stands. Once paid the page shows the spec's booked banner (`onPaid` swaps the query for
 * ?success=true); a failure says so in words; pending keeps asking.
 */
export function FeeReturnBanner({ appointmentId, onPaid }: { appointmentId: number; onPaid: () => void }) {
  const t = useT('appointments');
  const errorText = useApiErrorText();
  const fee = useAppointmentFee(appointmentId);
  const status = fee.data?.paymentStatus;
  useEffect(() => {
    if (status === 'success') onPaid();
  }, [status, onPaid]);

  if (fee.isPending || status === 'success' || status === 'pending') {
    return (
      <p
        role="status"
        className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      >
        {status === 'pending' ? t('fee.pending') : t('fee.checking')}
      </p>
    );
  }
  const message = fee.isError ? errorText(fee.error, t('fee.failedTitle')) : fee.data ? feeFailureText(fee.data, t) : null;
  return (
    <div
      role="alert"
      className="mb-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">{t('fee.failedTitle')}</p>
      {message ? <p className="mt-1">{message}</p> : null}
      <p className="mt-1 text-sm">{t('fee.failedHint')}</p>
      <Link to={carePaths.book()} className={buttonClasses('secondary', 'mt-3')}>
        {t('fee.bookAgain')}
      </Link>
    </div>
  );
}

import { withDoctorTitle } from '@dawa/shared/care/doctor-rules';
import { refundsOnCancel } from '@dawa/shared/care/appointment-rules';
import type { Appointment } from '@dawa/shared/care/appointments';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { useCancelAppointment } from '../api/cancel-appointment';
import { useClinicFormat } from '../hooks/use-clinic-format';

/** The confirmation before a cancel; says whether a paid fee comes back (at least 4 hours ahead). */
export function CancelAppointmentDialog({
  appointment,
  onDone,
  onClose,
}: {
  appointment: Appointment;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const t = useT('appointments');
  const errorText = useApiErrorText();
  const clinic = useClinicFormat();
  const cancel = useCancelAppointment();
  const paid = appointment.paymentStatus === 'paid';
  const refund = paid && refundsOnCancel(new Date(appointment.startsAt), new Date());
  return (
    <Modal title={t('cancel.title')} role="alertdialog" onClose={onClose}>
      <p>{t('cancel.question')}</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {withDoctorTitle(appointment.doctor.name)}, {clinic.date(appointment.appointmentDate)},{' '}
        {clinic.timeRange(appointment.startsAt, appointment.endsAt, appointment.timeLabel)}
      </p>
      {paid ? <p className="mt-2 text-sm">{refund ? t('cancel.refund') : t('cancel.noRefund')}</p> : null}
      {cancel.isError ? <FormMessage tone="error">{errorText(cancel.error, t('cancel.failed'))}</FormMessage> : null}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
          {t('cancel.keep')}
        </Button>
        <Button
          variant="danger"
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(appointment.id, {
              // The server's sentence, in the page's language: a refund on its way, a paid fee kept, or nothing paid.
              onSuccess: (answer) =>
                onDone(
                  answer.refunded
                    ? t('cancel.doneRefunded')
                    : answer.appointment.paymentStatus === 'paid'
                      ? t('cancel.doneNoRefund')
                      : t('cancel.done'),
                ),
            })
          }
        >
          {cancel.isPending ? t('cancel.cancelling') : t('cancel.confirm')}
        </Button>
      </div>
    </Modal>
  );
}

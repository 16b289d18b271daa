import { refundsOnCancel } from '@dawa/shared/care/appointment-rules';
import type { Appointment } from '@dawa/shared/care/appointments';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { apiErrorMessage } from '@/lib/api-client';
import { useCancelAppointment } from '../api/cancel-appointment';
import { formatClinicDate } from '../utils/format';

export const CANCEL_QUESTION = 'Are you sure you want to cancel this appointment?';

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
  const cancel = useCancelAppointment();
  const paid = appointment.paymentStatus === 'paid';
  const refund = paid && refundsOnCancel(new Date(appointment.startsAt), new Date());
  return (
    <Modal title="Cancel Appointment" role="alertdialog" onClose={onClose}>
      <p>{CANCEL_QUESTION}</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {appointment.doctor.name}, {formatClinicDate(appointment.appointmentDate)}, {appointment.timeLabel}
      </p>
      {paid ? (
        <p className="mt-2 text-sm">
          {refund ? 'Your consultation fee will be refunded.' : 'It starts in less than 4 hours: the consultation fee is not refunded.'}
        </p>
      ) : null}
      {cancel.isError ? (
        <FormMessage tone="error">{apiErrorMessage(cancel.error, 'Failed to cancel appointment. Please try again.')}</FormMessage>
      ) : null}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
          Keep Appointment
        </Button>
        <Button
          variant="danger"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(appointment.id, { onSuccess: (answer) => onDone(answer.message) })}
        >
          {cancel.isPending ? 'Cancelling...' : 'Yes, Cancel'}
        </Button>
      </div>
    </Modal>
  );
}

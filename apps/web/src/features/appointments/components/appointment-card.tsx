import {
  APPOINTMENT_STATUS_LABELS,
  APPOINTMENT_TYPE_LABELS,
  canChange,
  MODE_LABELS,
  roomIsOpen,
} from '@dawa/shared/care/appointment-rules';
import type { Appointment } from '@dawa/shared/care/appointments';
import { formatInr } from '@dawa/shared/money/format';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { carePaths } from '@/config/care-paths';
import { formatClinicDate } from '../utils/format';

const timed = (a: Appointment) => ({ status: a.status, mode: a.mode, startsAt: new Date(a.startsAt), endsAt: new Date(a.endsAt) });

/** One appointment of My Appointments: doctor (with registration), when, how, status, and what can be done now. */
export function AppointmentCard({
  appointment: a,
  now,
  onCancel,
}: {
  appointment: Appointment;
  now: Date;
  onCancel: (a: Appointment) => void;
}) {
  const changeable = canChange(timed(a), now) && a.status !== 'pending_payment';
  const roomOpen = roomIsOpen(timed(a), now);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold">{a.doctor.name}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">{a.doctor.specialization}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Reg. No. {a.doctor.registrationNumber}, {a.doctor.medicalCouncilName}
          </p>
        </div>
        <span className="rounded-full bg-teal-50 px-3 py-1 text-sm font-medium text-teal-900 dark:bg-teal-950 dark:text-teal-100">
          {APPOINTMENT_STATUS_LABELS[a.status]}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">Date: </dt>
          <dd className="inline">{formatClinicDate(a.appointmentDate)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Time: </dt>
          <dd className="inline">{a.timeLabel} IST</dd>
        </div>
        <div>
          <dt className="inline font-medium">Mode: </dt>
          <dd className="inline">{MODE_LABELS[a.mode]}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Type: </dt>
          <dd className="inline">{APPOINTMENT_TYPE_LABELS[a.appointmentType]}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Fee: </dt>
          <dd className="inline">
            {formatInr(a.feePaise)}
            {a.paymentStatus === 'pay_at_clinic'
              ? ' (pay at the clinic)'
              : a.paymentStatus === 'paid'
                ? ' (paid)'
                : a.paymentStatus === 'refunded'
                  ? ' (refunded)'
                  : ''}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline font-medium">Reason: </dt>
          <dd className="inline break-words">{a.reason}</dd>
        </div>
      </dl>
      {a.status !== 'cancelled' && (changeable || a.mode === 'online') ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {changeable ? (
            <>
              <Link to={carePaths.reschedule(a.id)} className={buttonClasses('secondary')}>
                Reschedule
              </Link>
              <Button variant="danger" onClick={() => onCancel(a)}>
                Cancel
              </Button>
            </>
          ) : null}
          {a.mode === 'online' && (a.status === 'confirmed' || a.status === 'scheduled') ? (
            roomOpen ? (
              <Link to={carePaths.appointmentRoom(a.id)} className={buttonClasses('primary')}>
                Join Meeting
              </Link>
            ) : (
              <Button disabled title="The room opens 10 minutes before the start">
                Join Meeting
              </Button>
            )
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

import { withDoctorTitle } from '@dawa/shared/care/doctor-rules';
import { canChange, ROOM_OPENS_MINUTES_BEFORE, roomIsOpen } from '@dawa/shared/care/appointment-rules';
import type { Appointment } from '@dawa/shared/care/appointments';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { carePaths } from '@/config/care-paths';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { useClinicFormat } from '../hooks/use-clinic-format';
import { useDoctorTexts } from '../hooks/use-doctor-texts';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { HoldCountdown } from './hold-countdown';

const timed = (a: Appointment) => ({ status: a.status, mode: a.mode, startsAt: new Date(a.startsAt), endsAt: new Date(a.endsAt) });

/**
 * One appointment of My Appointments: doctor (with registration), when, how, status, and what can be
 * done now. An online booking awaiting its fee shows the time left to pay (the server's paymentDueAt)
 * with Pay and Cancel; when that runs out the page is told, so the released booking moves on.
 */
export function AppointmentCard({
  appointment: a,
  now,
  onCancel,
  onPay,
  onHoldExpired,
}: {
  appointment: Appointment;
  now: Date;
  onCancel: (a: Appointment) => void;
  onPay: (a: Appointment) => void;
  onHoldExpired: () => void;
}) {
  const t = useT('appointments');
  const doctorTexts = useDoctorTexts();
  const format = useFormat();
  const clinic = useClinicFormat();
  const awaitingFee = a.status === 'pending_payment';
  const secondsLeft = useSecondsLeft(awaitingFee ? a.paymentDueAt : null, onHoldExpired);
  const payable = awaitingFee && secondsLeft > 0;
  const changeable = canChange(timed(a), now) && !awaitingFee;
  const roomOpen = roomIsOpen(timed(a), now);
  const feeNote =
    a.paymentStatus === 'pay_at_clinic'
      ? t('card.payAtClinic')
      : a.paymentStatus === 'paid'
        ? t('card.paid')
        : a.paymentStatus === 'refunded'
          ? t('card.refunded')
          : null;
  const facts = [
    ['card.date', clinic.date(a.appointmentDate)],
    ['card.time', t('timeIst', { time: clinic.timeRange(a.startsAt, a.endsAt, a.timeLabel) })],
    ['card.mode', t(`mode.${a.mode}`)],
    ['card.type', t(`type.${a.appointmentType}`)],
    ['card.fee', feeNote ? `${format.money(a.feePaise)} ${feeNote}` : format.money(a.feePaise)],
  ] as const;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold">{withDoctorTitle(a.doctor.name)}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">{doctorTexts.speciality(a.doctor.specialization)}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t('regNo', { number: a.doctor.registrationNumber, council: doctorTexts.council(a.doctor) })}
          </p>
        </div>
        <span className="rounded-full bg-teal-50 px-3 py-1 text-sm font-medium text-teal-900 dark:bg-teal-950 dark:text-teal-100">
          {t(`status.${a.status}`)}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="inline font-medium">{t(term)} </dt>
            <dd className="inline">{value}</dd>
          </div>
        ))}
        <div className="sm:col-span-2">
          <dt className="inline font-medium">{t('card.reason')} </dt>
          <dd className="inline break-words">{a.reason}</dd>
        </div>
      </dl>
      {a.status === 'cancelled' && a.paymentStatus === 'unpaid' ? (
        // Only the release of an unpaid hold leaves a booking cancelled and unpaid: say so where it went.
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t('fee.holdExpired')}</p>
      ) : null}
      {awaitingFee ? (
        <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          <HoldCountdown secondsLeft={secondsLeft} />
          {payable ? (
            <div className="mt-3 flex flex-wrap gap-2">
              <Button onClick={() => onPay(a)}>{t('fee.pay', { amount: format.money(a.feePaise) })}</Button>
              <Button variant="danger" onClick={() => onCancel(a)}>
                {t('card.cancel')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      {a.status !== 'cancelled' && (changeable || a.mode === 'online') ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {changeable ? (
            <>
              <Link to={carePaths.reschedule(a.id)} className={buttonClasses('secondary')}>
                {t('card.reschedule')}
              </Link>
              <Button variant="danger" onClick={() => onCancel(a)}>
                {t('card.cancel')}
              </Button>
            </>
          ) : null}
          {a.mode === 'online' && (a.status === 'confirmed' || a.status === 'scheduled') ? (
            roomOpen ? (
              <Link to={carePaths.appointmentRoom(a.id)} className={buttonClasses('primary')}>
                {t('card.join')}
              </Link>
            ) : (
              // A tooltip alone says nothing on a phone: the reason is written beside the button.
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Button disabled aria-describedby={`room-hint-${a.id}`}>
                  {t('card.join')}
                </Button>
                <p id={`room-hint-${a.id}`} className="text-sm text-slate-600 dark:text-slate-300">
                  {t('card.roomOpensAt', {
                    time: format.date(new Date(Date.parse(a.startsAt) - ROOM_OPENS_MINUTES_BEFORE * 60_000), 'time'),
                  })}
                </p>
              </div>
            )
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

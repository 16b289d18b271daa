import { withDoctorTitle } from '@dawa/shared/care/doctor-rules';
import { RESCHEDULE_DAYS } from '@dawa/shared/care/appointment-rules';
import type { SlotsResponse } from '@dawa/shared/care/appointments';
import { clinicDates } from '@dawa/shared/care/slots';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { carePaths } from '@/config/care-paths';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { cn } from '@/lib/cn';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { useAppointment } from '../api/get-appointment';
import { useDoctorSlots } from '../api/get-doctor-slots';
import { useRescheduleAppointment } from '../api/reschedule-appointment';
import { useClinicFormat } from '../hooks/use-clinic-format';
import { LoginToView } from './appointments-page';
import { SlotGrid } from './slot-grid';
import { useDoctorTexts } from '../hooks/use-doctor-texts';

type Slot = SlotsResponse['slots'][number];

/** The slots of the chosen date, or the spec's two empty lines. */
function NewSlots({
  doctorId,
  date,
  mode,
  chosen,
  onPick,
}: {
  doctorId: number;
  date: string;
  mode: 'clinic' | 'online';
  chosen: string | null;
  onPick: (s: Slot) => void;
}) {
  const t = useT('appointments');
  const slots = useDoctorSlots(doctorId, date, mode);
  if (slots.isPending) return <p role="status">{t('slots.loading')}</p>;
  const list = slots.data?.slots ?? [];
  if (list.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center dark:border-slate-600">
        <p className="font-semibold">{t('reschedule.noSlots')}</p>
        <p className="text-sm">{t('reschedule.otherDate')}</p>
      </div>
    );
  }
  return <SlotGrid slots={list} chosen={chosen} onPick={onPick} label={t('slots.label')} />;
}

/** Reschedule (/appointments/{id}/reschedule and /reschedule-appointment/{id}): the next 7 days from tomorrow. */
export function ReschedulePage({ id }: { id: number }) {
  const t = useT('appointments');
  const doctorTexts = useDoctorTexts();
  const errorText = useApiErrorText();
  const clinic = useClinicFormat();
  const { user } = useSession();
  const navigate = useNavigate();
  const appointment = useAppointment(user ? id : 0);
  const move = useRescheduleAppointment(id);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  if (!user) return <LoginToView />;
  if (appointment.isPending && Number.isInteger(id) && id > 0)
    return (
      <p role="status" className="px-4 py-8">
        {t('reschedule.loading')}
      </p>
    );
  if (!appointment.data) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t('reschedule.notFound')}</h1>
        <Link to={paths.appointments()} className={buttonClasses('primary', 'mt-4')}>
          {t('reschedule.back')}
        </Link>
      </div>
    );
  }
  const a = appointment.data;
  const days = clinicDates(new Date(), 1, RESCHEDULE_DAYS);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('reschedule.title')}</h1>
      <section
        aria-labelledby="current-heading"
        className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="current-heading" className="font-semibold">
          {t('reschedule.current')}
        </h2>
        <p>
          {withDoctorTitle(a.doctor.name)}, {doctorTexts.speciality(a.doctor.specialization)}
        </p>
        <p>
          {clinic.date(a.appointmentDate)}, {t('timeIst', { time: clinic.timeRange(a.startsAt, a.endsAt, a.timeLabel) })}
        </p>
      </section>
      <h2 className="mt-6 mb-2 font-semibold">{t('reschedule.chooseDate')}</h2>
      <ul aria-label={t('reschedule.dates')} className="grid grid-cols-3 gap-2 sm:grid-cols-7">
        {days.map((d) => (
          <li key={d}>
            <button
              type="button"
              aria-pressed={date === d}
              onClick={() => {
                setDate(d);
                setSlot(null);
              }}
              className={cn(
                'w-full rounded-lg border px-2 py-3 text-sm',
                date === d
                  ? 'border-teal-700 bg-teal-700 text-white dark:bg-teal-300 dark:text-slate-950'
                  : 'border-slate-300 hover:border-teal-700 dark:border-slate-600',
              )}
            >
              <span className="block font-medium">{clinic.weekday(d)}</span>
              <span className="block">{Number(d.slice(8, 10))}</span>
            </button>
          </li>
        ))}
      </ul>
      {date ? (
        <div className="mt-6">
          <h2 className="mb-2 font-semibold">{t('reschedule.chooseTime')}</h2>
          <NewSlots doctorId={a.doctor.id} date={date} mode={a.mode} chosen={slot?.startsAt ?? null} onPick={setSlot} />
        </div>
      ) : null}
      {date && slot ? (
        <section
          aria-labelledby="new-heading"
          className="mt-6 rounded-2xl border border-teal-200 bg-teal-50 p-5 dark:border-teal-800 dark:bg-teal-950"
        >
          <h2 id="new-heading" className="font-semibold">
            {t('reschedule.newDetails')}
          </h2>
          <p>
            {withDoctorTitle(a.doctor.name)}, {clinic.date(date)},{' '}
            {t('timeIst', { time: clinic.timeRange(slot.startsAt, slot.endsAt, slot.label) })}
          </p>
        </section>
      ) : null}
      {move.isError ? (
        <div className="mt-4">
          <FormMessage tone="error">{errorText(move.error, t('reschedule.failed'))}</FormMessage>
        </div>
      ) : null}
      <div className="mt-6 flex gap-2">
        <Link to={paths.appointments()} className={buttonClasses('secondary')}>
          {t('reschedule.cancel')}
        </Link>
        <Button
          disabled={!date || !slot || move.isPending}
          onClick={() => {
            if (!date || !slot) return;
            move.mutate(
              { appointmentDate: date, appointmentTime: slot.startTime },
              { onSuccess: () => void navigate(carePaths.appointments({ rescheduled: true })) },
            );
          }}
        >
          {move.isPending ? t('reschedule.moving') : t('reschedule.confirm')}
        </Button>
      </div>
    </div>
  );
}

import { withDoctorTitle } from '@dawa/shared/care/doctor-rules';
import { SCHEDULE_MESSAGES, type ScheduleAppointment, type ScheduleResponse } from '@dawa/shared/care/doctor-schedule';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { EmptyState, LoadFailed } from '@/components/ui/list-states';
import { toast } from '@/components/ui/toast';
import { careRoomPaths } from '@/config/care-room-paths';
import { apiErrorMessage } from '@/lib/api-client';
import { staffDate } from '@/lib/staff/staff-format';
import { useSchedule } from '../api/get-schedule';
import { useSaveConsultationNotes } from '../api/save-consultation-notes';
import { useSetAppointmentStatus } from '../api/set-appointment-status';
import { EPrescriptionForm } from './e-prescription-form';
import { CharacterCount } from '@/components/ui/character-count';

// The staff screens' one format (lib/staff/staff-format): '24 Nov 2026', '9:05 am'.
const timeOf = (iso: string) => staffDate(iso, 'time');
const indiaDate = (iso: string) => new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 10);
const STATUS_LABELS: Record<string, string> = {
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  completed: 'Completed',
  no_show: 'No-show',
};
const ROOM_OPENS_MS = 10 * 60_000;

/** My Schedule (doctors): today's and the week's appointments, their outcome, notes, Join and e-prescriptions. */
export function ScheduleSection() {
  const schedule = useSchedule();
  if (schedule.isPending) return <p role="status">Loading your schedule...</p>;
  if (schedule.isError)
    return <LoadFailed message={apiErrorMessage(schedule.error, SCHEDULE_MESSAGES.fetchFailed)} onRetry={() => void schedule.refetch()} />;
  const { doctor, today, appointments } = schedule.data;
  // Today's list also holds yesterday's still-unmarked visits (the server sends them): a consultation
  // running past midnight keeps its Join button and a late visit can still be marked.
  const todays = appointments.filter((a) => indiaDate(a.startsAt) <= today);
  const week = appointments.filter((a) => indiaDate(a.startsAt) > today);
  return (
    <div className="space-y-8">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {withDoctorTitle(doctor.name)} · Reg. No. {doctor.registrationNumber} ({doctor.medicalCouncil})
      </p>
      <AppointmentList title="Today" items={todays} data={schedule.data} now={schedule.dataUpdatedAt} today={today} />
      <AppointmentList title="This week" items={week} data={schedule.data} now={schedule.dataUpdatedAt} today={today} />
    </div>
  );
}

/** `now` is when the schedule was last read (it is read again every minute): the buttons follow it. */
/** A card shows its day unless it is today's. */
function AppointmentList({
  title,
  items,
  data,
  now,
  today,
}: {
  title: string;
  items: ScheduleAppointment[];
  data: ScheduleResponse;
  now: number;
  today: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {items.length === 0 ? (
        <EmptyState title={SCHEDULE_MESSAGES.empty} />
      ) : (
        <ul className="space-y-4">
          {items.map((a) => (
            <li key={a.id}>
              <AppointmentCard appointment={a} doctor={data.doctor} now={now} showDay={indiaDate(a.startsAt) !== today} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AppointmentCard({
  appointment: a,
  doctor,
  now,
  showDay,
}: {
  appointment: ScheduleAppointment;
  doctor: ScheduleResponse['doctor'];
  now: number;
  showDay: boolean;
}) {
  const id = useId();
  const [notes, setNotes] = useState(a.consultationNotes ?? '');
  const [prescribing, setPrescribing] = useState(false);
  const status = useSetAppointmentStatus();
  const saveNotes = useSaveConsultationNotes();
  const started = now >= new Date(a.startsAt).getTime();
  const live = a.status === 'scheduled' || a.status === 'confirmed';
  const roomOpen =
    a.mode === 'online' && live && now >= new Date(a.startsAt).getTime() - ROOM_OPENS_MS && now < new Date(a.endsAt).getTime();
  const label = `${timeOf(a.startsAt)} ${a.patientName}`;

  const mark = (value: 'completed' | 'no_show') =>
    status.mutate(
      { id: a.id, status: value },
      { onSuccess: (r) => toast(r.message), onError: (e) => toast(apiErrorMessage(e, 'Failed to update the appointment'), 'error') },
    );

  return (
    <article aria-label={label} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">
            {showDay ? `${staffDate(a.startsAt)}, ` : ''}
            {timeOf(a.startsAt)} – {timeOf(a.endsAt)} · {a.patientName}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {a.mode === 'online' ? 'Online Visit' : 'Clinic Visit'} · {STATUS_LABELS[a.status] ?? a.status} · {a.reason}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {roomOpen ? (
            <Link
              to={careRoomPaths.room(a.id)}
              className={buttonClasses('primary')}
              aria-label={`Join the consultation with ${a.patientName}`}
            >
              Join
            </Link>
          ) : null}
          {live && started ? (
            <>
              <Button variant="secondary" disabled={status.isPending} onClick={() => mark('completed')}>
                Mark completed
              </Button>
              <Button variant="secondary" disabled={status.isPending} onClick={() => mark('no_show')}>
                Mark no-show
              </Button>
            </>
          ) : null}
          {prescribing ? null : (
            <Button variant="ghost" onClick={() => setPrescribing(true)}>
              Write e-prescription
            </Button>
          )}
        </div>
      </div>
      {a.prescriptionIds.length > 0 ? <p className="mt-2 text-sm">E-prescriptions issued: {a.prescriptionIds.length}</p> : null}
      <form
        className="mt-3"
        onSubmit={(event) => {
          event.preventDefault();
          saveNotes.mutate(
            { id: a.id, notes },
            { onSuccess: (r) => toast(r.message), onError: (e) => toast(apiErrorMessage(e, 'Failed to save the notes'), 'error') },
          );
        }}
      >
        <label htmlFor={`${id}-notes`} className={labelClasses}>
          Consultation notes
        </label>
        <textarea
          id={`${id}-notes`}
          className={inputClasses}
          rows={3}
          maxLength={10_000}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
        <CharacterCount length={notes.length} max={10_000} />
        <Button type="submit" variant="secondary" className="mt-2" disabled={saveNotes.isPending}>
          Save notes
        </Button>
      </form>
      {prescribing ? (
        <div className="mt-4">
          <EPrescriptionForm appointment={a} doctor={doctor} onClose={() => setPrescribing(false)} />
        </div>
      ) : null}
    </article>
  );
}

import { APPOINTMENT_STATUS_LABELS, APPOINTMENT_STATUSES, MODE_LABELS } from '@dawa/shared/care/appointment-rules';
import { formatInr } from '@dawa/shared/money/format';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { LoadFailed, Pager } from '@/components/ui/list-states';
import { apiErrorMessage } from '@/lib/api-client';
import { useAdminAppointments, useDoctorChoices, type AdminAppointmentFilters } from '../api/get-admin-appointments';

const FILTER_KEYS = ['doctorId', 'status', 'mode', 'from', 'to', 'patient'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
type Draft = Record<FilterKey, string>;
const COLUMNS = ['Date & time (IST)', 'Patient', 'Doctor', 'Mode', 'Type', 'Status', 'Fee'] as const;

function filtersOf(params: URLSearchParams): { draft: Draft; filters: AdminAppointmentFilters } {
  const draft = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as Draft;
  const filters: AdminAppointmentFilters = {};
  for (const key of FILTER_KEYS) if (draft[key]) filters[key] = draft[key];
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return { draft, filters };
}

/** Appointments: every appointment, filtered by doctor, status, mode, date range and patient, paged on the server. */
export function AppointmentsSection() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { draft: applied, filters } = filtersOf(params);
  const [draft, setDraft] = useState<Draft>(applied);
  const list = useAdminAppointments(filters);
  const doctors = useDoctorChoices();

  function apply(next: Draft, page = 1) {
    const query: Record<string, string> = {};
    for (const key of FILTER_KEYS) if (next[key].trim()) query[key] = next[key].trim();
    if (page > 1) query.page = String(page);
    setParams(query);
  }
  const set = (key: FilterKey) => (value: string) => setDraft({ ...draft, [key]: value });
  const field = (key: FilterKey) => `${id}-${key}`;

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Appointments
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Every appointment, latest first. Times are in IST.</p>
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          apply(draft);
        }}
        aria-label="Appointment filters"
        className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        <div>
          <label htmlFor={field('patient')} className={labelClasses}>
            Patient name or email
          </label>
          <input
            id={field('patient')}
            type="search"
            maxLength={100}
            value={draft.patient}
            onChange={(e) => set('patient')(e.target.value)}
            className={inputClasses}
          />
        </div>
        <div>
          <label htmlFor={field('doctorId')} className={labelClasses}>
            Doctor
          </label>
          <select id={field('doctorId')} value={draft.doctorId} onChange={(e) => set('doctorId')(e.target.value)} className={inputClasses}>
            <option value="">All</option>
            {(doctors.data?.items ?? []).map((d) => (
              <option key={d.id} value={String(d.id)}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={field('status')} className={labelClasses}>
            Status
          </label>
          <select id={field('status')} value={draft.status} onChange={(e) => set('status')(e.target.value)} className={inputClasses}>
            <option value="">All</option>
            {APPOINTMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {APPOINTMENT_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={field('mode')} className={labelClasses}>
            Mode
          </label>
          <select id={field('mode')} value={draft.mode} onChange={(e) => set('mode')(e.target.value)} className={inputClasses}>
            <option value="">All</option>
            <option value="clinic">{MODE_LABELS.clinic}</option>
            <option value="online">{MODE_LABELS.online}</option>
          </select>
        </div>
        <div>
          <label htmlFor={field('from')} className={labelClasses}>
            From
          </label>
          <input id={field('from')} type="date" value={draft.from} onChange={(e) => set('from')(e.target.value)} className={inputClasses} />
        </div>
        <div>
          <label htmlFor={field('to')} className={labelClasses}>
            To
          </label>
          <input id={field('to')} type="date" value={draft.to} onChange={(e) => set('to')(e.target.value)} className={inputClasses} />
        </div>
        <div className="flex gap-2 sm:col-span-2 lg:col-span-3">
          <Button type="submit">Apply Filters</Button>
          <Button
            variant="secondary"
            onClick={() => {
              const empty = Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])) as Draft;
              setDraft(empty);
              apply(empty);
            }}
          >
            Clear
          </Button>
        </div>
      </form>
      <div className="mt-6">
        {list.isPending ? (
          <p role="status">Loading appointments...</p>
        ) : list.isError ? (
          <LoadFailed message={apiErrorMessage(list.error, 'Failed to load appointments')} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-lg font-semibold dark:border-slate-600">
            No appointments found.
          </p>
        ) : (
          <>
            <p className="mb-2 text-sm" role="status">
              {list.data.total} appointment(s)
            </p>
            <DataTable caption="Appointments" columns={COLUMNS}>
              {list.data.items.map((a) => (
                <tr key={a.id} className="border-t border-slate-200 dark:border-slate-700">
                  <td className="px-3 py-2 whitespace-nowrap">
                    {a.appointmentDate}
                    <span className="block text-xs text-slate-600 dark:text-slate-300">{a.timeLabel}</span>
                  </td>
                  <td className="px-3 py-2 break-all">
                    {a.patient.name}
                    <span className="block text-xs text-slate-600 dark:text-slate-300">{a.patient.email}</span>
                  </td>
                  <td className="px-3 py-2">
                    {a.doctor.name}
                    <span className="block text-xs text-slate-600 dark:text-slate-300">{a.doctor.specialization}</span>
                  </td>
                  <td className="px-3 py-2">{MODE_LABELS[a.mode]}</td>
                  <td className="px-3 py-2">{a.appointmentType}</td>
                  <td className="px-3 py-2">{APPOINTMENT_STATUS_LABELS[a.status]}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatInr(a.feePaise)}</td>
                </tr>
              ))}
            </DataTable>
            <Pager
              page={list.data.page}
              pageCount={list.data.pageCount}
              onPage={(page) => apply(applied, page)}
              label="Appointment pages"
            />
          </>
        )}
      </div>
    </section>
  );
}

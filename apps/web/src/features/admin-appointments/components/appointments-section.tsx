import { withDoctorTitle } from '@dawa/shared/care/doctor-rules';
import { APPOINTMENT_STATUS_LABELS, APPOINTMENT_STATUSES, MODE_LABELS } from '@dawa/shared/care/appointment-rules';
import { formatInr } from '@dawa/shared/money/format';
import { useId } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { FilterBar, useUrlFilters, type FilterField } from '@/components/ui/filter-bar';
import { LoadFailed, Pager } from '@/components/ui/list-states';
import { apiErrorMessage } from '@/lib/api-client';
import { useAdminAppointments, useDoctorChoices } from '../api/get-admin-appointments';
import { staffDate } from '@/lib/staff/staff-format';

const FILTER_KEYS = ['patient', 'doctorId', 'status', 'mode', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
const COLUMNS = ['Date & time (IST)', 'Patient', 'Doctor', 'Mode', 'Type', 'Status', 'Fee'] as const;

/** Appointments: every appointment, filtered by doctor, status, mode, date range and patient, paged on the server. */
export function AppointmentsSection() {
  const id = useId();
  const { values: applied, filters, apply } = useUrlFilters(FILTER_KEYS);
  const list = useAdminAppointments(filters);
  const doctors = useDoctorChoices();
  const fields: readonly FilterField<FilterKey>[] = [
    { key: 'patient', label: 'Patient name or email', kind: 'search', maxLength: 100 },
    {
      key: 'doctorId',
      label: 'Doctor',
      kind: 'select',
      options: (doctors.data?.items ?? []).map((d) => ({ value: String(d.id), label: d.name })),
    },
    {
      key: 'status',
      label: 'Status',
      kind: 'select',
      options: APPOINTMENT_STATUSES.map((value) => ({ value, label: APPOINTMENT_STATUS_LABELS[value] })),
    },
    {
      key: 'mode',
      label: 'Mode',
      kind: 'select',
      options: [
        { value: 'clinic', label: MODE_LABELS.clinic },
        { value: 'online', label: MODE_LABELS.online },
      ],
    },
    { key: 'from', label: 'From', kind: 'date' },
    { key: 'to', label: 'To', kind: 'date' },
  ];

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Appointments
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Every appointment, latest first. Times are in IST.</p>
      <FilterBar label="Appointment filters" fields={fields} applied={applied} onApply={(values) => apply(values)} />
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
                    {staffDate(a.appointmentDate)}
                    <span className="block text-xs text-slate-600 dark:text-slate-300">{a.timeLabel}</span>
                  </td>
                  <td className="px-3 py-2 break-all">
                    {a.patient.name}
                    <span className="block text-xs text-slate-600 dark:text-slate-300">{a.patient.email}</span>
                  </td>
                  <td className="px-3 py-2">
                    {withDoctorTitle(a.doctor.name)}
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

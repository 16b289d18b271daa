import { withDoctorTitle } from '@dawa/shared/care/doctor-rules';
import type { AdminDoctorSummary } from '@dawa/shared/care/doctors';
import { SPECIALIZATIONS } from '@dawa/shared/care/medical-councils';
import { formatInr } from '@dawa/shared/money/format';
import Plus from 'lucide-react/icons/plus';
import Search from 'lucide-react/icons/search';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { DataTable } from '@/components/ui/data-table';
import { LoadFailed, Pager } from '@/components/ui/list-states';
import { useDeactivateDoctor } from '../api/deactivate-doctor';
import { useDoctor } from '../api/get-doctor';
import { useDoctors, type DoctorsQuery } from '../api/get-doctors';
import { DoctorForm } from './doctor-form';
import { DOCTORS_TEXT, failureText } from './doctors-messages';

const pageOf = (value: string | null) => (/^\d{1,4}$/.test(value ?? '') && Number(value) > 0 ? Number(value) : 1);
const th = 'px-3 py-2';

/** Asks before hiding a doctor from patients. */
function DeactivateDialog({ doctor, onClose }: { doctor: AdminDoctorSummary; onClose: () => void }) {
  const deactivate = useDeactivateDoctor();
  return (
    <ConfirmDialog
      title={`Deactivate ${doctor.name}`}
      question={DOCTORS_TEXT.deactivateQuestion}
      confirmLabel="Deactivate"
      busy={deactivate.isPending}
      onConfirm={() =>
        deactivate.mutate(doctor.id, {
          onSuccess: () => {
            toast(DOCTORS_TEXT.deactivated);
            onClose();
          },
          onError: (error) => toast(failureText(DOCTORS_TEXT.deactivateFailed, error), 'error'),
        })
      }
      onClose={onClose}
    />
  );
}

/** The edit form once the whole profile (hours and overrides) has loaded. */
function EditDoctor({ id, onDone }: { id: number; onDone: () => void }) {
  const doctor = useDoctor(id);
  if (doctor.isPending) return <p role="status">Loading doctor...</p>;
  if (doctor.isError) return <LoadFailed message={DOCTORS_TEXT.fetchFailed} onRetry={() => void doctor.refetch()} />;
  return <DoctorForm key={doctor.data.id} doctor={doctor.data} onDone={onDone} />;
}

/** Doctor Management: profiles searched, filtered and paged by the server; add, edit, photo, deactivate. */
export function DoctorsSection() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const query: DoctorsQuery = {
    search: params.get('q') ?? '',
    specialization: params.get('specialization') ?? '',
    online: params.get('online') ?? '',
    active: params.get('active') ?? '',
    page: pageOf(params.get('page')),
  };
  const [draft, setDraft] = useState(query.search);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<AdminDoctorSummary | null>(null);
  const doctors = useDoctors(query);

  function go(next: Partial<DoctorsQuery>) {
    const merged = { ...query, page: 1, ...next };
    const entries = {
      q: merged.search,
      specialization: merged.specialization,
      online: merged.online,
      active: merged.active,
      page: merged.page > 1 ? String(merged.page) : '',
    };
    setParams(Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== '')));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    go({ search: draft.trim() });
  }

  if (editing !== null) {
    return (
      <section aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="mb-4 text-xl font-bold">
          {DOCTORS_TEXT.title}
        </h2>
        {editing === 'new' ? (
          <DoctorForm doctor={null} onDone={() => setEditing(null)} />
        ) : (
          <EditDoctor id={editing} onDone={() => setEditing(null)} />
        )}
      </section>
    );
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {DOCTORS_TEXT.title}
        </h2>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          Add Doctor
        </Button>
      </div>
      <form role="search" onSubmit={submit} className="mt-4 flex max-w-xl gap-2">
        <label htmlFor={`${id}-search`} className="sr-only">
          Search doctors by name, specialization or city
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={draft}
          maxLength={100}
          placeholder="Search by name, specialization or city"
          onChange={(e) => setDraft(e.target.value)}
          className={inputClasses}
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </form>
      <div className="mt-3 grid max-w-3xl gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-spec`} className={labelClasses}>
            Specialization
          </label>
          <select
            id={`${id}-spec`}
            className={inputClasses}
            value={query.specialization}
            onChange={(e) => go({ specialization: e.target.value })}
          >
            <option value="">All</option>
            {SPECIALIZATIONS.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-online`} className={labelClasses}>
            Online consultation
          </label>
          <select id={`${id}-online`} className={inputClasses} value={query.online} onChange={(e) => go({ online: e.target.value })}>
            <option value="">Any</option>
            <option value="true">Offered</option>
            <option value="false">Not offered</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-active`} className={labelClasses}>
            Status
          </label>
          <select id={`${id}-active`} className={inputClasses} value={query.active} onChange={(e) => go({ active: e.target.value })}>
            <option value="">Any</option>
            <option value="true">Active</option>
            <option value="false">Inactive</option>
          </select>
        </div>
      </div>
      <div className="mt-6">
        {doctors.isPending ? (
          <p role="status">Loading doctors...</p>
        ) : doctors.isError ? (
          <LoadFailed message={DOCTORS_TEXT.fetchFailed} onRetry={() => void doctors.refetch()} />
        ) : doctors.data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-lg font-semibold dark:border-slate-600">
            {DOCTORS_TEXT.empty}
          </p>
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
              {doctors.data.total} {doctors.data.total === 1 ? 'doctor' : 'doctors'}
            </p>
            <DataTable caption="Doctors" columns={['Name', 'Specialization', 'Registration', 'City', 'Fee', 'Online', 'Active', 'Actions']}>
              {doctors.data.items.map((doctor) => (
                <tr key={doctor.id} className="border-t border-slate-200 dark:border-slate-700">
                  <td className={th}>
                    <span className="font-medium">{withDoctorTitle(doctor.name)}</span>
                    {doctor.linkedAccount ? (
                      <span className="block text-xs text-slate-600 dark:text-slate-300">{doctor.linkedAccount.email}</span>
                    ) : null}
                  </td>
                  <td className={th}>{doctor.specialization}</td>
                  <td className={th}>
                    {doctor.registrationNumber}
                    <span className="block text-xs text-slate-600 dark:text-slate-300">{doctor.medicalCouncilName}</span>
                  </td>
                  <td className={th}>{doctor.city}</td>
                  <td className={th}>{formatInr(doctor.consultationFeePaise)}</td>
                  <td className={th}>{doctor.offersOnlineConsultation ? 'Yes' : 'No'}</td>
                  <td className={th}>{doctor.active ? 'Active' : 'Inactive'}</td>
                  <td className={th}>
                    <div className="flex gap-2">
                      <Button variant="secondary" aria-label={`Edit ${doctor.name}`} onClick={() => setEditing(doctor.id)}>
                        Edit
                      </Button>
                      {doctor.active ? (
                        <Button variant="danger" aria-label={`Deactivate ${doctor.name}`} onClick={() => setDeactivating(doctor)}>
                          Deactivate
                        </Button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </DataTable>
            <Pager label="Doctor pages" page={doctors.data.page} pageCount={doctors.data.pageCount} onPage={(p) => go({ page: p })} />
          </>
        )}
      </div>
      {deactivating ? <DeactivateDialog doctor={deactivating} onClose={() => setDeactivating(null)} /> : null}
    </section>
  );
}

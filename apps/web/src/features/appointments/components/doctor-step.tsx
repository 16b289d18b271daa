import type { DoctorSummary } from '@dawa/shared/care/doctors';
import { formatInr } from '@dawa/shared/money/format';
import { useId, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { LoadFailed } from '@/components/ui/list-states';
import { apiErrorMessage } from '@/lib/api-client';
import { useDoctors } from '../api/get-doctors';

/** First and last name for the initials ('Dr. Asha Rao' → Asha, Rao). */
const namesOf = (name: string) => {
  const parts = name.replace(/^Dr\.?\s+/i, '').split(/\s+/);
  return [parts[0] ?? '', parts.at(-1) ?? ''] as const;
};

/** Step 1: search doctors by name or specialization and pick one. */
export function DoctorStep({ onPick }: { onPick: (doctor: DoctorSummary) => void }) {
  const id = useId();
  const [search, setSearch] = useState('');
  const query = search.trim();
  const doctors = useDoctors(query);
  return (
    <div>
      <label htmlFor={`${id}-search`} className={labelClasses}>
        Search doctors
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={search}
        maxLength={100}
        placeholder="Search by name or specialization"
        onChange={(e) => setSearch(e.target.value)}
        className={inputClasses}
      />
      {doctors.isPending ? (
        <p role="status" className="mt-4">
          Loading doctors...
        </p>
      ) : doctors.isError ? (
        <div className="mt-4">
          <LoadFailed message={apiErrorMessage(doctors.error, 'Failed to load doctors')} onRetry={() => void doctors.refetch()} />
        </div>
      ) : (
        <>
          {query ? (
            <p role="status" className="mt-4 text-sm text-slate-600 dark:text-slate-300">
              {doctors.data.total} doctor(s) found matching "{query}"
            </p>
          ) : null}
          {doctors.data.items.length === 0 ? (
            <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-600">
              <p className="text-lg font-semibold">{query ? 'No doctors found' : 'No doctors available'}</p>
              {query ? (
                <button type="button" className="mt-2 text-teal-800 underline dark:text-teal-300" onClick={() => setSearch('')}>
                  Clear search
                </button>
              ) : null}
            </div>
          ) : (
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {doctors.data.items.map((doctor) => {
                const [firstName, lastName] = namesOf(doctor.name);
                return (
                  <li
                    key={doctor.id}
                    className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
                  >
                    <Avatar firstName={firstName} lastName={lastName} src={doctor.photoUrl} className="h-16 w-16 shrink-0 text-lg" />
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <h3 className="font-semibold">{doctor.name}</h3>
                        {doctor.offersOnlineConsultation ? (
                          <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-900 dark:text-sky-50">
                            Online
                          </span>
                        ) : null}
                      </div>
                      <p className="text-sm">{doctor.specialization}</p>
                      <p className="text-sm text-slate-600 dark:text-slate-300">{doctor.experienceYears} years experience</p>
                      <p className="text-xs text-slate-600 dark:text-slate-400">
                        Reg. No. {doctor.registrationNumber}, {doctor.medicalCouncilName}
                      </p>
                      <p className="mt-1 font-semibold">{formatInr(doctor.consultationFeePaise)}</p>
                      <Button className="mt-2" onClick={() => onPick(doctor)} aria-label={`Select ${doctor.name}`}>
                        Select
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

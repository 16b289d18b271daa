import { withDoctorTitle } from '@dawa/shared/care/doctor-rules';
import type { DoctorSummary } from '@dawa/shared/care/doctors';
import { useId, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { LoadFailed } from '@/components/ui/list-states';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { useDoctors } from '../api/get-doctors';
import { useDoctorTexts } from '../hooks/use-doctor-texts';

/** First and last name for the initials ('Dr. Asha Rao' → Asha, Rao). */
const namesOf = (name: string) => {
  const parts = name.replace(/^Dr\.?\s+/i, '').split(/\s+/);
  return [parts[0] ?? '', parts.at(-1) ?? ''] as const;
};

/** Step 1: search doctors by name or specialization and pick one (a link may start the search: 'Paediatrics'). */
export function DoctorStep({ onPick, initialSearch = '' }: { onPick: (doctor: DoctorSummary) => void; initialSearch?: string }) {
  const t = useT('booking');
  const tA = useT('appointments');
  const doctorTexts = useDoctorTexts();
  const format = useFormat();
  const errorText = useApiErrorText();
  const id = useId();
  const [search, setSearch] = useState(initialSearch);
  const query = search.trim();
  const doctors = useDoctors(query);
  return (
    <div>
      <label htmlFor={`${id}-search`} className={labelClasses}>
        {t('doctors.search')}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={search}
        maxLength={100}
        placeholder={t('doctors.placeholder')}
        onChange={(e) => setSearch(e.target.value)}
        className={inputClasses}
      />
      {doctors.isPending ? (
        <p role="status" className="mt-4">
          {t('doctors.loading')}
        </p>
      ) : doctors.isError ? (
        <div className="mt-4">
          <LoadFailed message={errorText(doctors.error, t('doctors.loadFailed'))} onRetry={() => void doctors.refetch()} />
        </div>
      ) : (
        <>
          {query ? (
            <p role="status" className="mt-4 text-sm text-slate-600 dark:text-slate-300">
              {t('doctors.found', { count: doctors.data.total, query })}
            </p>
          ) : null}
          {doctors.data.items.length === 0 ? (
            <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-600">
              <p className="text-lg font-semibold">{query ? t('doctors.none') : t('doctors.noneAvailable')}</p>
              {query ? (
                <button type="button" className="mt-2 text-teal-800 underline dark:text-teal-300" onClick={() => setSearch('')}>
                  {t('doctors.clear')}
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
                        <h3 className="font-semibold">{withDoctorTitle(doctor.name)}</h3>
                        {doctor.offersOnlineConsultation ? (
                          <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-900 dark:text-sky-50">
                            {t('doctors.online')}
                          </span>
                        ) : null}
                      </div>
                      <p className="text-sm">{doctorTexts.speciality(doctor.specialization)}</p>
                      <p className="text-sm text-slate-600 dark:text-slate-300">
                        {t('doctors.experience', { years: doctor.experienceYears })}
                      </p>
                      <p className="text-xs text-slate-600 dark:text-slate-400">
                        {tA('regNo', { number: doctor.registrationNumber, council: doctorTexts.council(doctor) })}
                      </p>
                      <p className="mt-1 font-semibold">{format.money(doctor.consultationFeePaise)}</p>
                      <Button
                        className="mt-2"
                        onClick={() => onPick(doctor)}
                        aria-label={t('doctors.selectLabel', { name: withDoctorTitle(doctor.name) })}
                      >
                        {t('doctors.select')}
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

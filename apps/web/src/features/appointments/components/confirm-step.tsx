import { withDoctorTitle } from '@dawa/shared/care/doctor-rules';
import { APPOINTMENT_TYPES, REASON_MAX_LENGTH, type AppointmentType } from '@dawa/shared/care/appointment-rules';
import type { SlotsResponse } from '@dawa/shared/care/appointments';
import type { ConsultationMode } from '@dawa/shared/care/doctor-rules';
import type { DoctorSummary } from '@dawa/shared/care/doctors';
import { useId } from 'react';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { useClinicFormat } from '../hooks/use-clinic-format';
import { useDoctorTexts } from '../hooks/use-doctor-texts';
import { CharacterCount } from '@/components/ui/character-count';

export interface ConfirmValues {
  appointmentType: AppointmentType;
  reason: string;
}

/** The fee the chosen type costs: the follow-up fee for a follow-up, else the consultation fee. */
export const feeOf = (doctor: DoctorSummary, type: AppointmentType) =>
  type === 'follow-up' ? doctor.followUpFeePaise : doctor.consultationFeePaise;

/** Step 4: the summary, Appointment Type, Consultation Mode and the required Reason for Visit. */
export function ConfirmStep({
  doctor,
  date,
  slot,
  mode,
  values,
  onChange,
  onMode,
}: {
  doctor: DoctorSummary;
  date: string;
  slot: SlotsResponse['slots'][number];
  mode: ConsultationMode;
  values: ConfirmValues;
  onChange: (patch: Partial<ConfirmValues>) => void;
  onMode: (mode: ConsultationMode) => void;
}) {
  const t = useT('booking');
  const doctorTexts = useDoctorTexts();
  const tA = useT('appointments');
  const format = useFormat();
  const clinic = useClinicFormat();
  const id = useId();
  const amount = format.money(feeOf(doctor, values.appointmentType));
  const rows: [string, string][] = [
    [t('confirm.doctor'), withDoctorTitle(doctor.name)],
    [t('confirm.specialization'), doctorTexts.speciality(doctor.specialization)],
    [t('confirm.registration'), `${doctor.registrationNumber}, ${doctorTexts.council(doctor)}`],
    [t('confirm.date'), clinic.date(date)],
    [t('confirm.time'), tA('timeIst', { time: clinic.timeRange(slot.startsAt, slot.endsAt, slot.label) })],
    [t('confirm.type'), tA(`mode.${mode}`)],
    [t('confirm.location'), mode === 'online' ? t('confirm.online') : t('confirm.clinic', { city: doctor.city })],
    [t('confirm.totalFee'), mode === 'clinic' ? t('confirm.payAtClinic', { amount }) : t('confirm.paidNow', { amount })],
  ];
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <dl className="grid content-start gap-2 rounded-2xl border border-slate-200 bg-white p-5 text-sm dark:border-slate-800 dark:bg-slate-900">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="font-medium">{label}</dt>
            <dd className="text-right">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid content-start gap-4">
        <div>
          <label htmlFor={`${id}-type`} className={labelClasses}>
            {t('confirm.appointmentType')}
          </label>
          <select
            id={`${id}-type`}
            value={values.appointmentType}
            onChange={(e) => onChange({ appointmentType: e.target.value as AppointmentType })}
            className={inputClasses}
          >
            {APPOINTMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {tA(`type.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend className={labelClasses}>{t('confirm.mode')}</legend>
          <div className="flex flex-wrap gap-4">
            {(['online', 'clinic'] as const).map((m) => (
              <label key={m} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={m}
                  checked={mode === m}
                  disabled={m === 'online' && !doctor.offersOnlineConsultation}
                  onChange={() => onMode(m)}
                />
                {tA(`mode.${m}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${id}-reason`} className={labelClasses}>
            {t('confirm.reason')}
          </label>
          <textarea
            id={`${id}-reason`}
            required
            rows={4}
            maxLength={REASON_MAX_LENGTH}
            value={values.reason}
            onChange={(e) => onChange({ reason: e.target.value })}
            className={inputClasses}
            placeholder={t('confirm.reasonPlaceholder')}
          />
          <CharacterCount length={values.reason.length} max={REASON_MAX_LENGTH} />
        </div>
      </div>
    </div>
  );
}

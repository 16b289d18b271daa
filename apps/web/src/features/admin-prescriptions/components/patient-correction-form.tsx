import type { PATIENT_SEXES } from '@dawa/shared/prescriptions/analysis';
import { PrescriptionCorrectionBodySchema, type PrescriptionCorrectionBody } from '@dawa/shared/prescriptions/corrections';
import { AGE_UNITS, patientAgeParts, patientAgeText, type AgeUnit } from '@dawa/shared/prescriptions/patient-age';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { apiErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';

type Sex = (typeof PATIENT_SEXES)[number];
const SEXES: readonly Sex[] = ['F', 'M', 'O'];

/** The patient as the prescription row keeps it: the age as the reader writes it ('34 years', '8 months'). */
export interface PatientOnRecord {
  patientName: string | null;
  patientAge: string | null;
  patientSex: Sex | null;
}

interface Draft {
  name: string;
  count: string;
  unit: AgeUnit;
  sex: Sex | '';
}

function draftOf(p: PatientOnRecord): Draft {
  const age = patientAgeParts(p.patientAge);
  return { name: p.patientName ?? '', count: age ? String(age.count) : '', unit: age?.unit ?? 'years', sex: p.patientSex ?? '' };
}

/**
 * Only what the pharmacist changed, as the API takes it: an emptied field is null (not read), the age
 * a count and its unit. Text that is not a number stays text, so the shared schema refuses it.
 */
function bodyOf(p: PatientOnRecord, draft: Draft): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const name = draft.name.trim();
  if (name !== (p.patientName ?? '')) body.patientName = name === '' ? null : name;
  const count = draft.count.trim();
  const age = count === '' ? null : { count: /^\d+$/.test(count) ? Number(count) : count, unit: draft.unit };
  const ageText = age && typeof age.count === 'number' ? patientAgeText({ count: age.count, unit: age.unit }) : count;
  if ((age === null ? null : ageText) !== p.patientAge) body.patientAge = age;
  if (draft.sex !== (p.patientSex ?? '')) body.patientSex = draft.sex === '' ? null : draft.sex;
  return body;
}

const ISSUE_TEXT = { patientName: 'patient.correct.nameInvalid', patientAge: 'patient.correct.ageInvalid', patientSex: 'patient.correct.sexInvalid' } as const;

/**
 * The pharmacist's correction of the patient read from a prescription (issue 24 item 5): name, age
 * (a count in years, months or days, as pads write a child's) and sex (a code, shown translated).
 * Checked with the API's own schema before it is sent; the API's refusal is shown beside the buttons.
 */
export function PatientCorrectionForm(props: {
  patient: PatientOnRecord;
  pending: boolean;
  error: unknown;
  onSave: (body: PrescriptionCorrectionBody) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const t = useT('prescriptions');
  const [draft, setDraft] = useState(() => draftOf(props.patient));
  const [invalid, setInvalid] = useState<string | null>(null);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = bodyOf(props.patient, draft);
    if (Object.keys(body).length === 0) return setInvalid(t('patient.correct.nothing'));
    const parsed = PrescriptionCorrectionBodySchema.safeParse(body);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0] as keyof typeof ISSUE_TEXT | undefined;
      return setInvalid(t(field && field in ISSUE_TEXT ? ISSUE_TEXT[field] : 'patient.correct.nothing'));
    }
    setInvalid(null);
    props.onSave(parsed.data);
  }

  const message = invalid ?? (props.error ? apiErrorMessage(props.error, t('patient.correct.failed')) : null);
  return (
    <form onSubmit={submit} noValidate className="mt-2 grid gap-2 sm:grid-cols-4">
      <div className="sm:col-span-4">
        <label htmlFor={`${id}-name`} className={labelClasses}>
          {t('patient.correct.name')}
        </label>
        <input id={`${id}-name`} value={draft.name} onChange={(e) => set({ name: e.target.value })} className={inputClasses} />
      </div>
      <div>
        <label htmlFor={`${id}-age`} className={labelClasses}>
          {t('patient.age')}
        </label>
        <input
          id={`${id}-age`}
          value={draft.count}
          inputMode="numeric"
          aria-invalid={invalid === t('patient.correct.ageInvalid') || undefined}
          onChange={(e) => set({ count: e.target.value })}
          className={inputClasses}
        />
      </div>
      <div>
        <label htmlFor={`${id}-unit`} className={labelClasses}>
          {t('patient.correct.ageUnit')}
        </label>
        <select id={`${id}-unit`} value={draft.unit} onChange={(e) => set({ unit: e.target.value as AgeUnit })} className={inputClasses}>
          {AGE_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {t(`patient.unit.${unit}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-sex`} className={labelClasses}>
          {t('patient.sex')}
        </label>
        <select id={`${id}-sex`} value={draft.sex} onChange={(e) => set({ sex: e.target.value as Sex | '' })} className={inputClasses}>
          <option value="">{t('patient.notRead')}</option>
          {SEXES.map((sex) => (
            <option key={sex} value={sex}>
              {t(`patient.sex.${sex}`)}
            </option>
          ))}
        </select>
      </div>
      {message ? (
        <div className="sm:col-span-4">
          <FormMessage tone="error">{message}</FormMessage>
        </div>
      ) : null}
      <div className="flex gap-2 sm:col-span-4">
        <Button type="submit" disabled={props.pending}>
          {t('patient.correct.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={props.onCancel}>
          {t('patient.correct.cancel')}
        </Button>
      </div>
    </form>
  );
}

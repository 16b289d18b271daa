import type { PATIENT_SEXES } from '@dawa/shared/prescriptions/analysis';
import { Suspense } from 'react';
import { FixedLanguage } from '@/lib/i18n/fixed-language';
import { useT } from '@/lib/i18n/use-t';

type Sex = (typeof PATIENT_SEXES)[number];

interface Props {
  /** As stored: '34 years', '8 months', '3 days'. */
  age: string | null;
  sex: Sex | null;
}

const AGE_KEYS = { year: 'patient.ageYears', month: 'patient.ageMonths', day: 'patient.ageDays' } as const;

/** One language's 'Age: 34 years · Sex: Female', from the prescriptions catalogue. */
function AgeSexLine({ age, sex }: Props) {
  const t = useT('prescriptions');
  const parts = /^(\d{1,3}) (year|month|day)s?$/.exec(age ?? '');
  const ageText = parts ? t(AGE_KEYS[parts[2] as keyof typeof AGE_KEYS], { count: Number(parts[1]) }) : (age ?? t('patient.notRead'));
  const sexText = sex ? t(`patient.sex.${sex}`) : t('patient.notRead');
  return (
    <span className="block">
      {t('patient.age')}: {ageText} · {t('patient.sex')}: {sexText}
    </span>
  );
}

/**
 * The patient's age and sex read from the prescription, for the pharmacist's dose check (a child's,
 * an elderly patient's). The dashboard is English (decision 038); the labels are given in Hindi too,
 * as the pads the pharmacist compares them with are often written.
 */
export function PatientAgeSex(props: Props) {
  return (
    <Suspense fallback={null}>
      <AgeSexLine {...props} />
      <FixedLanguage language="hi" namespaces={['prescriptions']}>
        <AgeSexLine {...props} />
      </FixedLanguage>
    </Suspense>
  );
}

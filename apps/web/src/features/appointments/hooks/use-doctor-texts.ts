import { MEDICAL_COUNCIL_CODES, SPECIALIZATIONS } from '@dawa/shared/care/medical-councils';
import { useCallback } from 'react';
import { useT } from '@/lib/i18n/use-t';

const SPECIALITIES = new Set<string>(SPECIALIZATIONS);
const COUNCILS = new Set<string>(MEDICAL_COUNCIL_CODES);

/**
 * A doctor's speciality and registering council in the page's language. Both are stored as codes
 * (the speciality's English name from the fixed list, the council's code); anything else as it came.
 */
export function useDoctorTexts() {
  const t = useT('appointments');
  const speciality = useCallback((value: string) => (SPECIALITIES.has(value) ? t(`speciality.${value}` as 'speciality.ENT') : value), [t]);
  const council = useCallback(
    (doctor: { medicalCouncil: string; medicalCouncilName: string }) =>
      COUNCILS.has(doctor.medicalCouncil) ? t(`council.${doctor.medicalCouncil}` as 'council.NMC') : doctor.medicalCouncilName,
    [t],
  );
  return { speciality, council };
}

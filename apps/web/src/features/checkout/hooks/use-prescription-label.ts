import { withDoctorTitle } from '@dawa/shared/care/doctor-rules';
import type { CheckoutPrescription } from '@dawa/shared/prescriptions/review';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';

/**
 * How the cart and checkout name a prescription on file: an upload by its file name (`untitled` when
 * it has none), a doctor's e-prescription by its date in the page's language (its stored name,
 * 'E-prescription 2026-12-07', is English with an ISO date), then the doctor.
 */
export function usePrescriptionLabel(): (prescription: CheckoutPrescription, untitled: string) => string {
  const t = useT('cart');
  const format = useFormat();
  return (p, untitled) => {
    const name =
      p.source === 'e_prescription' && p.prescribedOn
        ? // The day it was written in India, whatever the browser's zone.
          t('rx.ePrescription', { date: format.date(`${p.prescribedOn}T00:00:00+05:30`) })
        : p.originalName || untitled;
    return p.doctorName ? `${name}, ${withDoctorTitle(p.doctorName)}` : name;
  };
}

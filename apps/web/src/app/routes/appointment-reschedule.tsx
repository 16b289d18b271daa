import { useParams } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { ReschedulePage } from '@/features/appointments/components/reschedule-page';
import { useT } from '@/lib/i18n/use-t';

/** /appointments/{id}/reschedule and /reschedule-appointment/{id} (both readings of the spec). */
export default function AppointmentRescheduleRoute() {
  const t = useT('appointments');
  const { id } = useParams();
  return (
    <>
      <PageMeta title={t('reschedule.title')} description={t('reschedule.description')} />
      <ReschedulePage id={/^\d{1,9}$/.test(id ?? '') ? Number(id) : 0} />
    </>
  );
}

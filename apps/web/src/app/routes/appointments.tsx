import { PageMeta } from '@/components/ui/page-meta';
import { AppointmentsPage } from '@/features/appointments/components/appointments-page';
import { useT } from '@/lib/i18n/use-t';

/** /appointments: My Appointments. */
export default function AppointmentsRoute() {
  const t = useT('appointments');
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <AppointmentsPage />
    </>
  );
}

import { PageMeta } from '@/components/ui/page-meta';
import { AppointmentsPage } from '@/features/appointments/components/appointments-page';

/** /appointments: My Appointments. */
export default function AppointmentsRoute() {
  return (
    <>
      <PageMeta title="My Appointments" description="Your doctor appointments: upcoming, past and cancelled." />
      <AppointmentsPage />
    </>
  );
}

import { useParams } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { ReschedulePage } from '@/features/appointments/components/reschedule-page';

/** /appointments/{id}/reschedule and /reschedule-appointment/{id} (both readings of the spec). */
export default function AppointmentRescheduleRoute() {
  const { id } = useParams();
  return (
    <>
      <PageMeta title="Reschedule Appointment" description="Move your appointment to another day and time." />
      <ReschedulePage id={/^\d{1,9}$/.test(id ?? '') ? Number(id) : 0} />
    </>
  );
}

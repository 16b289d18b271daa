import type { AppointmentTab } from '@dawa/shared/care/appointment-rules';
import type { AppointmentListResponse } from '@dawa/shared/care/appointments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { careApiPaths } from '@/config/care-paths';
import { apiGet } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';
import { loadAppointmentSchemas } from './schemas';

export const appointmentsQueryKey = [...ME_QUERY_KEY, 'appointments'] as const;

/** GET /api/appointments?tab=...: one tab of My Appointments, 20 a page. */
export function useAppointments(tab: AppointmentTab, page: number) {
  return useQuery({
    queryKey: [...appointmentsQueryKey, 'list', tab, page],
    queryFn: ({ signal }): Promise<AppointmentListResponse> =>
      apiGet(careApiPaths.appointments({ tab, page }), () => loadAppointmentSchemas().then((m) => m.AppointmentListResponseSchema), {
        signal,
        auth: true,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

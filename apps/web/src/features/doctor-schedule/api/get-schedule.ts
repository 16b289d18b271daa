import type { ScheduleResponse } from '@dawa/shared/care/doctor-schedule';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { careRoomApiPaths } from '@/config/care-room-paths';
import { apiGet } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';

export const loadScheduleSchemas = () => import('@dawa/shared/care/doctor-schedule');
export const scheduleQueryKey = [...ME_QUERY_KEY, 'admin', 'schedule'] as const;

/** GET /api/admin/schedule: my appointments of today and the week. */
export const scheduleQueryOptions = () =>
  queryOptions({
    queryKey: scheduleQueryKey,
    queryFn: ({ signal }): Promise<ScheduleResponse> =>
      apiGet(careRoomApiPaths.schedule(), () => loadScheduleSchemas().then((m) => m.ScheduleResponseSchema), { signal, auth: true }),
    staleTime: 0,
    // Appointments start while the page is open: Join and the outcome buttons follow the clock.
    refetchInterval: 60_000,
  });

export function useSchedule() {
  return useQuery(scheduleQueryOptions());
}

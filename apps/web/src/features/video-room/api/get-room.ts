import type { RoomInfo } from '@dawa/shared/care/video-room';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { careRoomApiPaths } from '@/config/care-room-paths';
import { apiGet } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';

/** GET /api/appointments/{id}/room: my role, the window and the ICE servers. Checked again every 30 s while the room is not open yet. */
export const roomQueryOptions = (appointmentId: number) =>
  queryOptions({
    queryKey: [...ME_QUERY_KEY, 'video-room', appointmentId],
    queryFn: ({ signal }): Promise<RoomInfo> =>
      apiGet(careRoomApiPaths.room(appointmentId), () => import('@dawa/shared/care/video-room').then((m) => m.RoomInfoSchema), {
        signal,
        auth: true,
      }),
    refetchInterval: (query) => (query.state.data?.state === 'early' ? 30_000 : false),
    retry: false,
    staleTime: 0,
  });

export function useRoom(appointmentId: number) {
  return useQuery(roomQueryOptions(appointmentId));
}

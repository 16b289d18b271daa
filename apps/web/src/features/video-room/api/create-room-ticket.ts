import type { RoomTicket } from '@dawa/shared/care/video-room';
import { careRoomApiPaths } from '@/config/care-room-paths';
import { apiRequest } from '@/lib/api-client';

/** POST /api/appointments/{id}/room/ticket: a single-use ticket for the room's WebSocket (the access token never goes in a URL). */
export function createRoomTicket(appointmentId: number): Promise<RoomTicket> {
  return apiRequest(careRoomApiPaths.roomTicket(appointmentId), {
    method: 'POST',
    auth: true,
    schema: () => import('@dawa/shared/care/video-room').then((m) => m.RoomTicketSchema),
  });
}

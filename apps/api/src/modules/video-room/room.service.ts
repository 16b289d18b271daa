import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  ROOM_MESSAGES,
  ROOM_OPENS_MINUTES_BEFORE,
  ROOM_TICKET_SECONDS,
  roomState,
  type RoomInfo,
  type RoomRole,
  type RoomServerMessage,
  type RoomTicket,
} from '@dawa/shared/care/video-room';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import * as repo from './room.repository.ts';

export type IceServer = RoomInfo['iceServers'][number];

/** The one thing the hub needs of a socket (a `ws` WebSocket in production, anything alike in tests). */
export interface RoomPeer {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

interface Ticket {
  appointmentId: number;
  userId: number;
  role: RoomRole;
  expiresAt: number;
}

interface Room {
  peers: Partial<Record<RoomRole, RoomPeer>>;
  /** Closes the room at the appointment's end. */
  timer: NodeJS.Timeout;
}

const other = (role: RoomRole): RoomRole => (role === 'patient' ? 'doctor' : 'patient');
const send = (peer: RoomPeer | undefined, message: RoomServerMessage) => peer?.send(JSON.stringify(message));

/**
 * The video room (decision 028): who may enter an appointment's room and when, single-use tickets
 * for the WebSocket, and the relay between the two parties (offers, answers, ICE candidates, chat).
 * Rooms live in this process: chat is relayed, not stored.
 */
export function createVideoRoomService(deps: { db: Database; iceServers: IceServer[]; now: () => Date; log: FastifyBaseLogger }) {
  const { db, iceServers, now, log } = deps;
  const tickets = new Map<string, Ticket>();
  const rooms = new Map<number, Room>();

  /** The caller's place in the room: 404 to anyone but that patient and that doctor (still a doctor). */
  async function access(userId: number, appointmentId: number) {
    const row = await repo.findRoomAppointment(db, appointmentId);
    if (!row) throw notFound(ROOM_MESSAGES.notFound);
    let role: RoomRole | null = null;
    if (row.patientId === userId) role = 'patient';
    else if (row.doctorUserId === userId && (await repo.currentRole(db, userId)) === 'doctor') role = 'doctor';
    if (!role) throw notFound(ROOM_MESSAGES.notFound);
    return { row, role };
  }

  /** Refuses a room that cannot be entered now, with the reason in words. */
  function checkOpen(row: repo.RoomAppointmentRow): void {
    if (row.mode !== 'online') throw new AppError('conflict', ROOM_MESSAGES.notOnline);
    if (row.status !== 'scheduled' && row.status !== 'confirmed') throw new AppError('conflict', ROOM_MESSAGES.notActive);
    const state = roomState(now(), row.startsAt, row.endsAt);
    if (state === 'early') throw new AppError('conflict', ROOM_MESSAGES.notOpenYet);
    if (state === 'ended') throw new AppError('conflict', ROOM_MESSAGES.ended);
  }

  function sweepTickets(): void {
    const t = now().getTime();
    for (const [key, ticket] of tickets) if (ticket.expiresAt <= t) tickets.delete(key);
  }

  function leave(appointmentId: number, role: RoomRole, peer: RoomPeer): void {
    const room = rooms.get(appointmentId);
    if (!room || room.peers[role] !== peer) return;
    delete room.peers[role];
    send(room.peers[other(role)], { type: 'peer-left', role });
    if (!room.peers.patient && !room.peers.doctor) {
      clearTimeout(room.timer);
      rooms.delete(appointmentId);
    }
  }

  return {
    /** GET /appointments/:id/room: who I am there, when it opens, and the ICE servers. */
    async info(userId: number, appointmentId: number): Promise<RoomInfo> {
      const { row, role } = await access(userId, appointmentId);
      if (row.mode !== 'online') throw new AppError('conflict', ROOM_MESSAGES.notOnline);
      return {
        appointmentId: row.id,
        role,
        doctorName: row.doctorName,
        patientName: row.patientName,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        opensAt: new Date(row.startsAt.getTime() - ROOM_OPENS_MINUTES_BEFORE * 60_000).toISOString(),
        state: roomState(now(), row.startsAt, row.endsAt),
        iceServers,
      };
    },

    /** POST /appointments/:id/room/ticket: a single-use ticket for the WebSocket, good for a minute, only while the room is open. */
    async issueTicket(userId: number, appointmentId: number): Promise<RoomTicket> {
      const { row, role } = await access(userId, appointmentId);
      checkOpen(row);
      sweepTickets();
      const ticket = crypto.randomBytes(32).toString('base64url');
      const expiresAt = now().getTime() + ROOM_TICKET_SECONDS * 1000;
      tickets.set(ticket, { appointmentId, userId, role, expiresAt });
      return { ticket, expiresAt: new Date(expiresAt).toISOString() };
    },

    /**
     * A socket's `join`: the ticket is used up whatever happens; the room is checked again (it may
     * have ended since). Answers the caller's role, or throws with the reason.
     */
    async join(ticketValue: string, peer: RoomPeer): Promise<{ appointmentId: number; role: RoomRole }> {
      const ticket = tickets.get(ticketValue);
      tickets.delete(ticketValue);
      if (!ticket || ticket.expiresAt <= now().getTime()) throw new AppError('unauthorized', ROOM_MESSAGES.ticketInvalid);
      const { row, role } = await access(ticket.userId, ticket.appointmentId);
      checkOpen(row);
      let room = rooms.get(row.id);
      if (!room) {
        const closeIn = Math.max(0, row.endsAt.getTime() - now().getTime());
        const timer = setTimeout(() => {
          const ending = rooms.get(row.id);
          rooms.delete(row.id);
          for (const p of Object.values(ending?.peers ?? {})) {
            send(p, { type: 'closed', reason: ROOM_MESSAGES.ended });
            p.close(1000, 'ended');
          }
        }, closeIn);
        timer.unref();
        room = { peers: {}, timer };
        rooms.set(row.id, room);
      }
      const previous = room.peers[role];
      if (previous && previous !== peer) {
        send(previous, { type: 'closed', reason: ROOM_MESSAGES.replaced });
        previous.close(4000, 'replaced');
      }
      room.peers[role] = peer;
      const peerPresent = Boolean(room.peers[other(role)]);
      send(peer, { type: 'joined', role, peerPresent });
      send(room.peers[other(role)], { type: 'peer-joined', role });
      log.info({ appointmentId: row.id, role }, 'joined a video room');
      return { appointmentId: row.id, role };
    },

    /** Passes a message on to the other party (chat gets the sender and the time). */
    relay(appointmentId: number, from: RoomRole, peer: RoomPeer, message: RoomServerMessage): void {
      const room = rooms.get(appointmentId);
      if (!room || room.peers[from] !== peer) return;
      const target = room.peers[other(from)];
      send(target, message);
      // The sender sees their own chat line as the server relayed it (one clock for both).
      if (message.type === 'chat') send(peer, message);
    },

    leave,

    /** Open rooms (for the start-up log and tests). */
    openRooms: () => rooms.size,

    /** Ends every room (server shutdown). */
    closeAll(): void {
      for (const [id, room] of rooms) {
        clearTimeout(room.timer);
        for (const p of Object.values(room.peers)) p.close(1001, 'server stopping');
        rooms.delete(id);
      }
      tickets.clear();
    },
  };
}
export type VideoRoomService = ReturnType<typeof createVideoRoomService>;

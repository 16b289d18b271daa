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
import { createLocalRoomSignals } from '../../providers/room-signals/local.ts';
import type { RoomSignals } from '../../providers/room-signals/types.ts';
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

/** A socket of this instance that joined a room. */
interface Connection {
  id: string;
  peer: RoomPeer;
  appointmentId: number;
  role: RoomRole;
}

/** The parties of a room connected to this instance (the other may be on another one). */
interface Room {
  peers: Partial<Record<RoomRole, string>>;
  /** Closes the room's sockets here at the appointment's end. */
  timer: NodeJS.Timeout;
}

/** What travels between instances: a message for a party of a room, or "close this replaced connection". */
type SignalEvent =
  { kind: 'message'; appointmentId: number; to: RoomRole; message: RoomServerMessage } | { kind: 'replace'; connectionId: string };

const other = (role: RoomRole): RoomRole => (role === 'patient' ? 'doctor' : 'patient');
const send = (peer: RoomPeer | undefined, message: RoomServerMessage) => peer?.send(JSON.stringify(message));
const placeOf = (appointmentId: number, role: RoomRole) => `${appointmentId}:${role}`;
/** A place outlives the appointment's end by this much, then expires by itself (a crashed instance leaves nothing behind). */
const PLACE_SLACK_MS = 60_000;
/** WebSocket close code 1012 'service restart': the browser rejoins at once (through another instance behind the load balancer). */
export const SERVICE_RESTART = 1012;

/**
 * The video room (decision 028): who may enter an appointment's room and when, single-use tickets
 * for the WebSocket, and the relay between the two parties (offers, answers, ICE candidates, chat).
 * Each instance keeps the sockets connected to it; tickets, who holds each party's place and the
 * relay go through `signals` (decision 035): memory in one process, Redis pub/sub across instances.
 * Chat is relayed, not stored.
 */
export function createVideoRoomService(deps: {
  db: Database;
  iceServers: IceServer[];
  now: () => Date;
  log: FastifyBaseLogger;
  signals?: RoomSignals;
}) {
  const { db, iceServers, now, log } = deps;
  const signals = deps.signals ?? createLocalRoomSignals(() => now().getTime());
  const connections = new Map<string, Connection>();
  const connectionOf = new Map<RoomPeer, Connection>();
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

  /** Forgets a connection of this instance (its room here goes when no party of it is left here). */
  function drop(connection: Connection): void {
    connections.delete(connection.id);
    connectionOf.delete(connection.peer);
    const room = rooms.get(connection.appointmentId);
    if (!room) return;
    if (room.peers[connection.role] === connection.id) delete room.peers[connection.role];
    if (!room.peers.patient && !room.peers.doctor) {
      clearTimeout(room.timer);
      rooms.delete(connection.appointmentId);
    }
  }

  const publish = (event: SignalEvent) => signals.publish(JSON.stringify(event));

  /** An event from any instance (this one too): delivered to the party's socket if it is connected here. */
  signals.onEvent((raw) => {
    const event = JSON.parse(raw) as SignalEvent;
    if (event.kind === 'replace') {
      const replaced = connections.get(event.connectionId);
      if (!replaced) return;
      drop(replaced);
      send(replaced.peer, { type: 'closed', reason: ROOM_MESSAGES.replaced });
      replaced.peer.close(4000, 'replaced');
      return;
    }
    const id = rooms.get(event.appointmentId)?.peers[event.to];
    send(id ? connections.get(id)?.peer : undefined, event.message);
  });

  function openRoomHere(row: repo.RoomAppointmentRow): Room {
    const existing = rooms.get(row.id);
    if (existing) return existing;
    const closeIn = Math.max(0, row.endsAt.getTime() - now().getTime());
    const timer = setTimeout(() => {
      const ending = rooms.get(row.id);
      rooms.delete(row.id);
      for (const id of Object.values(ending?.peers ?? {})) {
        const connection = connections.get(id);
        if (!connection) continue;
        drop(connection);
        send(connection.peer, { type: 'closed', reason: ROOM_MESSAGES.ended });
        connection.peer.close(1000, 'ended');
      }
    }, closeIn);
    timer.unref();
    const room: Room = { peers: {}, timer };
    rooms.set(row.id, room);
    return room;
  }

  /** A socket closed: its place is given up (if it still held it) and the other party hears so. */
  async function leave(appointmentId: number, role: RoomRole, peer: RoomPeer): Promise<void> {
    const connection = connectionOf.get(peer);
    if (!connection || connection.appointmentId !== appointmentId || connection.role !== role) return;
    drop(connection);
    try {
      if (await signals.release(placeOf(appointmentId, role), connection.id)) {
        await publish({ kind: 'message', appointmentId, to: other(role), message: { type: 'peer-left', role } });
      }
    } catch (error) {
      // The place expires by itself; the other party sees the media stop.
      log.warn({ err: error, appointmentId, role }, 'leaving a video room was not shared with the other instances');
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
      const ticket = crypto.randomBytes(32).toString('base64url');
      const expiresAt = now().getTime() + ROOM_TICKET_SECONDS * 1000;
      const value: Ticket = { appointmentId, userId, role, expiresAt };
      await signals.putTicket(ticket, JSON.stringify(value), ROOM_TICKET_SECONDS * 1000);
      return { ticket, expiresAt: new Date(expiresAt).toISOString() };
    },

    /**
     * A socket's `join`: the ticket is used up whatever happens; the room is checked again (it may
     * have ended since). Answers the caller's role, or throws with the reason.
     */
    async join(ticketValue: string, peer: RoomPeer): Promise<{ appointmentId: number; role: RoomRole }> {
      const stored = await signals.takeTicket(ticketValue);
      const ticket = stored ? (JSON.parse(stored) as Ticket) : null;
      if (!ticket || ticket.expiresAt <= now().getTime()) throw new AppError('unauthorized', ROOM_MESSAGES.ticketInvalid);
      const { row, role } = await access(ticket.userId, ticket.appointmentId);
      checkOpen(row);
      const connection: Connection = { id: crypto.randomUUID(), peer, appointmentId: row.id, role };
      // Taking the place closes whichever socket of this person held it, on any instance.
      const previous = await signals.claim(placeOf(row.id, role), connection.id, row.endsAt.getTime() - now().getTime() + PLACE_SLACK_MS);
      if (previous && previous !== connection.id) await publish({ kind: 'replace', connectionId: previous });
      openRoomHere(row).peers[role] = connection.id;
      connections.set(connection.id, connection);
      connectionOf.set(peer, connection);
      const peerPresent = await signals.isHeld(placeOf(row.id, other(role)));
      send(peer, { type: 'joined', role, peerPresent });
      await publish({ kind: 'message', appointmentId: row.id, to: other(role), message: { type: 'peer-joined', role } });
      log.info({ appointmentId: row.id, role }, 'joined a video room');
      return { appointmentId: row.id, role };
    },

    /** Passes a message on to the other party, wherever it is connected (chat also comes back to its sender, with the server's time). */
    async relay(appointmentId: number, from: RoomRole, peer: RoomPeer, message: RoomServerMessage): Promise<void> {
      const connection = connectionOf.get(peer);
      if (!connection || connection.appointmentId !== appointmentId || connection.role !== from) return;
      await publish({ kind: 'message', appointmentId, to: other(from), message });
      // The sender sees their own chat line as the server relayed it (one clock for both).
      if (message.type === 'chat') send(peer, message);
    },

    leave,

    /** Rooms with a party connected to this instance (for the start-up log and tests). */
    openRooms: () => rooms.size,

    /** Ends every room of this instance (server shutdown). */
    async closeAll(): Promise<void> {
      for (const room of rooms.values()) clearTimeout(room.timer);
      rooms.clear();
      for (const connection of [...connections.values()]) {
        connectionOf.delete(connection.peer);
        connections.delete(connection.id);
        connection.peer.close(SERVICE_RESTART, 'service restart');
      }
      await signals.close();
    },
  };
}
export type VideoRoomService = ReturnType<typeof createVideoRoomService>;

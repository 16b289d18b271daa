import { z } from 'zod';
import { text } from '../http/primitives.ts';

/** The room opens this long before the start and closes at the end (issue 13). */
export const ROOM_OPENS_MINUTES_BEFORE = 10;
/** A room ticket is good for this long, once. */
export const ROOM_TICKET_SECONDS = 60;
export const ROOM_CHAT_MAX = 1000;

export const ROOM_MESSAGES = {
  notFound: 'Appointment not found',
  notOnline: 'This is a clinic visit: it has no video room.',
  notActive: 'This appointment is not active, so its room is closed.',
  notOpenYet: `The room opens ${ROOM_OPENS_MINUTES_BEFORE} minutes before the appointment starts.`,
  ended: 'This consultation has ended.',
  ticketInvalid: 'This room ticket is not valid any more. Please rejoin the room.',
  badMessage: 'The room could not read that message.',
  replaced: 'You joined this room from another window.',
  cameraDenied: 'Camera and microphone access was blocked. Allow it in your browser’s site settings and rejoin, or use the chat below.',
  cameraMissing: 'No camera or microphone was found. You can still use the chat below.',
  cameraBusy: 'Your camera or microphone is in use by another app. Close it and rejoin, or use the chat below.',
  cameraFailed: 'The camera and microphone could not be started. You can still use the chat below.',
  connectionLost: 'The connection to the room was lost. Rejoin to continue.',
  waiting: 'Waiting for the other person to join...',
} as const;

export type RoomState = 'early' | 'open' | 'ended';

/** Where `now` stands against an appointment's room window (open from 10 minutes before the start to the end). */
export function roomState(now: Date, startsAt: Date, endsAt: Date): RoomState {
  if (now.getTime() < startsAt.getTime() - ROOM_OPENS_MINUTES_BEFORE * 60_000) return 'early';
  if (now.getTime() >= endsAt.getTime()) return 'ended';
  return 'open';
}

export const IceServerSchema = z.object({ urls: z.array(z.string()), username: z.string().optional(), credential: z.string().optional() });

export const RoomInfoSchema = z.object({
  appointmentId: z.number().int(),
  /** Who I am in this room. */
  role: z.enum(['patient', 'doctor']),
  doctorName: z.string(),
  patientName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  opensAt: z.string(),
  state: z.enum(['early', 'open', 'ended']),
  /** STUN/TURN from the server's configuration (empty on one network). */
  iceServers: z.array(IceServerSchema),
});
export type RoomInfo = z.infer<typeof RoomInfoSchema>;

export const RoomTicketSchema = z.object({ ticket: z.string(), expiresAt: z.string() });
export type RoomTicket = z.infer<typeof RoomTicketSchema>;

const SessionDescriptionSchema = z.object({ type: z.enum(['offer', 'answer']), sdp: z.string().max(100_000) }).strict();
const CandidateSchema = z
  .object({
    candidate: z.string().max(2000),
    sdpMid: z.string().max(100).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(100).nullable().optional(),
    usernameFragment: z.string().max(200).nullable().optional(),
  })
  .strict();

/** What a browser sends over the room's WebSocket. The first message must be `join` with a ticket. */
export const RoomClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('join'), ticket: z.string().min(1).max(200) }).strict(),
  z
    .object({
      type: z.literal('description'),
      description: SessionDescriptionSchema,
      /** An offer that restarts ICE on the call under way (the answerer keeps its connection rather than starting a new one). */
      restart: z.boolean().optional(),
    })
    .strict(),
  z.object({ type: z.literal('candidate'), candidate: CandidateSchema }).strict(),
  /** My microphone and camera are on or off: the other side says so over my video. */
  z.object({ type: z.literal('media'), audio: z.boolean(), video: z.boolean() }).strict(),
  z
    .object({
      type: z.literal('chat'),
      text: text('Message').trim().min(1, 'Type a message').max(ROOM_CHAT_MAX, `Messages can be at most ${ROOM_CHAT_MAX} characters`),
    })
    .strict(),
]);
export type RoomClientMessage = z.infer<typeof RoomClientMessageSchema>;

export type RoomRole = 'patient' | 'doctor';

/** What the server sends. */
export type RoomServerMessage =
  | { type: 'joined'; role: RoomRole; peerPresent: boolean }
  | { type: 'peer-joined'; role: RoomRole }
  | { type: 'peer-left'; role: RoomRole }
  | { type: 'description'; description: { type: 'offer' | 'answer'; sdp: string }; restart?: boolean }
  | { type: 'media'; audio: boolean; video: boolean }
  | { type: 'candidate'; candidate: z.infer<typeof CandidateSchema> }
  | { type: 'chat'; from: RoomRole; text: string; sentAt: string }
  | { type: 'error'; message: string }
  | { type: 'closed'; reason: string };

export const roomParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, ROOM_MESSAGES.notFound)
    .transform(Number),
});

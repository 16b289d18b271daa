import websocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ROOM_MESSAGES,
  RoomClientMessageSchema,
  RoomInfoSchema,
  RoomTicketSchema,
  roomParamsSchema,
  type RoomRole,
  type RoomServerMessage,
} from '@dawa/shared/care/video-room';
import { AppError } from '../../lib/app-error.ts';
import { SERVICE_RESTART } from '../../modules/video-room/room.service.ts';
import { userOf } from '../../plugins/auth.ts';
import { instanceHandshakeHeader } from '../../plugins/instance-name.ts';
import { errorResponses, requireSignedIn } from '../auth/route-options.ts';

/** The WebSocket of the rooms; the access token never goes in its URL (a ticket comes in the first message). */
export const ROOM_SOCKET_PATH = '/room-socket';
/** A socket that has not joined within this time is closed. */
const JOIN_TIMEOUT_MS = 10_000;
/** More messages than this in one second from one socket (a runaway or hostile client) closes it. */
const MAX_MESSAGES_PER_SECOND = 60;

/** GET /api/appointments/:id/room and POST /api/appointments/:id/room/ticket (signed in; the patient and the doctor only). */
export const roomRoutes: FastifyPluginAsyncZod = async (app) => {
  const { videoRooms } = app.services;
  requireSignedIn(app, ['video-room']);

  app.get(
    '/appointments/:id/room',
    {
      schema: {
        summary: "An online appointment's video room: my role, when it opens, and the ICE (STUN/TURN) servers",
        params: roomParamsSchema,
        response: { 200: RoomInfoSchema, ...errorResponses(400, 404, 409) },
      },
    },
    (request) => videoRooms.info(userOf(request).id, request.params.id),
  );
  app.post(
    '/appointments/:id/room/ticket',
    {
      schema: {
        summary: `A single-use ticket (60 s) for the room's WebSocket ${ROOM_SOCKET_PATH}, only while the room is open`,
        params: roomParamsSchema,
        response: { 200: RoomTicketSchema, ...errorResponses(400, 404, 409) },
      },
    },
    (request) => videoRooms.issueTicket(userOf(request).id, request.params.id),
  );
};

/**
 * The rooms' WebSocket (decision 028). The first message must be `{ type: 'join', ticket }`; then
 * `description`, `candidate` and `chat` messages are relayed to the other party. A plain HTTP
 * request gets a 426 in the shared error body.
 */
export const roomSocketRoutes: FastifyPluginAsync<{ instanceName?: string | undefined }> = async (app, { instanceName }) => {
  const { videoRooms } = app.services;
  // Closing (and draining on SIGTERM) ends every socket, joined or not, with 1012: the browser rejoins elsewhere.
  const closeSockets = () => {
    for (const client of app.websocketServer.clients) client.close(SERVICE_RESTART, 'service restart');
  };
  await app.register(websocket, {
    options: { maxPayload: 256 * 1024 },
    // As the plugin's own preClose, but with the reconnect hint; no waiting for the browsers' closing handshakes.
    preClose: (done) => {
      closeSockets();
      app.websocketServer.close();
      done();
    },
  });
  // The upgrade's 101 is written by ws, not Fastify: it names the instance too (plugins/instance-name.ts).
  const handshakeHeader = instanceHandshakeHeader(instanceName);
  if (handshakeHeader.length > 0) app.websocketServer.on('headers', (headers) => headers.push(...handshakeHeader));
  app.lifecycle.onDrain(closeSockets);
  app.addHook('onClose', async () => videoRooms.closeAll());

  app.route({
    method: 'GET',
    url: ROOM_SOCKET_PATH,
    schema: { hide: true },
    handler: async (_request, reply) =>
      reply.status(426).send({ code: 'invalid_input', message: 'This address takes WebSocket connections only.' }),
    wsHandler: (socket: WebSocket) => {
      const say = (message: RoomServerMessage) => socket.send(JSON.stringify(message));
      let joined: { appointmentId: number; role: RoomRole } | null = null;
      let chain = Promise.resolve();
      let windowStart = Date.now();
      let inWindow = 0;
      const deadline = setTimeout(() => socket.close(4001, 'join first'), JOIN_TIMEOUT_MS);

      async function handle(raw: string): Promise<void> {
        let data: unknown;
        try {
          data = JSON.parse(raw) as unknown;
        } catch {
          return say({ type: 'error', message: ROOM_MESSAGES.badMessage });
        }
        const parsed = RoomClientMessageSchema.safeParse(data);
        if (!parsed.success) return say({ type: 'error', message: parsed.error.issues[0]?.message ?? ROOM_MESSAGES.badMessage });
        const message = parsed.data;
        if (!joined) {
          if (message.type !== 'join') {
            say({ type: 'error', message: ROOM_MESSAGES.ticketInvalid });
            return socket.close(4003, 'join first');
          }
          try {
            joined = await videoRooms.join(message.ticket, socket);
            clearTimeout(deadline);
          } catch (error) {
            say({ type: 'error', message: error instanceof AppError ? error.message : ROOM_MESSAGES.ticketInvalid });
            socket.close(4003, 'refused');
          }
          return;
        }
        if (message.type === 'join') return say({ type: 'error', message: ROOM_MESSAGES.badMessage });
        if (message.type === 'chat') {
          return videoRooms.relay(joined.appointmentId, joined.role, socket, {
            type: 'chat',
            from: joined.role,
            text: message.text,
            sentAt: new Date().toISOString(),
          });
        }
        return videoRooms.relay(joined.appointmentId, joined.role, socket, message);
      }

      socket.on('message', (raw, isBinary) => {
        const t = Date.now();
        if (t - windowStart >= 1000) {
          windowStart = t;
          inWindow = 0;
        }
        if (++inWindow > MAX_MESSAGES_PER_SECOND) return socket.close(1008, 'too many messages');
        if (isBinary) return say({ type: 'error', message: ROOM_MESSAGES.badMessage });
        // One at a time, in order: a relay never overtakes the join it follows.
        const text = Buffer.isBuffer(raw)
          ? raw.toString('utf8')
          : Array.isArray(raw)
            ? Buffer.concat(raw).toString('utf8')
            : Buffer.from(raw).toString('utf8');
        chain = chain.then(() => handle(text)).catch((error: unknown) => app.log.error({ err: error }, 'video room message failed'));
      });
      socket.on('close', () => {
        clearTimeout(deadline);
        if (joined) void videoRooms.leave(joined.appointmentId, joined.role, socket);
      });
    },
  });
};

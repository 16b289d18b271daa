import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SessionResponseSchema } from '@dawa/shared/auth/schemas';
import { ROOM_MESSAGES, RoomTicketSchema, type RoomServerMessage } from '@dawa/shared/care/video-room';
import { users } from '../../src/db/schema/index.ts';
import { bearer, GOOD_PASSWORD, uniqueEmail } from '../helpers/accounts.ts';
import { twoInstancesOnOneRedis } from '../helpers/redis-instances.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { insertAppointment, insertDoctorProfile } from './care-room-fixtures.ts';

// Runs only with REDIS_URL (vitest.config.ts). Two instances of the app on one database and one Redis,
// as behind a load balancer: the patient's socket on one, the doctor's on the other, and they still meet.
const cluster = twoInstancesOnOneRedis({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
const [A, B] = [0, 1] as const;
const hosts: string[] = [];
let patient: { id: number; token: string };
let doctor: { id: number; token: string };
let appointmentId: number;

async function account(role: 'user' | 'doctor') {
  const email = uniqueEmail(`room-${role}`);
  const app = cluster.instances[A];
  const registered = await app.inject({ method: 'POST', url: '/api/register', payload: { firstName: 'Room', lastName: 'Tester', email, password: GOOD_PASSWORD } });
  expect(registered.statusCode, registered.body).toBe(201);
  await cluster.database.db.update(users).set({ emailVerifiedAt: new Date(), role }).where(eq(users.email, email));
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: GOOD_PASSWORD } });
  expect(login.statusCode, login.body).toBe(200);
  const session = SessionResponseSchema.parse(login.json());
  return { id: session.user.id, token: session.accessToken };
}

beforeAll(async () => {
  for (const app of cluster.instances) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    hosts.push(`127.0.0.1:${address.port}`);
  }
  patient = await account('user');
  doctor = await account('doctor');
  const fixtures: TestApp = { app: cluster.instances[A], database: cluster.database, dataDir: '', close: async () => {} };
  const profile = await insertDoctorProfile(fixtures, doctor.id, { name: 'Dr. Two Instances' });
  // Starts in 5 minutes: the room is open (from 10 minutes before).
  appointmentId = await insertAppointment(fixtures, { patientId: patient.id, doctorId: profile, startsAt: new Date(Date.now() + 5 * 60_000), minutes: 30 });
});

/** A socket to one instance that records what it is sent. */
async function connect(instance: 0 | 1) {
  const ws = new WebSocket(`ws://${hosts[instance]}/api/room-socket`);
  const messages: RoomServerMessage[] = [];
  ws.on('message', (raw) => messages.push(JSON.parse((raw as Buffer).toString('utf8')) as RoomServerMessage));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  /** The next message of `type` not yet taken (waits for it up to 5 s). */
  let taken = 0;
  async function next(type: RoomServerMessage['type']): Promise<RoomServerMessage> {
    for (let waited = 0; waited < 5_000; waited += 20) {
      const index = messages.findIndex((m, i) => i >= taken && m.type === type);
      if (index !== -1) {
        taken = index + 1;
        return messages[index]!;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no ${type} message; got ${JSON.stringify(messages)}`);
  }
  return { ws, messages, next, closed };
}

async function ticket(instance: 0 | 1, token: string) {
  const res = await cluster.instances[instance].inject({
    method: 'POST',
    url: `/api/appointments/${appointmentId}/room/ticket`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return RoomTicketSchema.parse(res.json()).ticket;
}

/** Joins through `socketOn` with a ticket from `ticketFrom` (any instance's ticket is good on any other). */
async function join(person: { token: string }, socketOn: 0 | 1, ticketFrom: 0 | 1 = socketOn) {
  const value = await ticket(ticketFrom, person.token);
  const socket = await connect(socketOn);
  socket.ws.send(JSON.stringify({ type: 'join', ticket: value }));
  return { ...socket, joined: await socket.next('joined'), ticket: value };
}

describe('a video room across two instances on one Redis', () => {
  it('the patient on one instance and the doctor on the other meet, signal and chat; leaving is heard across', async () => {
    // The ticket comes from instance B, the socket goes to instance A (a load balancer without stickiness).
    const p = await join(patient, A, B);
    expect(p.joined).toEqual({ type: 'joined', role: 'patient', peerPresent: false });
    const d = await join(doctor, B, A);
    expect(d.joined).toEqual({ type: 'joined', role: 'doctor', peerPresent: true });
    expect(await p.next('peer-joined')).toEqual({ type: 'peer-joined', role: 'doctor' });

    // The patient heard the doctor join: it makes the offer; the answer and candidates come back in order.
    p.ws.send(JSON.stringify({ type: 'description', description: { type: 'offer', sdp: 'v=0 offer-from-patient' } }));
    expect(await d.next('description')).toMatchObject({ description: { type: 'offer', sdp: 'v=0 offer-from-patient' } });
    d.ws.send(JSON.stringify({ type: 'description', description: { type: 'answer', sdp: 'v=0 answer-from-doctor' } }));
    for (const n of [1, 2, 3]) d.ws.send(JSON.stringify({ type: 'candidate', candidate: { candidate: `candidate:${n} 1 udp 1 10.0.0.${n} 5000 typ host`, sdpMid: '0', sdpMLineIndex: 0 } }));
    expect(await p.next('description')).toMatchObject({ description: { type: 'answer' } });
    const candidates = [await p.next('candidate'), await p.next('candidate'), await p.next('candidate')];
    expect(candidates.map((c) => (c.type === 'candidate' ? c.candidate?.candidate : null))).toEqual([
      'candidate:1 1 udp 1 10.0.0.1 5000 typ host',
      'candidate:2 1 udp 1 10.0.0.2 5000 typ host',
      'candidate:3 1 udp 1 10.0.0.3 5000 typ host',
    ]);

    d.ws.send(JSON.stringify({ type: 'chat', text: 'Can you hear me?' }));
    expect(await p.next('chat')).toMatchObject({ type: 'chat', from: 'doctor', text: 'Can you hear me?' });
    expect(await d.next('chat')).toMatchObject({ type: 'chat', from: 'doctor', text: 'Can you hear me?' });

    // A ticket works once, on any instance.
    const replay = await connect(B);
    replay.ws.send(JSON.stringify({ type: 'join', ticket: p.ticket }));
    expect(await replay.next('error')).toEqual({ type: 'error', message: ROOM_MESSAGES.ticketInvalid });
    expect(await replay.closed).toBe(4003);

    // The patient opens the room again on the other instance: the first window is closed, the doctor meets the new one.
    const again = await join(patient, B);
    expect(again.joined).toEqual({ type: 'joined', role: 'patient', peerPresent: true });
    expect(await p.next('closed')).toEqual({ type: 'closed', reason: ROOM_MESSAGES.replaced });
    expect(await p.closed).toBe(4000);
    expect(await d.next('peer-joined')).toEqual({ type: 'peer-joined', role: 'patient' });
    // The replaced window's close is not a departure.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(d.messages.filter((m) => m.type === 'peer-left')).toEqual([]);

    again.ws.close();
    expect(await d.next('peer-left')).toEqual({ type: 'peer-left', role: 'patient' });
    d.ws.close();
    await d.closed;
  });
});

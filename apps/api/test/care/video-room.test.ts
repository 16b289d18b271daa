import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ROOM_MESSAGES, RoomInfoSchema, RoomTicketSchema, type RoomServerMessage } from '@dawa/shared/care/video-room';
import { loadEnv } from '../../src/config/env.ts';
import { expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAccount, setRole, type Account } from '../admin/staff-helpers.ts';
import { insertAppointment, insertDoctorProfile } from './care-room-fixtures.ts';

const MINUTE = 60_000;
let t: TestApp;
let base: string;
let patient: Account;
let stranger: Account;
let doctor: Account;
let doctorProfile: number;
let openId: number;
beforeAll(async () => {
  t = await createTestApp({ ROOM_STUN_URLS: 'stun:stun.dawa.example:3478' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `127.0.0.1:${address.port}`;
  patient = await createAccount(t, 'user', 'patient');
  stranger = await createAccount(t, 'user', 'stranger');
  doctor = await createAccount(t, 'doctor');
  doctorProfile = await insertDoctorProfile(t, doctor.session.user.id, { name: 'Dr. Room Tester' });
  // Starts in 5 minutes: inside the window that opens 10 minutes before.
  openId = await insertAppointment(t, {
    patientId: patient.session.user.id,
    doctorId: doctorProfile,
    startsAt: new Date(Date.now() + 5 * MINUTE),
    minutes: 30,
  });
});
afterAll(() => t.close());

const info = (account: Account | null, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/appointments/${id}/room`, headers: account?.headers ?? {} });
const ticketFor = (account: Account, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/appointments/${id}/room/ticket`, headers: account.headers });

/** A socket that records what the server sends. */
async function connect(): Promise<{
  ws: WebSocket;
  messages: RoomServerMessage[];
  next: (type: RoomServerMessage['type']) => Promise<RoomServerMessage>;
  closed: Promise<number>;
}> {
  const ws = new WebSocket(`ws://${base}/api/room-socket`);
  const messages: RoomServerMessage[] = [];
  const waiters: { type: string; resolve: (m: RoomServerMessage) => void }[] = [];
  let seen = 0;
  ws.on('message', (raw) => {
    const message = JSON.parse((raw as Buffer).toString('utf8')) as RoomServerMessage;
    messages.push(message);
    const waiter = waiters.findIndex((w) => w.type === message.type);
    if (waiter !== -1) {
      waiters[waiter]?.resolve(message);
      waiters.splice(waiter, 1);
    }
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const next = (type: RoomServerMessage['type']) =>
    new Promise<RoomServerMessage>((resolve) => {
      const found = messages.slice(seen).find((m) => m.type === type);
      if (found) {
        seen = messages.indexOf(found) + 1;
        return resolve(found);
      }
      waiters.push({ type, resolve: (m) => ((seen = messages.length), resolve(m)) });
    });
  return { ws, messages, next, closed };
}

async function joinAs(account: Account, id: number) {
  const res = await ticketFor(account, id);
  expect(res.statusCode, res.body).toBe(200);
  const { ticket } = RoomTicketSchema.parse(res.json());
  const socket = await connect();
  socket.ws.send(JSON.stringify({ type: 'join', ticket }));
  const joined = await socket.next('joined');
  return { ...socket, joined, ticket };
}

describe('room information', () => {
  it('tells the patient and the doctor their role, the window and the configured ICE servers', async () => {
    const mine = RoomInfoSchema.parse((await info(patient, openId)).json());
    expect(mine).toMatchObject({ role: 'patient', doctorName: 'Dr. Room Tester', patientName: 'Patient Tester', state: 'open' });
    expect(mine.iceServers).toEqual([{ urls: ['stun:stun.dawa.example:3478'] }]);
    expect(new Date(mine.startsAt).getTime() - new Date(mine.opensAt).getTime()).toBe(10 * MINUTE);
    expect(RoomInfoSchema.parse((await info(doctor, openId)).json()).role).toBe('doctor');
  });

  it('is 404 to anyone else, 401 to a visitor', async () => {
    expectError(await info(stranger, openId), 404, ROOM_MESSAGES.notFound);
    expectError(await ticketFor(stranger, openId), 404, ROOM_MESSAGES.notFound);
    expectError(await info(null, openId), 401);
    expectError(await info(patient, 99_999_999), 404);
    expectError(await t.app.inject({ method: 'GET', url: '/api/appointments/abc/room', headers: patient.headers }), 400);
  });
});

describe('tickets only while the room is open', () => {
  it.each([
    [
      'more than 10 minutes before the start',
      { startsAt: new Date(Date.now() + 11 * MINUTE + 2 * 86_400_000), minutes: 15 },
      ROOM_MESSAGES.notOpenYet,
    ],
    ['after the end', { startsAt: new Date(Date.now() - 3 * 86_400_000), minutes: 15 }, ROOM_MESSAGES.ended],
  ])('refuses %s', async (_name, when, message) => {
    const id = await insertAppointment(t, { patientId: patient.session.user.id, doctorId: doctorProfile, ...when });
    expectError(await ticketFor(patient, id), 409, message);
    expectError(await ticketFor(doctor, id), 409, message);
  });

  it('refuses a room 11 minutes before the start and opens it at 10 (the window is shared with the page)', async () => {
    const early = await insertAppointment(t, {
      patientId: patient.session.user.id,
      doctorId: doctorProfile,
      startsAt: new Date(Date.now() + 4 * 86_400_000 + 11 * MINUTE),
    });
    expect(RoomInfoSchema.parse((await info(patient, early)).json()).state).toBe('early');
    expectError(await ticketFor(patient, early), 409, ROOM_MESSAGES.notOpenYet);
  });

  it('refuses a clinic visit and a cancelled appointment', async () => {
    const clinic = await insertAppointment(t, {
      patientId: patient.session.user.id,
      doctorId: doctorProfile,
      startsAt: new Date(Date.now() + 6 * 86_400_000),
      mode: 'clinic',
    });
    expectError(await ticketFor(patient, clinic), 409, ROOM_MESSAGES.notOnline);
    const cancelled = await insertAppointment(t, {
      patientId: patient.session.user.id,
      doctorId: doctorProfile,
      startsAt: new Date(Date.now() + 2 * MINUTE),
      status: 'cancelled',
    });
    expectError(await ticketFor(patient, cancelled), 409, ROOM_MESSAGES.notActive);
  });

  it('a doctor who lost the role cannot enter', async () => {
    const former = await createAccount(t, 'doctor', 'former');
    const profile = await insertDoctorProfile(t, former.session.user.id);
    const id = await insertAppointment(t, {
      patientId: stranger.session.user.id,
      doctorId: profile,
      startsAt: new Date(Date.now() + 3 * MINUTE),
    });
    expect((await ticketFor(former, id)).statusCode).toBe(200);
    await setRole(t, former.session.user.id, 'user');
    expect([401, 404]).toContain((await ticketFor(former, id)).statusCode);
  });
});

describe('the WebSocket relay', () => {
  it('joins the two parties and relays offers, answers, candidates and chat between them only', async () => {
    const p = await joinAs(patient, openId);
    expect(p.joined).toEqual({ type: 'joined', role: 'patient', peerPresent: false });
    const d = await joinAs(doctor, openId);
    expect(d.joined).toEqual({ type: 'joined', role: 'doctor', peerPresent: true });
    expect(await p.next('peer-joined')).toEqual({ type: 'peer-joined', role: 'doctor' });

    p.ws.send(JSON.stringify({ type: 'description', description: { type: 'offer', sdp: 'v=0 offer' } }));
    expect(await d.next('description')).toEqual({ type: 'description', description: { type: 'offer', sdp: 'v=0 offer' } });
    d.ws.send(JSON.stringify({ type: 'description', description: { type: 'answer', sdp: 'v=0 answer' } }));
    expect(await p.next('description')).toEqual({ type: 'description', description: { type: 'answer', sdp: 'v=0 answer' } });
    const candidate = { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    d.ws.send(JSON.stringify({ type: 'candidate', candidate }));
    expect(await p.next('candidate')).toEqual({ type: 'candidate', candidate });

    // Muting and the camera going off are told to the other side; an ICE restart offer keeps its flag.
    p.ws.send(JSON.stringify({ type: 'media', audio: false, video: true }));
    expect(await d.next('media')).toEqual({ type: 'media', audio: false, video: true });
    d.ws.send(JSON.stringify({ type: 'media', audio: true, video: false }));
    expect(await p.next('media')).toEqual({ type: 'media', audio: true, video: false });
    p.ws.send(JSON.stringify({ type: 'description', description: { type: 'offer', sdp: 'v=0 restart' }, restart: true }));
    expect(await d.next('description')).toEqual({ type: 'description', description: { type: 'offer', sdp: 'v=0 restart' }, restart: true });
    p.ws.send(JSON.stringify({ type: 'media', audio: 'off', video: true }));
    expect((await p.next('error')).type).toBe('error');

    p.ws.send(JSON.stringify({ type: 'chat', text: '  Can you hear me?  ' }));
    const atDoctor = await d.next('chat');
    expect(atDoctor).toMatchObject({ type: 'chat', from: 'patient', text: 'Can you hear me?' });
    expect(await p.next('chat')).toMatchObject({ type: 'chat', from: 'patient', text: 'Can you hear me?' });

    // Bad messages get a readable error and change nothing.
    p.ws.send('not json');
    expect(await p.next('error')).toEqual({ type: 'error', message: ROOM_MESSAGES.badMessage });
    p.ws.send(JSON.stringify({ type: 'chat', text: 'x'.repeat(1001) }));
    expect((await p.next('error')).type).toBe('error');

    p.ws.close();
    expect(await d.next('peer-left')).toEqual({ type: 'peer-left', role: 'patient' });
    d.ws.close();
    await d.closed;
  });

  it('a ticket works once; a socket that does not join first is closed; a made-up ticket is refused', async () => {
    const first = await joinAs(patient, openId);
    const again = await connect();
    again.ws.send(JSON.stringify({ type: 'join', ticket: first.ticket }));
    expect(await again.next('error')).toEqual({ type: 'error', message: ROOM_MESSAGES.ticketInvalid });
    expect(await again.closed).toBe(4003);
    first.ws.close();

    const noJoin = await connect();
    noJoin.ws.send(JSON.stringify({ type: 'chat', text: 'hello' }));
    expect(await noJoin.closed).toBe(4003);

    const forged = await connect();
    forged.ws.send(JSON.stringify({ type: 'join', ticket: 'x'.repeat(43) }));
    expect(await forged.next('error')).toEqual({ type: 'error', message: ROOM_MESSAGES.ticketInvalid });
  });

  it('a stranger on the socket without a ticket hears nothing of the room', async () => {
    const p = await joinAs(patient, openId);
    const s = await connect();
    s.ws.send(JSON.stringify({ type: 'description', description: { type: 'offer', sdp: 'x' } }));
    expect(await s.closed).toBe(4003);
    p.ws.send(JSON.stringify({ type: 'chat', text: 'private' }));
    await p.next('chat');
    expect(s.messages.filter((m) => m.type === 'chat')).toEqual([]);
    p.ws.close();
  });

  it('answers a plain HTTP request with a readable 426', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/room-socket' });
    expect(res.statusCode).toBe(426);
    expect(res.json<{ message: string }>().message).toMatch(/WebSocket/);
  });
});

describe('configuration', () => {
  it('has no ICE servers by default, and refuses malformed ones', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).ROOM_ICE_SERVERS).toEqual([]);
    expect(() => loadEnv({ NODE_ENV: 'test', ROOM_STUN_URLS: 'http://stun.example' })).toThrow(/ROOM_STUN_URLS/);
    expect(() => loadEnv({ NODE_ENV: 'test', ROOM_TURN_URLS: 'turn:turn.example:3478' })).toThrow(/ROOM_TURN_USERNAME/);
    expect(
      loadEnv({ NODE_ENV: 'test', ROOM_TURN_URLS: 'turn:turn.example:3478', ROOM_TURN_USERNAME: 'u', ROOM_TURN_CREDENTIAL: 'c' })
        .ROOM_ICE_SERVERS,
    ).toEqual([{ urls: ['turn:turn.example:3478'], username: 'u', credential: 'c' }]);
  });
});

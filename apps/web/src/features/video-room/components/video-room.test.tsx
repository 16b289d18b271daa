import { RoomInfoSchema, RoomTicketSchema, type RoomServerMessage } from '@dawa/shared/care/video-room';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/auth/session';
import { mockApi } from '@/test/api-mock';
import { sessionResponse } from '@/test/factories';
import { renderRoute } from '@/test/render';
import { VideoRoom } from './video-room';

/** A stand-in for the room's WebSocket: the test plays the server (jsdom has no WebRTC, so no call is made). */
class FakeSocket {
  static OPEN = 1;
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
    queueMicrotask(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.();
    });
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  /** The server says something. */
  say(message: RoomServerMessage) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
  /** The connection drops (Wi-Fi gone, server restarted). */
  drop() {
    this.readyState = 3;
    act(() => this.onclose?.());
  }
}

const room = RoomInfoSchema.parse({
  appointmentId: 5,
  role: 'patient',
  doctorName: 'Dr. Meera Iyer',
  patientName: 'Asha Rao',
  startsAt: new Date().toISOString(),
  endsAt: new Date(Date.now() + 1_800_000).toISOString(),
  opensAt: new Date().toISOString(),
  state: 'open',
  iceServers: [],
});

function setUp() {
  startSession(sessionResponse());
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  // No camera here: the call goes on without one (the chat still works), which is what jsdom can do.
  vi.stubGlobal('navigator', {
    ...navigator,
    mediaDevices: { getUserMedia: () => Promise.reject(new DOMException('none', 'NotFoundError')), enumerateDevices: async () => [] },
  });
  let tickets = 0;
  mockApi({
    '/api/appointments/5/room/ticket': () => ({
      body: RoomTicketSchema.parse({ ticket: `t${++tickets}`, expiresAt: new Date(Date.now() + 60_000).toISOString() }),
    }),
  });
  renderRoute(<VideoRoom room={room} onLeave={vi.fn()} />, { path: '/room', url: '/room' });
  return { tickets: () => tickets };
}

const socket = async (n: number) => {
  await vi.waitFor(() => expect(FakeSocket.made[n]?.sent).toContainEqual(expect.objectContaining({ type: 'join' })), { timeout: 4000 });
  return FakeSocket.made[n]!;
};

describe('the video room', () => {
  it("says 'Reconnecting...' when the connection drops and joins the room again by itself", async () => {
    const ticketsAsked = setUp();
    fireEvent.click(screen.getByRole('button', { name: 'Join Room' }));
    const first = await socket(0);
    expect(first.sent).toContainEqual({ type: 'join', ticket: 't1' });
    first.say({ type: 'joined', role: 'patient', peerPresent: false });
    expect(await screen.findByText('Waiting for the other person to join...')).toBeTruthy();
    expect(await screen.findByText('No camera or microphone was found. You can still use the chat below.')).toBeTruthy();
    // Without a camera there is nothing to mute, and the other side is told both are off.
    expect(screen.queryByRole('button', { name: 'Mute' })).toBeNull();
    expect(first.sent).toContainEqual({ type: 'media', audio: false, video: false });

    first.drop();
    expect(screen.getByText('Reconnecting...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rejoin' })).toBeNull();
    const second = await socket(1);
    expect(second.sent).toContainEqual({ type: 'join', ticket: 't2' });
    expect(ticketsAsked.tickets()).toBe(2);
    second.say({ type: 'joined', role: 'patient', peerPresent: true });
    expect(await screen.findByText('Waiting for the other person to join...')).toBeTruthy();
    expect(screen.queryByText('Reconnecting...')).toBeNull();
  });

  it('does not come back when the server closed the room, and says why', async () => {
    setUp();
    fireEvent.click(screen.getByRole('button', { name: 'Join Room' }));
    const first = await socket(0);
    first.say({ type: 'joined', role: 'patient', peerPresent: false });
    first.say({ type: 'closed', reason: 'This consultation has ended.' });
    first.drop();
    expect(await screen.findByText('This consultation has ended.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rejoin' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(FakeSocket.made).toHaveLength(1);
  });
});

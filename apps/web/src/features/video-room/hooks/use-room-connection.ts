import { ROOM_MESSAGES, type RoomInfo, type RoomRole, type RoomServerMessage } from '@dawa/shared/care/video-room';
import { useCallback, useEffect, useRef, useState } from 'react';
import { careRoomApiPaths } from '@/config/care-room-paths';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { createRoomTicket } from '../api/create-room-ticket';
import { qualityOf, sampleOf, type CallSample, type NetworkQuality, type StatLike } from '../utils/network-quality';
import { mediaErrorMessage } from './media-errors';
import { useLocalMedia } from './use-local-media';

export interface ChatLine {
  from: RoomRole;
  text: string;
  sentAt: string;
}

export type RoomPhase = 'idle' | 'starting' | 'waiting' | 'connected' | 'reconnecting' | 'closed';

/** The other party's microphone and camera, as they last told us (null until they do). */
export interface PeerMedia {
  audio: boolean;
  video: boolean;
}

/** A lost socket is joined again this many times (after 1, 2, 4, 8 and 8 s) before the room says it was lost. */
const REJOIN_ATTEMPTS = 5;
const rejoinDelayMs = (attempt: number) => Math.min(8000, 1000 * 2 ** (attempt - 1));
/** ICE 'disconnected' often heals by itself within a second or two; past this the offerer restarts ICE. */
const DISCONNECTED_GRACE_MS = 2500;
/** How often the network-quality hint is read from getStats(). */
const STATS_EVERY_MS = 3000;

/**
 * One side of a two-party call (decision 028): camera and microphone first (the WebSocket opens
 * only after getUserMedia has succeeded or failed, so no early signalling is lost), then a ticket,
 * the socket and `join`. The party that hears `peer-joined` makes the offer; the other answers.
 * Without media the call still receives the other side, and the chat always works.
 *
 * Recovery, with 'Reconnecting...' shown meanwhile: when the peer connection drops (ICE
 * disconnected for a moment, or failed) the offerer restarts ICE on the same connection; when the
 * socket drops, a new ticket and socket join the room again (the other side hears peer-left and
 * peer-joined and makes a fresh offer), a few times with growing pauses, camera kept.
 */
export function useRoomConnection(room: RoomInfo) {
  const [phase, setPhase] = useState<RoomPhase>('idle');
  const [mediaError, setMediaError] = useState<string | null>(null);
  const [roomError, setRoomError] = useState<string | null>(null);
  const [chat, setChat] = useState<ChatLine[]>([]);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [peerMedia, setPeerMedia] = useState<PeerMedia | null>(null);
  const [quality, setQuality] = useState<NetworkQuality | null>(null);
  const socket = useRef<WebSocket | null>(null);
  const peer = useRef<RTCPeerConnection | null>(null);
  const pendingCandidates = useRef<RTCIceCandidateInit[]>([]);
  const offerer = useRef(false);
  /** Set when the person left or the server closed the room: a closing socket is then not joined again. */
  const stopped = useRef(false);
  const attempts = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  /** `connect` again (a ref: connect schedules itself). */
  const rejoin = useRef<() => void>(() => {});

  const send = useCallback((message: unknown) => {
    if (socket.current?.readyState === WebSocket.OPEN) socket.current.send(JSON.stringify(message));
  }, []);
  const {
    actions: media,
    localStream,
    controls,
  } = useLocalMedia(
    () => peer.current,
    (state) => send({ type: 'media', ...state }),
  );

  const later = (run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  };

  const closePeer = useCallback(() => {
    peer.current?.close();
    peer.current = null;
    pendingCandidates.current = [];
    setRemoteStream(null);
    setQuality(null);
  }, []);

  const restartIce = useCallback(async () => {
    const pc = peer.current;
    if (!pc || !offerer.current || pc.signalingState !== 'stable') return;
    pc.restartIce();
    await pc.setLocalDescription(await pc.createOffer({ iceRestart: true }));
    if (pc.localDescription) send({ type: 'description', description: { type: 'offer', sdp: pc.localDescription.sdp }, restart: true });
  }, [send]);

  const newPeer = useCallback((): RTCPeerConnection => {
    closePeer();
    const pc = new RTCPeerConnection({ iceServers: room.iceServers });
    const stream = media.current();
    if (stream) for (const track of stream.getTracks()) pc.addTrack(track, stream);
    else {
      pc.addTransceiver('video', { direction: 'recvonly' });
      pc.addTransceiver('audio', { direction: 'recvonly' });
    }
    pc.onicecandidate = (event) => {
      if (event.candidate) send({ type: 'candidate', candidate: event.candidate.toJSON() });
    };
    pc.ontrack = (event) => {
      setRemoteStream(event.streams[0] ?? new MediaStream([event.track]));
      setPhase('connected');
    };
    pc.oniceconnectionstatechange = () => {
      if (peer.current !== pc) return;
      const state = pc.iceConnectionState;
      if (state === 'connected' || state === 'completed') setPhase((p) => (p === 'reconnecting' ? 'connected' : p));
      else if (state === 'failed') {
        setPhase('reconnecting');
        void restartIce();
      } else if (state === 'disconnected') {
        setPhase('reconnecting');
        later(() => {
          if (peer.current === pc && pc.iceConnectionState === 'disconnected') void restartIce();
        }, DISCONNECTED_GRACE_MS);
      }
    };
    peer.current = pc;
    return pc;
  }, [closePeer, media, restartIce, room.iceServers, send]);

  const onMessage = useCallback(
    async (message: RoomServerMessage) => {
      switch (message.type) {
        case 'joined':
          attempts.current = 0;
          setPhase('waiting');
          media.announce();
          return;
        case 'peer-joined': {
          offerer.current = true;
          media.announce();
          const pc = newPeer();
          await pc.setLocalDescription(await pc.createOffer());
          if (pc.localDescription) send({ type: 'description', description: { type: 'offer', sdp: pc.localDescription.sdp } });
          return;
        }
        case 'description': {
          const isOffer = message.description.type === 'offer';
          // An ICE restart renegotiates the call under way; any other offer starts a new one.
          const keep = isOffer && message.restart === true && peer.current !== null && peer.current.signalingState !== 'closed';
          if (isOffer) offerer.current = false;
          const pc = isOffer && !keep ? newPeer() : peer.current;
          if (!pc) return;
          await pc.setRemoteDescription(message.description);
          for (const candidate of pendingCandidates.current.splice(0)) await pc.addIceCandidate(candidate);
          if (isOffer) {
            await pc.setLocalDescription(await pc.createAnswer());
            if (pc.localDescription) send({ type: 'description', description: { type: 'answer', sdp: pc.localDescription.sdp } });
          }
          return;
        }
        case 'candidate': {
          const pc = peer.current;
          if (pc?.remoteDescription) await pc.addIceCandidate(message.candidate);
          else pendingCandidates.current.push(message.candidate);
          return;
        }
        case 'media':
          setPeerMedia({ audio: message.audio, video: message.video });
          return;
        case 'chat':
          setChat((lines) => [...lines, { from: message.from, text: message.text, sentAt: message.sentAt }]);
          return;
        case 'peer-left':
          closePeer();
          setPeerMedia(null);
          setPhase('waiting');
          return;
        case 'error':
          setRoomError(message.message);
          return;
        case 'closed':
          stopped.current = true;
          setRoomError(message.reason);
          setPhase('closed');
          return;
      }
    },
    [closePeer, media, newPeer, send],
  );

  /** A ticket, the socket and `join`; a socket that drops by itself is joined again (see above). */
  const connect = useCallback(async (): Promise<void> => {
    let ticket: string;
    try {
      ticket = (await createRoomTicket(room.appointmentId)).ticket;
    } catch (error) {
      // The server refused (the room ended, access gone): say why. No answer at all: try again like a lost socket.
      const refused = error instanceof ApiError && error.isClientError;
      if (!refused && !stopped.current && attempts.current > 0 && attempts.current < REJOIN_ATTEMPTS) {
        attempts.current += 1;
        later(() => rejoin.current(), rejoinDelayMs(attempts.current));
        return;
      }
      setRoomError(apiErrorMessage(error, ROOM_MESSAGES.connectionLost));
      setPhase('closed');
      return;
    }
    if (stopped.current) return;
    const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${careRoomApiPaths.roomSocket()}`);
    socket.current = ws;
    // One message at a time, in order (setting descriptions is asynchronous).
    let chain = Promise.resolve();
    ws.onopen = () => ws.send(JSON.stringify({ type: 'join', ticket }));
    ws.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as RoomServerMessage;
      chain = chain.then(() => onMessage(message)).catch(() => setRoomError(ROOM_MESSAGES.connectionLost));
    };
    ws.onclose = () => {
      if (socket.current !== ws) return;
      socket.current = null;
      closePeer();
      setPeerMedia(null);
      if (!stopped.current && attempts.current < REJOIN_ATTEMPTS) {
        attempts.current += 1;
        setPhase('reconnecting');
        later(() => rejoin.current(), rejoinDelayMs(attempts.current));
        return;
      }
      setPhase('closed');
      setRoomError((e) => e ?? ROOM_MESSAGES.connectionLost);
    };
  }, [closePeer, onMessage, room.appointmentId]);

  useEffect(() => {
    rejoin.current = () => void connect();
  }, [connect]);

  const join = useCallback(async () => {
    stopped.current = false;
    attempts.current = 0;
    setPhase('starting');
    setRoomError(null);
    setMediaError(null);
    try {
      await media.start();
    } catch (error) {
      setMediaError(mediaErrorMessage(error));
    }
    await connect();
  }, [connect, media]);

  const leave = useCallback(() => {
    stopped.current = true;
    for (const timer of timers.current) clearTimeout(timer);
    timers.current.clear();
    const ws = socket.current;
    socket.current = null;
    ws?.close();
    closePeer();
    media.stop();
  }, [closePeer, media]);

  // Leaving the page ends the call and frees the camera.
  useEffect(() => leave, [leave]);

  // The network-quality hint: packet loss and round trip of the call, every few seconds while connected.
  useEffect(() => {
    if (phase !== 'connected') return;
    let previous: CallSample | null = null;
    const timer = setInterval(() => {
      const pc = peer.current;
      if (!pc) return;
      void pc.getStats().then((report) => {
        const current = sampleOf(report.values() as Iterable<StatLike>);
        setQuality(qualityOf(previous, current));
        previous = current;
      });
    }, STATS_EVERY_MS);
    return () => clearInterval(timer);
  }, [phase]);

  const sendChat = (text: string) => send({ type: 'chat', text });

  return {
    phase,
    mediaError,
    roomError,
    chat,
    localStream,
    remoteStream,
    peerMedia,
    quality,
    controls,
    join,
    leave,
    sendChat,
    switchCamera: async () => {
      try {
        await media.switchCamera();
      } catch (error) {
        setMediaError(mediaErrorMessage(error));
      }
    },
  };
}

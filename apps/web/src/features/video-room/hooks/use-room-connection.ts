import { ROOM_MESSAGES, type RoomInfo, type RoomRole, type RoomServerMessage } from '@dawa/shared/care/video-room';
import { useCallback, useEffect, useRef, useState } from 'react';
import { careRoomApiPaths } from '@/config/care-room-paths';
import { apiErrorMessage } from '@/lib/api-client';
import { createRoomTicket } from '../api/create-room-ticket';
import { mediaErrorMessage } from './media-errors';

export interface ChatLine {
  from: RoomRole;
  text: string;
  sentAt: string;
}

export type RoomPhase = 'idle' | 'starting' | 'waiting' | 'connected' | 'closed';

/**
 * One side of a two-party call (decision 028): camera and microphone first (the WebSocket opens
 * only after getUserMedia has succeeded or failed, so no early signalling is lost), then a ticket,
 * the socket and `join`. The party that hears `peer-joined` makes the offer; the other answers.
 * Without media the call still receives the other side, and the chat always works.
 */
export function useRoomConnection(room: RoomInfo) {
  const [phase, setPhase] = useState<RoomPhase>('idle');
  const [mediaError, setMediaError] = useState<string | null>(null);
  const [roomError, setRoomError] = useState<string | null>(null);
  const [chat, setChat] = useState<ChatLine[]>([]);
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const socket = useRef<WebSocket | null>(null);
  const peer = useRef<RTCPeerConnection | null>(null);
  const local = useRef<MediaStream | null>(null);
  const pendingCandidates = useRef<RTCIceCandidateInit[]>([]);

  const send = (message: unknown) => {
    if (socket.current?.readyState === WebSocket.OPEN) socket.current.send(JSON.stringify(message));
  };

  const closePeer = useCallback(() => {
    peer.current?.close();
    peer.current = null;
    pendingCandidates.current = [];
    setRemoteStream(null);
  }, []);

  const newPeer = useCallback((): RTCPeerConnection => {
    closePeer();
    const pc = new RTCPeerConnection({ iceServers: room.iceServers });
    const stream = local.current;
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
    peer.current = pc;
    return pc;
  }, [closePeer, room.iceServers]);

  const onMessage = useCallback(
    async (message: RoomServerMessage) => {
      switch (message.type) {
        case 'joined':
          setPhase('waiting');
          return;
        case 'peer-joined': {
          const pc = newPeer();
          await pc.setLocalDescription(await pc.createOffer());
          if (pc.localDescription) send({ type: 'description', description: { type: 'offer', sdp: pc.localDescription.sdp } });
          return;
        }
        case 'description': {
          const pc = message.description.type === 'offer' ? newPeer() : peer.current;
          if (!pc) return;
          await pc.setRemoteDescription(message.description);
          for (const candidate of pendingCandidates.current.splice(0)) await pc.addIceCandidate(candidate);
          if (message.description.type === 'offer') {
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
        case 'chat':
          setChat((lines) => [...lines, { from: message.from, text: message.text, sentAt: message.sentAt }]);
          return;
        case 'peer-left':
          closePeer();
          setPhase('waiting');
          return;
        case 'error':
          setRoomError(message.message);
          return;
        case 'closed':
          setRoomError(message.reason);
          setPhase('closed');
          return;
      }
    },
    [closePeer, newPeer],
  );

  const join = useCallback(async () => {
    setPhase('starting');
    setRoomError(null);
    setMediaError(null);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      local.current = stream;
      setLocalStream(stream);
    } catch (error) {
      setMediaError(mediaErrorMessage(error));
    }
    let ticket: string;
    try {
      ticket = (await createRoomTicket(room.appointmentId)).ticket;
    } catch (error) {
      setRoomError(apiErrorMessage(error, ROOM_MESSAGES.connectionLost));
      setPhase('closed');
      return;
    }
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
      setPhase((p) => (p === 'closed' ? p : 'closed'));
      setRoomError((e) => e ?? ROOM_MESSAGES.connectionLost);
    };
  }, [closePeer, onMessage, room.appointmentId]);

  const leave = useCallback(() => {
    const ws = socket.current;
    socket.current = null;
    ws?.close();
    closePeer();
    for (const track of local.current?.getTracks() ?? []) track.stop();
    local.current = null;
    setLocalStream(null);
  }, [closePeer]);

  // Leaving the page ends the call and frees the camera.
  useEffect(() => leave, [leave]);

  const sendChat = (text: string) => send({ type: 'chat', text });

  return { phase, mediaError, roomError, chat, localStream, remoteStream, join, leave, sendChat };
}

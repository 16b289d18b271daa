import { useEffect, useMemo, useRef, useState } from 'react';

/** What the controls show: microphone and camera on or off, and whether there is another camera to switch to. */
export interface MediaControls {
  /** False until getUserMedia has given a stream (then the controls are offered). */
  available: boolean;
  micOn: boolean;
  cameraOn: boolean;
  /** More than one camera (a phone's front and back): Switch camera is offered. */
  canSwitchCamera: boolean;
  toggleMic: () => void;
  toggleCamera: () => void;
}

const countCameras = async () =>
  (await navigator.mediaDevices.enumerateDevices?.().catch(() => []))?.filter((d) => d.kind === 'videoinput') ?? [];

/**
 * The camera and microphone of one side: started before the socket opens, muted and turned off by
 * disabling the tracks (the connection keeps its senders, so nothing is renegotiated), switched to
 * the next camera by replacing the video sender's track. `onChange` tells the other side.
 */
export function useLocalMedia(getPeer: () => RTCPeerConnection | null, onChange: (state: { audio: boolean; video: boolean }) => void) {
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [micOn, setMicOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const stream = useRef<MediaStream | null>(null);
  const state = useRef({ audio: true, video: true });
  const callbacks = useRef({ getPeer, onChange });
  useEffect(() => {
    callbacks.current = { getPeer, onChange };
  });

  const actions = useMemo(() => {
    const set = (kind: 'audio' | 'video', on: boolean) => {
      state.current = { ...state.current, [kind]: on };
      for (const track of kind === 'audio' ? (stream.current?.getAudioTracks() ?? []) : (stream.current?.getVideoTracks() ?? []))
        track.enabled = on;
      (kind === 'audio' ? setMicOn : setCameraOn)(on);
      callbacks.current.onChange(state.current);
    };
    return {
      /** The stream now (read when a peer connection is built). */
      current: () => stream.current,
      /** Camera and microphone; throws getUserMedia's refusal. */
      async start() {
        if (stream.current) return;
        const got = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
        stream.current = got;
        for (const track of got.getAudioTracks()) track.enabled = state.current.audio;
        for (const track of got.getVideoTracks()) track.enabled = state.current.video;
        setLocalStream(got);
        // Labels and the full list come only after permission was given.
        setCameras(await countCameras());
      },
      stop() {
        for (const track of stream.current?.getTracks() ?? []) track.stop();
        stream.current = null;
        setLocalStream(null);
      },
      /** Tells the other side how my microphone and camera stand (on joining, and when they join); without media both are off. */
      announce: () => callbacks.current.onChange(stream.current ? state.current : { audio: false, video: false }),
      toggleMic: () => set('audio', !state.current.audio),
      toggleCamera: () => set('video', !state.current.video),
      /** The next camera: the old one is stopped first (many phones cannot open two at once). */
      async switchCamera() {
        const current = stream.current;
        const old = current?.getVideoTracks()[0];
        if (!current || !old) return;
        const list = await countCameras();
        const at = list.findIndex((d) => d.deviceId === old.getSettings().deviceId);
        const next = list[(at + 1) % list.length];
        if (!next) return;
        old.stop();
        current.removeTrack(old);
        let track: MediaStreamTrack | undefined;
        try {
          track = (await navigator.mediaDevices.getUserMedia({ video: { deviceId: { exact: next.deviceId } } })).getVideoTracks()[0];
        } catch (error) {
          // Back to any camera rather than none; the refusal is still said.
          track = (await navigator.mediaDevices.getUserMedia({ video: true }).catch(() => null))?.getVideoTracks()[0];
          if (track) current.addTrack(track);
          setLocalStream(new MediaStream(current.getTracks()));
          throw error;
        }
        if (!track) return;
        track.enabled = state.current.video;
        current.addTrack(track);
        const sender = callbacks.current
          .getPeer()
          ?.getSenders()
          .find((s) => s.track?.kind === 'video' || (s.track === null && old.kind === 'video'));
        await sender?.replaceTrack(track);
        // A new object, so the preview takes the new track.
        setLocalStream(new MediaStream(current.getTracks()));
      },
    };
  }, []);

  // A camera plugged in or out while in the room.
  useEffect(() => {
    if (!localStream || !navigator.mediaDevices.addEventListener) return;
    const update = () => void countCameras().then(setCameras);
    navigator.mediaDevices.addEventListener('devicechange', update);
    return () => navigator.mediaDevices.removeEventListener('devicechange', update);
  }, [localStream]);

  const controls: MediaControls = {
    available: localStream !== null,
    micOn,
    cameraOn,
    canSwitchCamera: cameras.length > 1,
    toggleMic: actions.toggleMic,
    toggleCamera: actions.toggleCamera,
  };
  return { actions, localStream, controls };
}

import { withDoctorTitle } from '@dawa/shared/care/doctor-rules';
import { ROOM_CHAT_MAX, ROOM_MESSAGES, type RoomInfo } from '@dawa/shared/care/video-room';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { useRoomConnection } from '../hooks/use-room-connection';
import { useRoomText } from '../hooks/use-room-text';
import { CallControls } from './call-controls';
import { NetworkHint } from './network-hint';

/** One video with its name; `notes` (camera off, muted) are said over it, in words, for the other side's state too. */
function Video({ stream, label, muted, notes = [] }: { stream: MediaStream | null; label: string; muted?: boolean; notes?: string[] }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <figure className="relative overflow-hidden rounded-xl bg-slate-900">
      {/* A live camera has no caption track to offer; the room's chat is its text channel. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={ref}
        autoPlay
        playsInline
        muted={muted}
        aria-label={label}
        data-live={stream ? 'true' : 'false'}
        className="aspect-video w-full object-cover"
      />
      <figcaption className="px-3 py-2 text-sm text-white">
        {label}
        {notes.length > 0 ? (
          <span role="status" className="mt-1 block font-medium text-amber-200">
            {notes.join(' · ')}
          </span>
        ) : (
          <span role="status" />
        )}
      </figcaption>
    </figure>
  );
}

/**
 * The open room: the two videos, Join and Leave, mute, camera off and switch, the network-quality
 * hint, 'Reconnecting...' while the call recovers, and the text chat (the fallback when media fails).
 */
export function VideoRoom({ room, onLeave }: { room: RoomInfo; onLeave: () => void }) {
  const t = useT('videoRoom');
  const roomText = useRoomText();
  const format = useFormat();
  const id = useId();
  const call = useRoomConnection(room);
  const [draft, setDraft] = useState('');
  const otherName = room.role === 'patient' ? withDoctorTitle(room.doctorName) : room.patientName;
  const inRoom = call.phase === 'waiting' || call.phase === 'connected' || call.phase === 'reconnecting';
  const peerNotes = [
    call.peerMedia?.video === false ? t('peer.cameraOff', { name: otherName }) : null,
    call.peerMedia?.audio === false ? t('peer.muted', { name: otherName }) : null,
  ].filter((note): note is string => note !== null);
  const ownNotes = [
    call.controls.available && !call.controls.cameraOn ? t('self.cameraOff') : null,
    call.controls.available && !call.controls.micOn ? t('self.muted') : null,
  ].filter((note): note is string => note !== null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    call.sendChat(text);
    setDraft('');
  }

  return (
    <div className="space-y-4">
      <FormMessage tone="error">{call.mediaError ? roomText(call.mediaError) : null}</FormMessage>
      <FormMessage tone="error">{call.roomError ? roomText(call.roomError) : null}</FormMessage>
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {call.phase === 'idle' ? t('idle') : null}
        {call.phase === 'starting' ? t('joining') : null}
        {call.phase === 'waiting' ? roomText(ROOM_MESSAGES.waiting) : null}
        {call.phase === 'connected' ? t('connected', { name: otherName }) : null}
        {call.phase === 'reconnecting' ? t('reconnecting') : null}
      </p>
      {call.phase === 'connected' ? <NetworkHint quality={call.quality} /> : null}
      <div className="flex flex-wrap gap-2">
        {inRoom ? <CallControls controls={call.controls} onSwitchCamera={() => void call.switchCamera()} /> : null}
        {call.phase === 'idle' || call.phase === 'closed' ? (
          <Button onClick={() => void call.join()}>{call.phase === 'closed' ? t('rejoin') : t('join')}</Button>
        ) : null}
        <Button
          variant="secondary"
          onClick={() => {
            call.leave();
            onLeave();
          }}
        >
          {t('leave')}
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Video stream={call.remoteStream} label={otherName} notes={call.phase === 'waiting' ? [] : peerNotes} />
        <Video stream={call.localStream} label={t('you')} muted notes={ownNotes} />
      </div>
      <section
        aria-labelledby={`${id}-chat`}
        className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id={`${id}-chat`} className="text-lg font-semibold">
          {t('chat')}
        </h2>
        <ol aria-label={t('chatMessages')} aria-live="polite" className="mt-2 max-h-64 space-y-1 overflow-y-auto text-sm">
          {call.chat.map((line, index) => (
            <li key={index}>
              <span className="font-semibold">{line.from === room.role ? t('you') : otherName}</span>{' '}
              <span className="text-slate-500 dark:text-slate-400">{format.date(line.sentAt, 'time')}</span>: {line.text}
            </li>
          ))}
        </ol>
        <form onSubmit={submit} className="mt-3 flex items-end gap-2">
          <div className="grow">
            <label htmlFor={`${id}-message`} className={labelClasses}>
              {t('message')}
            </label>
            <input
              id={`${id}-message`}
              className={inputClasses}
              value={draft}
              maxLength={ROOM_CHAT_MAX}
              onChange={(e) => setDraft(e.target.value)}
              disabled={!inRoom}
            />
          </div>
          <Button type="submit" disabled={!inRoom || !draft.trim()}>
            {t('send')}
          </Button>
        </form>
      </section>
    </div>
  );
}

import { ROOM_MESSAGES } from '@dawa/shared/care/video-room';

/** getUserMedia's refusals in words a patient understands (the chat still works without media). */
export function mediaErrorMessage(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return ROOM_MESSAGES.cameraDenied;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return ROOM_MESSAGES.cameraMissing;
    case 'NotReadableError':
    case 'AbortError':
      return ROOM_MESSAGES.cameraBusy;
    default:
      return ROOM_MESSAGES.cameraFailed;
  }
}

import { ROOM_MESSAGES } from '@dawa/shared/care/video-room';
import { useSentenceText } from '@/lib/i18n/use-sentence-text';

const keyOf = (key: keyof typeof ROOM_MESSAGES) => `msg.${key}` as const;

/** The room's sentences (ROOM_MESSAGES: the API's refusals, the signalling server's reasons, the camera problems) in the page's language. */
export const useRoomText = () => useSentenceText('videoRoom', ROOM_MESSAGES, keyOf);

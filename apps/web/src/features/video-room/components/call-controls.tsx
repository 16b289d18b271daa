import Mic from 'lucide-react/icons/mic';
import MicOff from 'lucide-react/icons/mic-off';
import SwitchCamera from 'lucide-react/icons/switch-camera';
import Video from 'lucide-react/icons/video';
import VideoOff from 'lucide-react/icons/video-off';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import type { MediaControls } from '../hooks/use-local-media';

/**
 * Mute, camera off and (with more than one camera, as on most phones) Switch camera. Each button's
 * name says what it will do; the state it leaves is said over the own video (see VideoRoom).
 */
export function CallControls({ controls, onSwitchCamera }: { controls: MediaControls; onSwitchCamera: () => void }) {
  const t = useT('videoRoom');
  if (!controls.available) return null;
  return (
    <div role="group" aria-label={t('controls.label')} className="flex flex-wrap gap-2">
      <Button variant={controls.micOn ? 'secondary' : 'danger'} onClick={controls.toggleMic}>
        {controls.micOn ? <Mic aria-hidden="true" className="size-4" /> : <MicOff aria-hidden="true" className="size-4" />}
        {controls.micOn ? t('mute') : t('unmute')}
      </Button>
      <Button variant={controls.cameraOn ? 'secondary' : 'danger'} onClick={controls.toggleCamera}>
        {controls.cameraOn ? <Video aria-hidden="true" className="size-4" /> : <VideoOff aria-hidden="true" className="size-4" />}
        {controls.cameraOn ? t('cameraOff') : t('cameraOn')}
      </Button>
      {controls.canSwitchCamera ? (
        <Button variant="secondary" onClick={onSwitchCamera}>
          <SwitchCamera aria-hidden="true" className="size-4" />
          {t('switchCamera')}
        </Button>
      ) : null}
    </div>
  );
}

import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import type { NetworkQuality } from '../utils/network-quality';

const TONES: Record<NetworkQuality, string> = {
  good: 'text-green-800 dark:text-green-300',
  fair: 'text-amber-800 dark:text-amber-300',
  poor: 'text-red-800 dark:text-red-300',
};

/** The call's network quality (packet loss and round trip, read every few seconds), with what helps when it is poor. */
export function NetworkHint({ quality }: { quality: NetworkQuality | null }) {
  const t = useT('videoRoom');
  if (!quality) return null;
  return (
    <p data-quality={quality} className={cn('text-sm font-medium', TONES[quality])}>
      {t(`network.${quality}`)}
    </p>
  );
}

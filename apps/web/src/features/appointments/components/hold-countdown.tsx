import { useT } from '@/lib/i18n/use-t';
import { minutesSeconds } from '../hooks/use-seconds-left';

/** The time left to pay an online booking's fee before its slot is released (the server's paymentDueAt), or that it ran out. */
export function HoldCountdown({ secondsLeft }: { secondsLeft: number }) {
  const t = useT('appointments');
  // role="timer" is not announced on every tick (its live region is off); the text is there when read.
  return secondsLeft > 0 ? (
    <p role="timer" className="font-semibold tabular-nums">
      {t('hold.left', { time: minutesSeconds(secondsLeft) })}
    </p>
  ) : (
    <p role="status" className="font-semibold">
      {t('hold.expired')}
    </p>
  );
}

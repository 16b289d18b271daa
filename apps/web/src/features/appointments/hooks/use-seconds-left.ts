import { useEffect, useRef, useState } from 'react';

const secondsUntil = (dueAt: string | null) =>
  dueAt === null ? 0 : Math.max(0, Math.ceil((new Date(dueAt).getTime() - Date.now()) / 1000));

/**
 * Whole seconds until `dueAt` (an instant from the server: an online booking's paymentDueAt), 0 once
 * it has passed; the component is drawn again once a second until then. `onDone` runs once, when
 * the count reaches 0 while shown.
 */
export function useSecondsLeft(dueAt: string | null, onDone?: () => void): number {
  const [, setTick] = useState(0);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (secondsUntil(dueAt) === 0) return;
    const timer = setInterval(() => {
      setTick((n) => n + 1);
      if (secondsUntil(dueAt) === 0) {
        clearInterval(timer);
        done.current?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [dueAt]);
  return secondsUntil(dueAt);
}

/** '9:05' of 545 seconds. */
export const minutesSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

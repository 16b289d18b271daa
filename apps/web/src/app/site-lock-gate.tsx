import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { useSiteLockState } from '@/lib/site-lock';

// Seen only on a locked development site: its code stays out of every normal visit.
const SiteLockScreen = lazy(() => import('@/features/site-lock/components/site-lock-screen').then((m) => ({ default: m.SiteLockScreen })));

/**
 * The whole app sits behind the site lock. Nothing renders until the status is known (index.html
 * preloads it, so this is normally answered before the app's code has run); a locked site shows
 * only the 'Site Locked' screen.
 *
 * The status is a store (useSyncExternalStore), whose changes React renders at once in one piece;
 * when it turns 'unlocked' the whole app renders for the first time. Deferred, that render is a
 * transition React slices into a few milliseconds at a time (decision 069): on a phone it was one
 * 35-45 ms task (150-180 ms at 4x CPU) with the server's first screen still on show.
 */
export function SiteLockGate({ children }: { children: ReactNode }) {
  const state = useDeferredValue(useSiteLockState());
  if (state === 'unknown') return null;
  if (state === 'locked') {
    return (
      <Suspense fallback={null}>
        <SiteLockScreen />
      </Suspense>
    );
  }
  return children;
}

import { lazy, Suspense, type ReactNode } from 'react';
import { useSiteLockState } from '@/lib/site-lock';

// Seen only on a locked development site: its code stays out of every normal visit.
const SiteLockScreen = lazy(() => import('@/features/site-lock/components/site-lock-screen').then((m) => ({ default: m.SiteLockScreen })));

/**
 * The whole app sits behind the site lock. Nothing renders until the status is known (index.html
 * preloads it, so this is normally answered before the app's code has run); a locked site shows
 * only the 'Site Locked' screen.
 */
export function SiteLockGate({ children }: { children: ReactNode }) {
  const state = useSiteLockState();
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

import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Sections below a page's first screen (reviews, related products): rendered in a transition just
 * after the page's first commit, so that commit carries only what the visitor sees first and the
 * rest renders in slices that leave a phone's main thread free (decision 042). They start below the
 * fold, so nothing on screen moves when they arrive. They wait for their own code and texts in a
 * boundary of their own: a section still loading its texts when the page's data arrives (an urgent
 * update) would otherwise put the whole page back to the route's 'Loading page...'.
 */
export function AfterFirstCommit({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? <Suspense fallback={null}>{children}</Suspense> : null;
}

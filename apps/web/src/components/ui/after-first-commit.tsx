import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Sections below a page's first screen (reviews, related products): rendered in a transition just
 * after the page's first commit, so that commit carries only what the visitor sees first and the
 * rest renders in slices that leave a phone's main thread free (decision 042). They start below the
 * fold, so nothing on screen moves when they arrive.
 */
export function AfterFirstCommit({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}

import { useLayoutEffect } from 'react';

/**
 * The first screen the server painted before the app's code ran (decision 042; the server's
 * first-screen-markup.ts). It stands before #root, which its stylesheet hides while it is there, so
 * removing it shows the app in the same frame, with nothing in between.
 */
export function releaseFirstScreen(): void {
  document.getElementById('first-screen')?.remove();
}

/**
 * A landing page says when it shows what the server's first screen showed (its content, or why it has
 * none): the swap then happens before the browser paints, so the visitor never sees a skeleton in
 * between. Any other screen (an error, another page) releases it too.
 */
export function useFirstScreenReady(ready = true): void {
  useLayoutEffect(() => {
    if (ready) releaseFirstScreen();
  }, [ready]);
}

/** However the app fares, the real page shows within this time (a slow API, a page that never says ready). */
export const FIRST_SCREEN_LIMIT_MS = 5000;

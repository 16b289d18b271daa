import { useSyncExternalStore } from 'react';
import { apiPaths } from '@/config/paths';

/**
 * The development site lock (ARCHITECTURE §5: checked by the server). 'unknown' until
 * GET /api/site-lock/status answers; any API call that meets a 423 also turns it to 'locked'.
 */
export type SiteLockState = 'unknown' | 'locked' | 'unlocked';

/** A status check that hangs must not keep the app blank: after this, the app renders (a 423 would still lock it). */
const STATUS_TIMEOUT_MS = 4000;

let state: SiteLockState = 'unknown';
let check: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: SiteLockState): void {
  if (state === next) return;
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Asks the server once whether the site is locked (index.html preloads the same URL, so this is
 * usually answered from the preload). API calls wait for the answer, so a locked site makes no
 * other requests. A network failure counts as unlocked: the pages then show their own errors.
 */
export function startSiteLockCheck(): Promise<void> {
  check ??= (async () => {
    const timeout = new Promise<boolean>((resolve) => window.setTimeout(() => resolve(false), STATUS_TIMEOUT_MS));
    const status = fetch(apiPaths.siteLockStatus(), { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (response.status === 423) return true;
        const body: unknown = response.ok ? await response.json() : null;
        return typeof body === 'object' && body !== null && (body as { locked?: unknown }).locked === true;
      })
      .catch(() => false);
    set((await Promise.race([status, timeout])) ? 'locked' : 'unlocked');
  })();
  return check;
}

/** Resolves once the lock status is known (at once when no check was started, as in component tests). */
export function siteLockSettled(): Promise<void> {
  return check ?? Promise.resolve();
}

/** An API call answered 423: the browser's unlock has lapsed. */
export function markSiteLocked(): void {
  set('locked');
}

export function useSiteLockState(): SiteLockState {
  return useSyncExternalStore(subscribe, () => state, () => 'unknown');
}

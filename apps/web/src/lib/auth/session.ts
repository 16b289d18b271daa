import type { SessionResponse, User } from '@dawa/shared/auth/schemas';
import { useSyncExternalStore } from 'react';
import { apiPaths } from '@/config/paths';
import { ApiError, apiRequest, loadAuthSchemas, setAuthHooks } from '@/lib/api-client';
import { siteLockSettled } from '@/lib/site-lock';

/**
 * The browser side of a session (docs/spec-deviations.md #16, decision 007). The access token lives
 * only in memory, so a script injected into the page cannot carry a long-lived credential away;
 * the refresh token is an httpOnly cookie (`dawa_refresh`, Path=/api) that scripts cannot read.
 * What is stored is the user (name, e-mail, role, picture): a stored user with an e-mail counts as
 * logged in, so the header greets them at once on the next visit while the session is restored in
 * the background (POST /api/refresh-token with the cookie).
 */

/** localStorage key of the logged-in user. */
export const USER_STORAGE_KEY = 'dawa.user';
/** Query keys under this prefix hold one person's data: removed when the session changes. */
export const ME_QUERY_KEY = ['me'] as const;

export interface SessionState {
  user: User | null;
  /** True while the session of a stored user is being restored on load. */
  restoring: boolean;
  /** Set when the account was just deleted: pages that need a user then go home, not to /login. */
  deleted?: boolean;
}

const listeners = new Set<() => void>();
const failureListeners = new Set<() => void>();
let accessToken: string | null = null;
// Read from storage on first use, not on import.
let state: SessionState | null = null;
const current = (): SessionState => (state ??= { user: readStoredUser(), restoring: false });
let restore: Promise<void> | null = null;
let refreshing: Promise<string | null> | null = null;

const forgetListeners = new Set<() => void>();

/**
 * Called when one person's data must go (the session ended or changed hands). The query cache registers
 * here (lib/query-client.ts) rather than being imported, so the session, which the shell needs, does not
 * bring TanStack Query into the first download (decision 067); before that cache exists there is nothing to forget.
 */
export function onForgetPersonalData(listener: () => void): () => void {
  forgetListeners.add(listener);
  return () => forgetListeners.delete(listener);
}

/** One person's cached data must never show to the next: it goes when the session ends or changes hands. */
function forgetPersonalData(): void {
  forgetListeners.forEach((listener) => listener());
}

function readStoredUser(): User | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    if (!raw) return null;
    const user = JSON.parse(raw) as Partial<User> | null;
    // A stored user with an e-mail counts as logged in; anything else is stale junk.
    return user && typeof user.email === 'string' && user.email && typeof user.firstName === 'string' ? (user as User) : null;
  } catch {
    return null;
  }
}

function writeStoredUser(user: User | null): void {
  try {
    if (user) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    /* storage blocked: the session lasts for this page only */
  }
}

function emit(next: Partial<SessionState>): void {
  state = { ...current(), ...next };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The logged-in user (or null) and whether the session is still being restored. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, current, current);
}

export function getSessionUser(): User | null {
  return current().user;
}

/** Starts a session from a login (or refresh) answer. */
export function startSession(session: SessionResponse): void {
  const previous = current().user;
  accessToken = session.accessToken;
  writeStoredUser(session.user);
  // Another person's cached data must never show: a different user starts from an empty cache.
  if (previous && previous.id !== session.user.id) forgetPersonalData();
  emit({ user: session.user, deleted: false });
}

/** Keeps the stored user in step after a profile change (name, picture). */
export function updateSessionUser(patch: Partial<User>): void {
  const previous = current().user;
  if (!previous) return;
  const user = { ...previous, ...patch };
  writeStoredUser(user);
  emit({ user });
}

/** Forgets the session in this browser (tokens, stored user, personal cached data). */
export function endSession({ deleted = false }: { deleted?: boolean } = {}): void {
  accessToken = null;
  writeStoredUser(null);
  forgetPersonalData();
  emit({ user: null, restoring: false, deleted });
}

/** Ends the session on the server (revokes the refresh token, clears the cookie), then here. */
export async function logout(): Promise<void> {
  const token = accessToken;
  try {
    // The cookie carries the refresh token; the bearer lets the server end this access token's session too.
    await apiRequest(apiPaths.logout(), { method: 'POST', bearer: token });
  } catch {
    /* already logged out on the server, or offline: the browser forgets the session anyway */
  } finally {
    endSession();
  }
}

async function requestRefresh(): Promise<string | null> {
  try {
    const session = await apiRequest(apiPaths.refreshToken(), {
      method: 'POST',
      schema: () => loadAuthSchemas().then((m) => m.SessionResponseSchema),
    });
    startSession(session);
    return session.accessToken;
  } catch (error) {
    // Refused (expired, revoked, replayed): null, and the caller ends the session. Offline: keep the user, try again later.
    if (error instanceof ApiError && error.isClientError) return null;
    throw error;
  }
}

/**
 * Swaps the refresh cookie for a new access token, one request at a time. Refresh tokens rotate
 * and a replayed one revokes its whole family, so two tabs must not refresh at once: the Web Locks
 * API queues them across tabs (the second then sends the cookie the first just received).
 */
export function refreshSession(): Promise<string | null> {
  refreshing ??= (async () => {
    try {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      return locks ? await locks.request('dawa-session-refresh', requestRefresh) : await requestRefresh();
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** On app start: a stored user gets a fresh access token from the refresh cookie (after the site-lock check). */
export function restoreSession(): Promise<void> {
  if (restore) return restore;
  if (!current().user) return Promise.resolve();
  emit({ restoring: true });
  restore = siteLockSettled()
    .then(() => refreshSession())
    .then(
      // A session that ended while the browser was away ends quietly: the visitor simply is not logged in.
      (token) => {
        if (!token) endSession();
      },
      () => undefined,
    )
    .finally(() => emit({ restoring: false }));
  return restore;
}

/** Subscribes to "the session could not be renewed" (the app then says 'Authentication failed' and opens /login). */
export function onAuthFailure(listener: () => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/**
 * Connects the session to the API client (bearer token, renewal on 401) and follows logins and
 * logouts of other tabs. Called once at start-up (and by the test setup), not on import.
 */
export function installSession(): void {
  setAuthHooks({
    ready: () => restore ?? Promise.resolve(),
    token: () => accessToken,
    hasUser: () => current().user !== null,
    refresh: refreshSession,
    failed: () => {
      const hadUser = current().user !== null;
      endSession();
      if (hadUser) failureListeners.forEach((listener) => listener());
    },
  });
  // Another tab logged out (or in as someone else): follow it.
  window.addEventListener('storage', (event) => {
    if (event.key !== USER_STORAGE_KEY && event.key !== null) return;
    const stored = readStoredUser();
    if (!stored) {
      if (current().user) endSession();
    } else if (stored.id !== current().user?.id) {
      accessToken = null;
      forgetPersonalData();
      emit({ user: stored });
    } else {
      emit({ user: stored });
    }
  });
}

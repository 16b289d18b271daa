import { useSyncExternalStore } from 'react';

/**
 * A value kept in localStorage and shared by every component that reads it, across tabs too (the
 * `storage` event). `sanitize` turns whatever is stored (old versions, hand edits) into a valid value.
 */
export interface BrowserStore<T> {
  get: () => T;
  set: (next: T | ((current: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
  /** React hook reading the value (re-renders on change). */
  use: () => T;
}

export function createBrowserStore<T>(
  key: string,
  sanitize: (raw: unknown) => T,
  /** sessionStorage for values that belong to one visit (an applied promo code); localStorage by default. */
  area: 'local' | 'session' = 'local',
): BrowserStore<T> {
  const listeners = new Set<() => void>();
  const storage = (): Storage => (area === 'session' ? sessionStorage : localStorage);
  let cache: { raw: string | null; value: T } | null = null;

  const read = (): T => {
    let raw: string | null = null;
    try {
      raw = storage().getItem(key);
    } catch {
      /* storage disabled: behave as empty */
    }
    if (cache && cache.raw === raw) return cache.value;
    let parsed: unknown = null;
    try {
      parsed = raw === null ? null : JSON.parse(raw);
    } catch {
      parsed = null;
    }
    cache = { raw, value: sanitize(parsed) };
    return cache.value;
  };
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  const store: BrowserStore<T> = {
    get: read,
    set: (next) => {
      const value = typeof next === 'function' ? (next as (current: T) => T)(read()) : next;
      const raw = JSON.stringify(value);
      try {
        storage().setItem(key, raw);
      } catch {
        /* full or disabled: keep the value for this page at least */
      }
      cache = { raw, value };
      notify();
    },
    subscribe: (listener) => {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    use: () => useSyncExternalStore(store.subscribe, store.get, store.get),
  };
  return store;
}

import { useDeferredValue } from 'react';

/**
 * Query data as a page should render it: a query's result comes through TanStack Query's store
 * (useSyncExternalStore), whose changes React renders at once, in one piece. A page of cards or a
 * whole product page rendered that way was one 15-45 ms task on a phone (decision 069). Deferred,
 * it renders in a transition that React slices into a few milliseconds at a time; meanwhile the page
 * shows what it showed before (its skeleton, the server's first screen, the previous results).
 *
 * `arrived` is false while data that has come is not rendered yet, so the page keeps its loading
 * state for those few milliseconds. Data that goes away (a query turned off) goes at once. With
 * `same`, older data that is not `same` as the new (another product) counts as not arrived rather
 * than being shown for the new address.
 */
export function useArrivalInSlices<T>(
  data: T | undefined,
  same?: (shown: T, latest: T) => boolean,
): { data: T | undefined; arrived: boolean } {
  const deferred = useDeferredValue(data);
  if (data === undefined) return { data: undefined, arrived: true };
  if (deferred === undefined || (same && !same(deferred, data))) return { data: undefined, arrived: false };
  return { data: deferred, arrived: true };
}

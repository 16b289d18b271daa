import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearchParams, type NavigateOptions } from 'react-router';

/**
 * URL search params for controls bound to the URL (filters, sort). Returns the params just set
 * until React Router has committed that navigation (it does so in a transition), else the current
 * ones. So a radio or a select shows the new choice at once instead of flicking back for a moment.
 */
export function useUrlSearchParams(): [URLSearchParams, (next: URLSearchParams, options?: NavigateOptions) => void] {
  const [current, setSearchParams] = useSearchParams();
  const location = useLocation();
  const [optimistic, setOptimistic] = useState<{ search: string; fromKey: string } | null>(null);

  // Any completed navigation (ours, or the back button) makes the URL the truth again.
  const live = optimistic && optimistic.fromKey === location.key ? optimistic.search : null;
  if (optimistic && live === null) setOptimistic(null);

  const params = useMemo(() => (live === null ? current : new URLSearchParams(live)), [live, current]);

  const set = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => {
      setOptimistic({ search: next.toString(), fromKey: location.key });
      setSearchParams(next, options);
    },
    [location.key, setSearchParams],
  );

  return [params, set];
}

import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigation, useSearchParams, type NavigateOptions } from 'react-router';

/**
 * URL search params for controls bound to the URL (filters, sort). Returns the params the page is
 * heading to: the ones just set (before React Router has committed the navigation, which it does in
 * a transition), else those of a navigation to this page still under way, else the current ones.
 * So a radio or a select shows the new choice at once instead of flicking back for a moment.
 */
export function useUrlSearchParams(): [URLSearchParams, (next: URLSearchParams, options?: NavigateOptions) => void] {
  const [current, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const [optimistic, setOptimistic] = useState<{ search: string; fromKey: string } | null>(null);

  // Any completed navigation (ours, or the back button) makes the URL the truth again.
  const live = optimistic && optimistic.fromKey === location.key ? optimistic.search : null;
  if (optimistic && live === null) setOptimistic(null);

  const target = navigation.location;
  const pending = target && target.pathname === location.pathname ? target.search.replace(/^\?/, '') : null;
  const search = live ?? pending;

  const params = useMemo(() => (search === null ? current : new URLSearchParams(search)), [search, current]);

  const set = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => {
      setOptimistic({ search: next.toString(), fromKey: location.key });
      setSearchParams(next, options);
    },
    [location.key, setSearchParams],
  );

  return [params, set];
}

import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const positions = new Map<string, number>();

/**
 * Scrolls smoothly to the top when the page (pathname) changes, restores the old position on
 * back/forward, and leaves the scroll alone when only the query changes (filters, sort).
 */
export function ScrollToTop() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(location.pathname);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    // The session's first entry has no key in history.state: React Router calls it 'default'.
    const save = () => positions.set((window.history.state as { key?: string } | null)?.key ?? 'default', window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  useLayoutEffect(() => {
    const pathChanged = previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    if (navigationType === NavigationType.Pop) {
      const saved = positions.get(location.key);
      if (saved !== undefined) window.scrollTo({ top: saved });
      return;
    }
    if (!pathChanged) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [location.key, location.pathname, navigationType]);

  return null;
}

import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * For content below the fold that should load only when needed: a ref to put on its slot, and
 * whether the slot has come within `rootMargin` of the screen (it stays true once it has). Without
 * IntersectionObserver (old browsers, jsdom) it is true at once, so the content simply loads.
 */
export function useNearScreen<E extends HTMLElement>(rootMargin: string) {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const slot = ref.current;
    if (!slot || near) return;
    // In a transition: the content renders in slices (a scroll stays smooth), and the slot keeps its
    // placeholder until the content's code is in.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && startTransition(() => setNear(true)), {
      rootMargin,
    });
    observer.observe(slot);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return { ref, near };
}

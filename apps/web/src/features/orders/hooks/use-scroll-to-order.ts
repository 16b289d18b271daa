import { useEffect, useRef } from 'react';

/** Scrolls once to the order `orderId` (element id `order-{id}`) when it is on screen (a link from order success). */
export function useScrollToOrder(orderId: string | undefined, ready: boolean): void {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!orderId || !ready || done.current === orderId) return;
    const element = document.getElementById(`order-${orderId}`);
    if (!element) return;
    done.current = orderId;
    element.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [orderId, ready]);
}

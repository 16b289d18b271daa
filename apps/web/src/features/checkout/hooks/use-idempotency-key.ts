import { useCallback, useRef } from 'react';

function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of one checkout attempt. It stays the same while what is ordered stays the same
 * (`signature`: the order body), so a retry after a lost answer or a double click returns the order
 * already made; a changed cart, address or payment method gets a new key. `renew` starts over after a
 * payment failed for good, so the next attempt makes a fresh order.
 */
export function useIdempotencyKey(): { keyFor: (signature: string) => string; renew: () => void } {
  const current = useRef<{ signature: string; key: string } | null>(null);
  const keyFor = useCallback((signature: string) => {
    if (current.current?.signature !== signature) current.current = { signature, key: randomKey() };
    return current.current.key;
  }, []);
  const renew = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, renew };
}

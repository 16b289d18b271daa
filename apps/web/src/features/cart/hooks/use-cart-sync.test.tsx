import { render, waitFor } from '@testing-library/react';
import type { CartLine } from '@dawa/shared/commerce/cart';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/auth/session';
import { mockApi, type MockRequest } from '@/test/api-mock';
import { sessionResponse } from '@/test/factories';
import { storedLine } from '../components/cart-test-data';
import { cartStore } from '../store/cart-store';
import { CART_OWNER_STORAGE_KEY, CartSync } from './use-cart-sync';

const quantities = () => cartStore.lines().map((l) => [l.productId, l.quantity]);
const calls = (method: string, path: string, seen: { method: string; path: string; body: unknown }[]) =>
  seen.filter((c) => c.method === method && c.path === path);

function recordCartApi(serverLines: CartLine[]) {
  const seen: { method: string; path: string; body: unknown }[] = [];
  const record = (path: string) => (_url: URL, request: MockRequest) => {
    seen.push({ method: request.method, path, body: request.body });
    if (request.method === 'PUT' || path === '/api/cart/merge') return { body: { lines: (request.body as { lines: CartLine[] }).lines } };
    return { body: { lines: serverLines } };
  };
  mockApi({ '/api/cart': record('/api/cart'), '/api/cart/merge': record('/api/cart/merge') });
  return seen;
}

describe("the cart's server copy", () => {
  it("merges the visitor's cart into the customer's at login, once", async () => {
    cartStore.replace([storedLine({ productId: 1, quantity: 2 })]);
    const seen = recordCartApi([]);
    startSession(sessionResponse({ id: 21 }));
    const { rerender } = render(<CartSync />);
    rerender(<CartSync />);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(CART_OWNER_STORAGE_KEY) ?? 'null')).toEqual({ userId: 21, dirty: false }),
    );
    expect(calls('POST', '/api/cart/merge', seen)).toHaveLength(1);
    expect(quantities()).toEqual([[1, 2]]);
  });

  it('does not add the lines twice when the page closed before a merge answered', async () => {
    // The last page sent its merge and closed: the server may already hold the browser's lines.
    localStorage.setItem(CART_OWNER_STORAGE_KEY, JSON.stringify({ userId: 22, dirty: false, merging: true }));
    cartStore.replace([storedLine({ productId: 1, variantId: 11, quantity: 2 })]);
    const seen = recordCartApi([
      { productId: 1, variantId: 11, quantity: 3 },
      { productId: 2, variantId: null, quantity: 1 },
    ]);
    startSession(sessionResponse({ id: 22 }));
    render(<CartSync />);
    await waitFor(() => expect(calls('PUT', '/api/cart', seen)).toHaveLength(1));
    expect(calls('POST', '/api/cart/merge', seen)).toHaveLength(0);
    expect(quantities()).toEqual([
      [1, 3],
      [2, 1],
    ]);
  });
});

import { render, waitFor } from '@testing-library/react';
import type { CartLine } from '@dawa/shared/commerce/cart';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/auth/session';
import { mockApi, type MockRequest } from '@/test/api-mock';
import { sessionResponse } from '@/test/factories';
import { storedLine } from '../components/cart-test-data';
import { cartStore } from '../store/cart-store';
import { promoStore } from '../store/promo-store';
import { CART_OWNER_STORAGE_KEY, CartSync } from './use-cart-sync';

const quantities = () => cartStore.lines().map((l) => [l.productId, l.quantity]);
const calls = (method: string, path: string, seen: { method: string; path: string; body: unknown }[]) =>
  seen.filter((c) => c.method === method && c.path === path);

function recordCartApi(serverLines: CartLine[], serverPromo: string | null = null) {
  const seen: { method: string; path: string; body: unknown }[] = [];
  const record = (path: string) => (_url: URL, request: MockRequest) => {
    seen.push({ method: request.method, path, body: request.body });
    if (request.method === 'PUT' || path === '/api/cart/merge') {
      const body = request.body as { lines: CartLine[]; promoCode?: string | null };
      return { body: { lines: body.lines, promoCode: body.promoCode ?? serverPromo } };
    }
    return { body: { lines: serverLines, promoCode: serverPromo } };
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
    await waitFor(() => expect(JSON.parse(localStorage.getItem(CART_OWNER_STORAGE_KEY) ?? 'null')).toEqual({ userId: 21, dirty: false }));
    expect(calls('POST', '/api/cart/merge', seen)).toHaveLength(1);
    expect(quantities()).toEqual([[1, 2]]);
  });

  it('brings the promo code applied on another device with the saved cart (issue 21.7)', async () => {
    localStorage.setItem(CART_OWNER_STORAGE_KEY, JSON.stringify({ userId: 23, dirty: false }));
    promoStore.clear();
    recordCartApi([{ productId: 1, variantId: null, quantity: 1 }], 'PAIN20');
    startSession(sessionResponse({ id: 23 }));
    render(<CartSync />);
    await waitFor(() => expect(promoStore.get()?.code).toBe('PAIN20'));
    expect(quantities()).toEqual([[1, 1]]);
  });

  it('saves an applied or removed promo code with the cart', async () => {
    localStorage.setItem(CART_OWNER_STORAGE_KEY, JSON.stringify({ userId: 24, dirty: false }));
    promoStore.clear();
    const seen = recordCartApi([{ productId: 1, variantId: null, quantity: 1 }]);
    startSession(sessionResponse({ id: 24 }));
    render(<CartSync />);
    await waitFor(() => expect(calls('GET', '/api/cart', seen)).toHaveLength(1));
    await waitFor(() => expect(quantities()).toEqual([[1, 1]]));
    promoStore.apply({ code: 'PAIN20', discountPaise: 600, description: '20% off pain relievers', limitNote: null });
    await waitFor(() => expect(calls('PUT', '/api/cart', seen).at(-1)?.body).toMatchObject({ promoCode: 'PAIN20' }), { timeout: 3_000 });
    promoStore.clear();
    await waitFor(() => expect(calls('PUT', '/api/cart', seen).at(-1)?.body).toMatchObject({ promoCode: null }), { timeout: 3_000 });
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

import type { CartLine, ServerCart } from '@dawa/shared/commerce/cart';
import { useEffect } from 'react';
import { createBrowserStore } from '@/lib/browser-store';
import { useSession } from '@/lib/auth/session';
import { getServerCart, mergeServerCart, putServerCart } from '../api/server-cart';
import { CART_OWNER_STORAGE_KEY } from '../store/cart-owner-key';
import { cartStore, toApiLines } from '../store/cart-store';
import { promoStore } from '../store/promo-store';

export { CART_OWNER_STORAGE_KEY };

/** Quantity clicks in a row become one save. */
export const CART_SAVE_DELAY_MS = 600;

interface CartOwner {
  userId: number;
  /** Changed here since the server last had it (a save was pending when the page closed). */
  dirty: boolean;
  /** A merge was sent and its answer not applied yet (the page may have closed meanwhile). */
  merging?: boolean;
}

const owner = createBrowserStore<CartOwner | null>(CART_OWNER_STORAGE_KEY, (raw) => {
  if (!raw || typeof raw !== 'object') return null;
  const { userId, dirty, merging } = raw as Partial<CartOwner>;
  return typeof userId === 'number' && Number.isInteger(userId) ? { userId, dirty: dirty === true, merging: merging === true } : null;
});

// The user whose cart this page has already synchronised: React may run an effect twice
// (StrictMode, a remount), and a second merge would add the visitor's lines twice.
let syncedUserId: number | null = null;
let applyingServerCopy = false;
let saveTimer: ReturnType<typeof setTimeout> | undefined;

const appliedCode = (): string | null => promoStore.get()?.code ?? null;

/**
 * Takes the server's lines, and its promo code: a code applied on another device arrives with the cart
 * (the cart page's quote then checks it and fills in its discount), one taken off there goes here too.
 */
function applyServerCopy(cart: ServerCart | { lines: readonly CartLine[]; promoCode?: undefined }): void {
  applyingServerCopy = true;
  try {
    cartStore.fromServer(cart.lines);
    if (cart.promoCode === undefined || cart.promoCode === appliedCode()) return;
    if (cart.promoCode === null) promoStore.clear();
    else promoStore.apply({ code: cart.promoCode, discountPaise: 0, description: '', limitNote: null });
  } finally {
    applyingServerCopy = false;
  }
}

async function save(userId: number): Promise<void> {
  const lines = cartStore.lines();
  await putServerCart(toApiLines(lines), appliedCode());
  // Saved unless the customer changed the cart again meanwhile (that change has its own save coming).
  if (cartStore.lines() === lines && syncedUserId === userId) owner.set({ userId, dirty: false });
}

function scheduleSave(userId: number): void {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    save(userId).catch(() => undefined /* stays dirty: saved on the next change or the next visit */);
  }, CART_SAVE_DELAY_MS);
}

/**
 * First contact with the server for a signed-in customer on this page: after a login the visitor's
 * cart is merged into the customer's (POST /api/cart/merge); on a later visit the server's copy
 * replaces the browser's (another device may have changed it), unless this browser has changes the
 * server never got, which are saved instead.
 */
async function synchronise(userId: number): Promise<void> {
  const mirror = owner.get();
  if (mirror?.userId === userId && mirror.merging) return settleInterruptedMerge(userId);
  if (mirror?.userId === userId) {
    if (mirror.dirty) await save(userId);
    else applyServerCopy(await getServerCart());
    return;
  }
  // Marked first: if the page closes before the answer, the next page must not add the lines twice.
  owner.set({ userId, dirty: false, merging: true });
  const merged = await mergeServerCart(toApiLines(cartStore.lines()), appliedCode());
  applyServerCopy(merged);
  owner.set({ userId, dirty: false });
}

/**
 * A merge whose answer never arrived may or may not have reached the server. Adding the browser's
 * lines again could double them, so each line takes the larger of the two quantities, and that
 * cart is saved.
 */
async function settleInterruptedMerge(userId: number): Promise<void> {
  const server = (await getServerCart()).lines;
  const local = toApiLines(cartStore.lines());
  const key = (l: CartLine) => `${l.productId}:${l.variantId ?? ''}`;
  const localByKey = new Map(local.map((l) => [key(l), l]));
  const union = server.map((l) => ({ ...l, quantity: Math.max(l.quantity, localByKey.get(key(l))?.quantity ?? 0) }));
  const serverKeys = new Set(server.map(key));
  applyServerCopy({ lines: [...union, ...local.filter((l) => !serverKeys.has(key(l)))] });
  owner.set({ userId, dirty: true });
  await save(userId);
}

/**
 * Keeps a signed-in customer's cart on the server (mounted once, in the root layout). Logging out
 * empties the browser's cart: it belongs to the account and comes back at the next login, and the
 * next person at this computer does not see someone else's medicines.
 */
export function useCartSync(): void {
  const userId = useSession().user?.id ?? null;

  useEffect(() => {
    if (userId === null) {
      syncedUserId = null;
      clearTimeout(saveTimer);
      if (owner.get() !== null) {
        owner.set(null);
        cartStore.clear();
      }
      return;
    }
    if (syncedUserId !== userId) {
      syncedUserId = userId;
      synchronise(userId).catch(() => {
        // Offline or refused: the browser's cart stays as it is and the next visit tries again.
        if (syncedUserId === userId) syncedUserId = null;
      });
    }
    // A change of the lines or of the applied promo code is saved, with the other.
    const onChange = () => {
      if (applyingServerCopy || syncedUserId !== userId || owner.get()?.userId !== userId) return;
      owner.set({ userId, dirty: true });
      scheduleSave(userId);
    };
    const stopCart = cartStore.subscribe(onChange);
    const stopPromo = promoStore.subscribe(onChange);
    return () => {
      stopCart();
      stopPromo();
    };
  }, [userId]);
}

/** Mounts the cart's server copy; renders nothing. */
export function CartSync(): null {
  useCartSync();
  return null;
}

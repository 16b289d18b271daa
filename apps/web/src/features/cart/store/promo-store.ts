import type { AppliedPromo } from '@dawa/shared/commerce/cart';
import { createBrowserStore } from '@/lib/browser-store';

/**
 * localStorage key of the promo code applied in the cart: it stays with the cart (kept in localStorage
 * too) in a new visit, and goes when the cart is emptied (an order, Clear cart, logging out). Every
 * quote checks it again; one the server no longer accepts comes off with its reason shown (issue 21).
 */
export const PROMO_STORAGE_KEY = 'cart.promo';

export interface PromoState {
  /** The code the customer applied (spec 'Promo state': code, discount, description), or null. */
  promo: AppliedPromo | null;
  /** Why an applied code was taken off (the cart changed and the server no longer accepts it). */
  notice: string | null;
}

const EMPTY: PromoState = { promo: null, notice: null };

function sanitizePromo(raw: unknown): AppliedPromo | null {
  if (!raw || typeof raw !== 'object') return null;
  const { code, discountPaise, description, limitNote } = raw as Partial<AppliedPromo>;
  if (typeof code !== 'string' || !code || code.length > 40) return null;
  return {
    code,
    discountPaise: typeof discountPaise === 'number' && Number.isInteger(discountPaise) && discountPaise >= 0 ? discountPaise : 0,
    description: typeof description === 'string' ? description : '',
    limitNote: typeof limitNote === 'string' ? limitNote.slice(0, 300) : null,
  };
}

function sanitize(raw: unknown): PromoState {
  if (!raw || typeof raw !== 'object') return EMPTY;
  const { promo, notice } = raw as Partial<PromoState>;
  return { promo: sanitizePromo(promo), notice: typeof notice === 'string' ? notice.slice(0, 300) : null };
}

const store = createBrowserStore(PROMO_STORAGE_KEY, sanitize);

/**
 * The promo code applied on /cart. The server checks it again on every quote and at checkout; the
 * discount kept here is only what the customer was told.
 */
export const promoStore = {
  get: (): AppliedPromo | null => store.get().promo,
  subscribe: store.subscribe,
  apply(promo: AppliedPromo): void {
    store.set({ promo, notice: null });
  },
  /** Takes the code off (Remove, a failed apply, an emptied cart). */
  clear(): void {
    const { promo, notice } = store.get();
    if (promo !== null || notice !== null) store.set(EMPTY);
  },
  /** Takes the code off because the server no longer accepts it, keeping its reason to show. */
  reject(reason: string): void {
    store.set({ promo: null, notice: reason });
  },
};

/** The applied promo and the reason a code was taken off, for the cart page. */
export const usePromoState = (): PromoState => store.use();

/**
 * The applied promo code, or null. /checkout sends `code` as `promoCode` with the order (the
 * server recomputes the discount); it is cleared with the cart (`cartStore.clear()`) after an order.
 */
export const useAppliedPromo = (): AppliedPromo | null => store.use().promo;

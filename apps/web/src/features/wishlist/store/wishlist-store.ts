import type { ProductSummary } from '@dawa/shared/catalog/schemas';
import { createBrowserStore } from '@/lib/browser-store';

/** localStorage key of the wishlist (spec: a list of products kept in browser storage under 'wishlist'). */
export const WISHLIST_STORAGE_KEY = 'wishlist';
/** A wishlist is a short list of things to buy later; the oldest fall off beyond this. */
export const MAX_WISHLIST_ITEMS = 100;

const str = (v: unknown): v is string => typeof v === 'string';
const int = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** Keeps what a product card needs; drops anything malformed (old versions, hand edits). */
function sanitizeItem(raw: unknown): ProductSummary | null {
  if (!raw || typeof raw !== 'object') return null;
  const p = raw as Record<string, unknown>;
  const category = (p.category ?? {}) as Record<string, unknown>;
  if (!int(p.id) || p.id <= 0 || !str(p.name) || !str(p.slug) || !int(p.pricePaise)) return null;
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    brand: str(p.brand) ? p.brand : '',
    category: { slug: str(category.slug) ? category.slug : '', name: str(category.name) ? category.name : '' },
    pricePaise: p.pricePaise,
    mrpPaise: int(p.mrpPaise) ? p.mrpPaise : p.pricePaise,
    discountPercent: int(p.discountPercent) ? p.discountPercent : 0,
    image: str(p.image) ? p.image : '',
    rating: typeof p.rating === 'number' ? p.rating : 0,
    reviewCount: int(p.reviewCount) ? p.reviewCount : 0,
    inStock: p.inStock !== false,
    requiresPrescription: p.requiresPrescription === true,
    packSize: str(p.packSize) ? p.packSize : null,
    dosageForm: str(p.dosageForm) ? p.dosageForm : null,
  };
}

function sanitize(raw: unknown): ProductSummary[] {
  if (!Array.isArray(raw)) return [];
  const items: ProductSummary[] = [];
  for (const entry of raw) {
    const item = sanitizeItem(entry);
    if (item && !items.some((i) => i.id === item.id)) items.push(item);
  }
  return items.slice(-MAX_WISHLIST_ITEMS);
}

const store = createBrowserStore(WISHLIST_STORAGE_KEY, sanitize);

/** The wishlist: products saved for later, newest first on the page. */
export const wishlistStore = {
  items: store.get,
  has: (productId: number): boolean => store.get().some((p) => p.id === productId),
  /** Adds the product (a fresh copy of its card data) or removes it; answers whether it is saved now. */
  toggle(product: ProductSummary): boolean {
    const saved = wishlistStore.has(product.id);
    if (saved) wishlistStore.remove(product.id);
    else store.set((items) => sanitize([...items, product]));
    return !saved;
  },
  remove(productId: number): void {
    store.set((items) => items.filter((p) => p.id !== productId));
  },
};

export const useWishlist = (): ProductSummary[] => store.use();

export function useIsWishlisted(productId: number): boolean {
  return useWishlist().some((p) => p.id === productId);
}

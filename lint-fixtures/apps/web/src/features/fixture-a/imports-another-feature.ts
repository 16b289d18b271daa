// Violation: a feature imports another feature (through the `@/` alias).
import { CART_STORAGE_KEY } from '@/features/cart/store/cart-store';

export const key = CART_STORAGE_KEY;

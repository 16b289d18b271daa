// Violation: a shared layer (components) imports a feature.
import { CART_STORAGE_KEY } from '@/features/cart/store/cart-store';

export function FixtureLabel() {
  return <span>{CART_STORAGE_KEY}</span>;
}

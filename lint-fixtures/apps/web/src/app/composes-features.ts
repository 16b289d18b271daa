// Clean: the app composes features.
import { CART_STORAGE_KEY } from '@/features/cart/store/cart-store';
import { fixtureBHome } from '../features/fixture-b/fixture-b';

export const composed = [CART_STORAGE_KEY, fixtureBHome];

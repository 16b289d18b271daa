import { lazy, Suspense, useState } from 'react';
import { CART_OWNER_STORAGE_KEY } from '@/features/cart/store/cart-owner-key';
import { useSession } from '@/lib/auth/session';

const CartSync = lazy(() => import('@/features/cart/hooks/use-cart-sync').then((m) => ({ default: m.CartSync })));

function mirrorsAnAccount(): boolean {
  try {
    return localStorage.getItem(CART_OWNER_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Loads the cart's server copy (features/cart/hooks/use-cart-sync.ts) only for a signed-in customer,
 * or when the browser's cart still mirrors an account (it must be emptied after a logout elsewhere):
 * visitors never download it. Once loaded it stays mounted, so a logout can empty the cart.
 */
export function CartSyncLoader() {
  const signedIn = useSession().user !== null;
  const [needed, setNeeded] = useState(() => signedIn || mirrorsAnAccount());
  if (signedIn && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <CartSync />
    </Suspense>
  ) : null;
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { CART_OWNER_STORAGE_KEY } from '@/features/cart/store/cart-owner-key';
import { useSession } from '@/lib/auth/session';

const loadCartSync = () => import('@/features/cart/hooks/use-cart-sync');
const CartSync = lazy(() => loadCartSync().then((m) => ({ default: m.CartSync })));
/** Where a visitor becomes a customer: the merge should start the moment they do. */
const SIGN_IN_PAGES: readonly string[] = [paths.login(), paths.register(), '/verify-otp'];

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
  const { pathname } = useLocation();
  const [needed, setNeeded] = useState(() => signedIn || mirrorsAnAccount());
  if (signedIn && !needed) setNeeded(true);
  useEffect(() => {
    if (!needed && SIGN_IN_PAGES.includes(pathname)) void loadCartSync();
  }, [needed, pathname]);
  return needed ? (
    <Suspense fallback={null}>
      <CartSync />
    </Suspense>
  ) : null;
}

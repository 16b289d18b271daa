import { useMemo } from 'react';
import { cartStore, toApiLines, useCartLines } from '@/features/cart/store/cart-store';
import { useAppliedPromo } from '@/features/cart/store/promo-store';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';

/** /checkout: the cart and its promo code (cart feature) go to the checkout (checkout feature). */
export default function CheckoutRoute() {
  const stored = useCartLines();
  const lines = useMemo(() => toApiLines(stored), [stored]);
  const promo = useAppliedPromo();
  return <CheckoutPage lines={lines} promoCode={promo?.code ?? null} onPaid={() => cartStore.clear()} />;
}

import { useMemo } from 'react';
import { CartPage } from '@/features/cart/components/cart-page';
import { useCartLines } from '@/features/cart/store/cart-store';
import { CartPrescriptionsOnFile } from '@/features/checkout/components/cart-prescriptions-on-file';
import { CartSafetyNotice } from '@/features/drug-knowledge/components/cart-safety-notice';

/** /cart: the cart (cart feature) with the safety check (drug knowledge) and the prescriptions on file (checkout). */
export default function CartRoute() {
  const lines = useCartLines();
  const productIds = useMemo(() => lines.map((l) => l.productId), [lines]);
  return (
    <CartPage
      safetyNotice={<CartSafetyNotice productIds={productIds} />}
      prescriptionsOnFile={<CartPrescriptionsOnFile productIds={productIds} />}
    />
  );
}

import { useMemo } from 'react';
import { CartPage } from '@/features/cart/components/cart-page';
import { useCartLines } from '@/features/cart/store/cart-store';
import { CartSafetyNotice } from '@/features/drug-knowledge/components/cart-safety-notice';

export default function CartRoute() {
  const lines = useCartLines();
  const productIds = useMemo(() => lines.map((l) => l.productId), [lines]);
  return <CartPage safetyNotice={<CartSafetyNotice productIds={productIds} />} />;
}

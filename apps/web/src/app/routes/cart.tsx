import { CartPage } from '@/features/cart/components/cart-page';

export default function CartRoute() {
  return <CartPage />;
}

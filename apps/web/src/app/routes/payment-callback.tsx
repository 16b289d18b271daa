import { Navigate, useLocation, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { cartStore } from '@/features/cart/store/cart-store';
import { checkoutDraft } from '@/features/checkout/utils/checkout-draft';
import { PaymentResultPage } from '@/features/payments/components/payment-result-page';
import { useSession } from '@/lib/auth/session';

// A PhonePe payment confirmed here ends the checkout too: its typed draft (note, address) goes with the cart.
const clearCart = () => {
  cartStore.clear();
  checkoutDraft.clear();
};

/** /payment/callback/:merchantTransactionId: needs a stored user (else /login); a confirmed payment empties the cart. */
export default function PaymentCallbackRoute() {
  const { merchantTransactionId = '' } = useParams();
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to={paths.login()} replace state={{ from: location.pathname }} />;
  return <PaymentResultPage merchantTransactionId={merchantTransactionId.trim()} onPaid={clearCart} />;
}

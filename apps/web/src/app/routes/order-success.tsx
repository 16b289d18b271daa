import { Navigate, useLocation, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { PayOrderPanel } from '@/features/checkout/components/pay-order-panel';
import { OrderSuccessPage } from '@/features/orders/components/order-success-page';
import { useSession } from '@/lib/auth/session';

/** /order-success/:orderId: needs a stored user (else /login). An order still to be paid is paid here (the checkout's panel). */
export default function OrderSuccessRoute() {
  const { orderId = '' } = useParams();
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to={paths.login()} replace state={{ from: location.pathname }} />;
  return <OrderSuccessPage orderId={orderId} payment={(order, refresh) => <PayOrderPanel order={order} onChanged={refresh} />} />;
}

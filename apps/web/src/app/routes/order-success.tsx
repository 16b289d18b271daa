import { Navigate, useLocation, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { OrderSuccessPage } from '@/features/orders/components/order-success-page';
import { useSession } from '@/lib/auth/session';

/** /order-success/:orderId: needs a stored user (else /login). */
export default function OrderSuccessRoute() {
  const { orderId = '' } = useParams();
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to={paths.login()} replace state={{ from: location.pathname }} />;
  return <OrderSuccessPage orderId={orderId} />;
}

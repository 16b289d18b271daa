import { Navigate, useLocation } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { OrderList } from '@/features/orders/components/order-list';
import { useSession } from '@/lib/auth/session';
import { useT } from '@/lib/i18n/use-t';

/** /orders: the customer's orders (the same list as the profile's Orders section). */
export default function OrdersRoute() {
  const { user } = useSession();
  const location = useLocation();
  const t = useT('orders');
  if (!user) return <Navigate to={paths.login()} replace state={{ from: location.pathname }} />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageMeta title={t('list.title')} description={t('list.meta')} />
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{t('list.title')}</h1>
      <OrderList />
    </div>
  );
}

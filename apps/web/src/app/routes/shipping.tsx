import { ShippingPage } from '@/features/content/components/shipping-page';

export default function ShippingRoute() {
  return <ShippingPage />;
}

import { EditablePolicy } from '@/features/content/components/editable-policy';
import { ShippingPage } from '@/features/content/components/shipping-page';

export default function ShippingRoute() {
  return (
    <EditablePolicy page="shipping">
      <ShippingPage />
    </EditablePolicy>
  );
}

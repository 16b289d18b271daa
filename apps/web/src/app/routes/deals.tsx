import { DealsPage } from '@/features/content/components/deals-page';

export default function DealsRoute() {
  return <DealsPage />;
}

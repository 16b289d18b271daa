import { ReturnsPage } from '@/features/content/components/returns-page';

export default function ReturnsRoute() {
  return <ReturnsPage />;
}

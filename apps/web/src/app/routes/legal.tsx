import { LegalPage } from '@/features/content/components/legal-page';

export default function LegalRoute() {
  return <LegalPage />;
}

import { TermsPage } from '@/features/content/components/terms-page';

export default function TermsRoute() {
  return <TermsPage />;
}

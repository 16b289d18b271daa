import { PrivacyPage } from '@/features/content/components/privacy-page';

export default function PrivacyRoute() {
  return <PrivacyPage />;
}

import { FaqPage } from '@/features/content/components/faq-page';

export default function FaqRoute() {
  return <FaqPage />;
}

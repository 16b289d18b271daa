import { NewsletterLinkPage } from '@/features/newsletter/components/newsletter-link-page';

export default function NewsletterConfirmRoute() {
  return <NewsletterLinkPage action="confirm" />;
}

import { NewsletterLinkPage } from '@/features/newsletter/components/newsletter-link-page';

export default function NewsletterUnsubscribeRoute() {
  return <NewsletterLinkPage action="unsubscribe" />;
}

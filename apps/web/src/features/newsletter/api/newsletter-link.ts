import { queryOptions, useQuery } from '@tanstack/react-query';
import { commerceApiPaths } from '@/config/commerce-api-paths';
import { apiRequest } from '@/lib/api-client';

const responseSchema = () => import('@dawa/shared/content/newsletter').then((m) => m.NewsletterResponseSchema);

export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

/** POST /api/newsletter/confirm or /api/newsletter/unsubscribe with the token of a mail's link. */
export function useNewsletterLink(action: NewsletterLinkAction, token: string) {
  return useQuery({
    ...queryOptions({
      queryKey: ['newsletter', action, token],
      queryFn: ({ signal }) =>
        apiRequest(action === 'confirm' ? commerceApiPaths.newsletterConfirm() : commerceApiPaths.newsletterUnsubscribe(), {
          method: 'POST',
          json: { token },
          schema: responseSchema,
          signal,
        }),
      // A link acts once per visit: never retried or refetched behind the visitor's back.
      retry: false,
      staleTime: Infinity,
      gcTime: Infinity,
    }),
    enabled: token !== '',
  });
}

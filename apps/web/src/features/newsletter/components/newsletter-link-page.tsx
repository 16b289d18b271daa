import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { useNewsletterLink, type NewsletterLinkAction } from '../api/newsletter-link';

const TEXT = {
  confirm: {
    page: 'Confirm Newsletter Subscription',
    busy: 'Confirming your subscription...',
    done: 'Subscription Confirmed',
    failed: 'Confirmation Failed',
    description: 'Confirm your subscription to the Dawa newsletter.',
    missing: 'This confirmation link is incomplete. Please open the link from the e-mail again.',
  },
  unsubscribe: {
    page: 'Unsubscribe from Newsletter',
    busy: 'Unsubscribing...',
    done: 'Unsubscribed',
    failed: 'Unsubscribe Failed',
    description: 'Unsubscribe from the Dawa newsletter.',
    missing: 'This unsubscribe link is incomplete. Please open the link from the e-mail again.',
  },
} as const;

const NETWORK_MESSAGE = 'Could not reach Dawa. Please check your connection and open the link again.';
const SERVER_MESSAGE = 'Something went wrong on our side. Please open the link again in a few minutes.';

/** /newsletter/confirm and /newsletter/unsubscribe: the pages the links in newsletter mails open. */
export function NewsletterLinkPage({ action }: { action: NewsletterLinkAction }) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const text = TEXT[action];
  const query = useNewsletterLink(action, token);

  let body;
  if (!token) body = <Outcome ok={false} title={text.failed} message={text.missing} />;
  else if (query.isPending)
    body = (
      <>
        <h1 className="text-2xl font-bold">{text.busy}</h1>
        <p role="status" className="mt-4 flex items-center gap-3">
          <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-teal-600 border-t-transparent" />
          Please wait a moment.
        </p>
      </>
    );
  else if (query.isError) {
    const error = query.error;
    const message = error instanceof ApiError && error.status === 0 ? NETWORK_MESSAGE : apiErrorMessage(error, SERVER_MESSAGE);
    body = <Outcome ok={false} title={text.failed} message={message} />;
  } else body = <Outcome ok title={text.done} message={query.data.message} />;

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <PageMeta title={text.page} description={text.description} />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        {body}
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={paths.home()} className={buttonClasses('primary')}>
            Continue Shopping
          </Link>
          <Link to={paths.blog()} className={buttonClasses('secondary')}>
            Read the Health Blog
          </Link>
        </div>
      </div>
    </div>
  );
}

function Outcome({ ok, title, message }: { ok: boolean; title: string; message: string }) {
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <>
      <h1 className="text-2xl font-bold">{title}</h1>
      <div role={ok ? 'status' : 'alert'} className="mt-4 flex items-start gap-3">
        <Icon aria-hidden="true" className={ok ? 'size-6 shrink-0 text-teal-700 dark:text-teal-300' : 'size-6 shrink-0 text-red-700 dark:text-red-300'} />
        <p>{message}</p>
      </div>
    </>
  );
}

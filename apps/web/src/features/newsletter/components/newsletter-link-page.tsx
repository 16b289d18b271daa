import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import {
  NEWSLETTER_ALREADY_CONFIRMED_MESSAGE,
  NEWSLETTER_CONFIRMED_MESSAGE,
  NEWSLETTER_INVALID_CONFIRM_MESSAGE,
  NEWSLETTER_INVALID_UNSUBSCRIBE_MESSAGE,
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
} from '@dawa/shared/content/newsletter-messages';
import { ApiError } from '@/lib/api-client';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { useNewsletterLink, type NewsletterLinkAction } from '../api/newsletter-link';

/** The server's answers (its English sentences) and their keys in the account catalogue. */
const SERVER_SENTENCES = {
  [NEWSLETTER_CONFIRMED_MESSAGE]: 'newsletter.confirmed',
  [NEWSLETTER_ALREADY_CONFIRMED_MESSAGE]: 'newsletter.alreadyConfirmed',
  [NEWSLETTER_INVALID_CONFIRM_MESSAGE]: 'newsletter.invalidConfirm',
  [NEWSLETTER_UNSUBSCRIBED_MESSAGE]: 'newsletter.unsubscribed',
  [NEWSLETTER_INVALID_UNSUBSCRIBE_MESSAGE]: 'newsletter.invalidUnsubscribe',
} as const;

/** /newsletter/confirm and /newsletter/unsubscribe: the pages the links in newsletter mails open. */
export function NewsletterLinkPage({ action }: { action: NewsletterLinkAction }) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const query = useNewsletterLink(action, token);
  const t = useT('account');
  const errorText = useApiErrorText();
  const text = {
    page: t(`newsletter.${action}.page`),
    busy: t(`newsletter.${action}.busy`),
    done: t(`newsletter.${action}.done`),
    failed: t(`newsletter.${action}.failed`),
    description: t(`newsletter.${action}.description`),
    missing: t(`newsletter.${action}.missing`),
  };
  /** A sentence of the server in the page's language (looked up by value), or undefined for one the catalogue lacks. */
  const serverText = (sentence: string) => {
    const key = (SERVER_SENTENCES as Partial<Record<string, (typeof SERVER_SENTENCES)[keyof typeof SERVER_SENTENCES]>>)[sentence];
    return key ? t(key) : undefined;
  };

  let body;
  if (!token) body = <Outcome ok={false} title={text.failed} message={text.missing} />;
  else if (query.isPending)
    body = (
      <>
        <h1 className="text-2xl font-bold">{text.busy}</h1>
        <p role="status" className="mt-4 flex items-center gap-3">
          <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-teal-600 border-t-transparent" />
          {t('newsletter.wait')}
        </p>
      </>
    );
  else if (query.isError) {
    const error = query.error;
    const message =
      error instanceof ApiError && error.status === 0
        ? t('newsletter.network')
        : ((error instanceof ApiError && error.isClientError ? serverText(error.message) : undefined) ?? errorText(error, t('newsletter.server')));
    body = <Outcome ok={false} title={text.failed} message={message} />;
  } else body = <Outcome ok title={text.done} message={serverText(query.data.message) ?? query.data.message} />;

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <PageMeta title={text.page} description={text.description} />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        {body}
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={paths.home()} className={buttonClasses('primary')}>
            {t('newsletter.continue')}
          </Link>
          <Link to={paths.blog()} className={buttonClasses('secondary')}>
            {t('newsletter.blog')}
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

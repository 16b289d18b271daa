import { NEWSLETTER_MESSAGES } from '@dawa/shared/content/newsletter-messages';
import type { Translate } from '@dawa/shared/i18n/messages';
import type { CatalogueOf } from '@dawa/shared/i18n/namespaces';
import { useId, useState, type FormEvent } from 'react';
import { apiPaths } from '@/config/paths';
import { ApiError, apiRequest } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';

// Loaded on submit only: the footer is on every page and zod is not in the first-visit bundle.
const responseSchema = () => import('@dawa/shared/content/newsletter').then((m) => m.NewsletterResponseSchema);

/** The spec's failure texts: the server's reason for a refusal, else a network or a generic failure. */
function failureMessage(error: unknown, t: Translate<CatalogueOf<'common'>>): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('newsletter.offline');
    if (error.isClientError) return t('newsletter.failedWith', { reason: error.fieldErrors?.email?.[0] ?? error.message });
  }
  return t('newsletter.failed');
}

/**
 * Newsletter sign-up in the footer (double opt-in: the server mails a link to confirm). Lives with the
 * layout, not in a feature, because the site footer renders it on every page.
 */
export function NewsletterForm() {
  const inputId = useId();
  const t = useT('common');
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setResult(null);
    try {
      const answer = await apiRequest(apiPaths.newsletterSubscribe(), { method: 'POST', json: { email }, schema: responseSchema });
      // The spec's success text in the page's language; any other answer as the server wrote it.
      setResult({ ok: true, message: answer.message === NEWSLETTER_MESSAGES.subscribed ? t('newsletter.subscribed') : answer.message });
      setEmail('');
    } catch (error) {
      setResult({ ok: false, message: failureMessage(error, t) });
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${inputId}-heading`} className="max-w-sm">
      <h2 id={`${inputId}-heading`} className="text-sm font-semibold text-white">
        {t('newsletter.heading')}
      </h2>
      <p className="mt-2 text-sm text-slate-300">{t('newsletter.blurb')}</p>
      <div className="mt-3 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('newsletter.email')}
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-w-0 flex-1 rounded-lg border border-slate-600 bg-slate-800 px-3 py-2 text-sm text-white placeholder:text-slate-400 focus:border-teal-300 focus:outline-none"
        />
        <button
          type="submit"
          disabled={sending}
          className="rounded-lg bg-teal-400 px-4 py-2 text-sm font-semibold text-slate-950 hover:bg-teal-300 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {sending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </button>
      </div>
      <p role="status" className={cn('mt-2 min-h-5 text-sm', result?.ok === false ? 'text-red-300' : 'text-teal-200')}>
        {result?.message}
      </p>
    </form>
  );
}

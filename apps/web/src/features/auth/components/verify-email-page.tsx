import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { useVerifyEmailLink } from '../api/verify-email';
import { AuthCard } from './auth-card';

/** /verify-email?token=...: the link from the verification mail. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const query = useVerifyEmailLink(token);
  const t = useT('auth');
  const language = useLanguage();
  const errorText = useApiErrorText();

  if (!token) return <Failed message={t('verifyEmail.invalid')} />;
  if (query.isPending) {
    return (
      <AuthCard title={t('verifyEmail.busyTitle')} description={t('verifyEmail.busyDescription')}>
        <div role="status" className="flex items-center gap-3 text-slate-700 dark:text-slate-300">
          <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-teal-600 border-t-transparent" />
          {t('verifyEmail.wait')}
        </div>
      </AuthCard>
    );
  }
  if (query.isError) {
    const error = query.error;
    return <Failed message={error instanceof ApiError && error.status === 0 ? t('verifyEmail.network') : errorText(error, t('verifyEmail.failed'))} />;
  }
  return (
    <AuthCard title={t('verifyEmail.doneTitle')} description={t('verifyEmail.doneDescription')}>
      <div role="status" className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-teal-700 dark:text-teal-300" />
        {/* The server's sentence in English; the catalogue's in Hindi (it has one answer: verified). */}
        <p>{language === 'en' ? query.data.message : t('otp.verified')}</p>
      </div>
      <Link to={paths.login()} className={buttonClasses('primary', 'mt-6 w-full')}>
        {t('verifyEmail.goLogin')}
      </Link>
    </AuthCard>
  );
}

function Failed({ message }: { message: string }) {
  const t = useT('auth');
  return (
    <AuthCard title={t('verifyEmail.failedTitle')} description={t('verifyEmail.failedDescription')}>
      <div role="alert" className="flex items-start gap-3">
        <CircleX aria-hidden="true" className="size-6 shrink-0 text-red-700 dark:text-red-300" />
        <p>{message}</p>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={paths.login()} className={buttonClasses('primary')}>
          {t('verifyEmail.goLogin')}
        </Link>
        <Link to={paths.register()} className={buttonClasses('secondary')}>
          {t('verifyEmail.registerAgain')}
        </Link>
      </div>
    </AuthCard>
  );
}

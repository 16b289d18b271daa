import ShieldAlert from 'lucide-react/icons/shield-alert';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useT } from '@/lib/i18n/use-t';

/** The `reason`s of the API's 403 for a staff session without a second factor (requireSecondFactor). */
const SECOND_FACTOR_REASONS = ['two_factor_setup_required', 'two_factor_login_required'];

/** Whether an API failure is the dashboard's "sign in with a second factor first" 403. */
export function isSecondFactorRequired(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403 && SECOND_FACTOR_REASONS.includes(error.reason ?? '');
}

/**
 * What the dashboard shows instead of its sections when the API refuses an admin or pharmacist session
 * without two-factor sign-in: the server's sentence (worded from its reason) and the way to fix it
 * (Settings, or logging in again with the code), in the page's language: the pages it leads to are
 * the customer side's (inside the English dashboard it says English).
 */
export function TwoFactorRequired({ error }: { error: ApiError }) {
  const t = useT('settings');
  const errorText = useApiErrorText();
  const setup = error.reason !== 'two_factor_login_required';
  return (
    <section
      aria-labelledby="two-factor-required-title"
      className="mx-auto max-w-lg rounded-2xl border border-amber-300 bg-amber-50 p-6 dark:border-amber-700 dark:bg-amber-950/40"
    >
      <h2 id="two-factor-required-title" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldAlert aria-hidden="true" className="size-5" />
        {setup ? t('twoFactorRequired.setupTitle') : t('twoFactorRequired.loginTitle')}
      </h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{errorText(error, error.message)}</p>
      <Link to={setup ? paths.profile('settings') : paths.login()} className={buttonClasses('primary', 'mt-4')}>
        {setup ? t('twoFactorRequired.toSettings') : t('twoFactorRequired.toLogin')}
      </Link>
    </section>
  );
}

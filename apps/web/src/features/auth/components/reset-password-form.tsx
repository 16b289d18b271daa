import { PASSWORDS_DO_NOT_MATCH } from '@dawa/shared/auth/rules';
import { ResetPasswordBodySchema } from '@dawa/shared/auth/schemas';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useFieldErrorText } from '@/lib/field-error-text';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { fieldErrorsOf, type FieldErrors } from '@/lib/form';
import { resetPassword } from '../api/reset-password';
import { AuthCard, textLinkClasses } from './auth-card';
import { NewPasswordFields } from './password-fields';
import type { LoginNavigationState, ResetNavigationState } from './verify-otp-page';

/** The spec waits 2 s before /login. */
const REDIRECT_MS = 2000;

/** /reset-password-complete: the new password, with the e-mail and code carried from the code screen. */
export function ResetPasswordForm() {
  const location = useLocation();
  const { email, otp } = (location.state as ResetNavigationState | null) ?? {};
  // Opened directly (no code carried here): start the reset again.
  if (!email || !otp) return <Navigate to={paths.forgotPassword()} replace />;
  return <NewPasswordForm email={email} otp={otp} />;
}

function NewPasswordForm({ email, otp }: { email: string; otp: string }) {
  const navigate = useNavigate();
  const t = useT('auth');
  const errorText = useApiErrorText();
  const fieldText = useFieldErrorText();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const state: LoginNavigationState = { message: t('reset.loginMessage'), email };
    const timer = window.setTimeout(() => void navigate(paths.login(), { replace: true, state }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, email, navigate, t]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    const parsed = ResetPasswordBodySchema.safeParse({ email, otp, newPassword: password });
    const nextErrors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    if (confirm !== password) nextErrors.confirm = PASSWORDS_DO_NOT_MATCH;
    setErrors(nextErrors);
    if (!parsed.success || nextErrors.confirm) {
      // A bad e-mail or code cannot be fixed on this page.
      if (nextErrors.email || nextErrors.otp) setError(fieldText(nextErrors.email ?? nextErrors.otp) ?? t('reset.failed'));
      return;
    }
    setBusy(true);
    try {
      await resetPassword(parsed.data);
      setDone(true);
      setBusy(false);
    } catch (err) {
      setError(errorText(err, t('reset.failed')));
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t('reset.title')} description={t('reset.description')} subtitle={t('reset.for', { email })}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          passwordError={errors.newPassword}
          confirmError={errors.confirm}
          passwordLabel={t('reset.newPassword')}
          confirmLabel={t('reset.confirmPassword')}
        />
        {error ? (
          <FormMessage tone="error">
            {error}{' '}
            <Link to={paths.forgotPassword()} className={textLinkClasses}>
              {t('reset.newCode')}
            </Link>
          </FormMessage>
        ) : null}
        {done ? <FormMessage tone="success">{t('reset.success')}</FormMessage> : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy || done} className="flex-1">
            {busy ? t('reset.busy') : t('reset.submit')}
          </Button>
          <Link to={paths.login()} className={buttonClasses('secondary')}>
            {t('back.login')}
          </Link>
        </div>
        <div className="flex gap-3 rounded-lg bg-slate-100 p-4 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-teal-700 dark:text-teal-300" />
          <p>
            <strong>{t('reset.tipLead')}</strong> {t('reset.tip')}
          </p>
        </div>
      </form>
    </AuthCard>
  );
}

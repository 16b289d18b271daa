import { PASSWORDS_DO_NOT_MATCH } from '@dawa/shared/auth/rules';
import { ResetPasswordBodySchema } from '@dawa/shared/auth/schemas';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-client';
import { fieldErrorsOf, type FieldErrors } from '@/lib/form';
import { resetPassword } from '../api/reset-password';
import { AuthCard, textLinkClasses } from './auth-card';
import { NewPasswordFields } from './password-fields';
import type { LoginNavigationState, ResetNavigationState } from './verify-otp-page';

export const RESET_SUCCESS_MESSAGE = 'Password reset successful! Redirecting to login...';
export const RESET_LOGIN_MESSAGE = 'Password reset successful! You can now log in with your new password.';
export const RESET_FAILED_MESSAGE = 'Failed to reset password. Please try again.';
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
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const state: LoginNavigationState = { message: RESET_LOGIN_MESSAGE, email };
    const timer = window.setTimeout(() => void navigate(paths.login(), { replace: true, state }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, email, navigate]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    const parsed = ResetPasswordBodySchema.safeParse({ email, otp, newPassword: password });
    const nextErrors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    if (confirm !== password) nextErrors.confirm = PASSWORDS_DO_NOT_MATCH;
    setErrors(nextErrors);
    if (!parsed.success || nextErrors.confirm) {
      // A bad e-mail or code cannot be fixed on this page.
      if (nextErrors.email || nextErrors.otp) setError(nextErrors.email ?? nextErrors.otp ?? RESET_FAILED_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      await resetPassword(parsed.data);
      setDone(true);
      setBusy(false);
    } catch (err) {
      setError(apiErrorMessage(err, RESET_FAILED_MESSAGE));
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Create New Password" description="Choose a new password for your Dawa account." subtitle={`For ${email}`}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          passwordError={errors.newPassword}
          confirmError={errors.confirm}
          passwordLabel="New Password"
          confirmLabel="Confirm New Password"
        />
        {error ? (
          <FormMessage tone="error">
            {error}{' '}
            <Link to={paths.forgotPassword()} className={textLinkClasses}>
              Request a new code
            </Link>
          </FormMessage>
        ) : null}
        {done ? <FormMessage tone="success">{RESET_SUCCESS_MESSAGE}</FormMessage> : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy || done} className="flex-1">
            {busy ? 'Updating Password...' : 'Update Password'}
          </Button>
          <Link to={paths.login()} className={buttonClasses('secondary')}>
            Back to Login
          </Link>
        </div>
        <div className="flex gap-3 rounded-lg bg-slate-100 p-4 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-teal-700 dark:text-teal-300" />
          <p>
            <strong>Security tip:</strong> use a password you do not use on any other site, and never share it or your verification codes with
            anyone. Dawa will never ask for them.
          </p>
        </div>
      </form>
    </AuthCard>
  );
}

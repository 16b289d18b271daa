import { LoginBodySchema } from '@dawa/shared/auth/schemas';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';
import { useLogout } from '@/lib/auth/use-logout';
import { fieldErrorsOf, type FieldErrors } from '@/lib/form';
import { login } from '../api/login';
import { resendVerificationOtp } from '../api/resend-verification-otp';
import { AuthCard, textLinkClasses } from './auth-card';
import { TwoFactorStep } from './two-factor-step';
import type { LoginNavigationState, OtpNavigationState } from './verify-otp-page';
import { useT } from '@/lib/i18n/use-t';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useFieldErrorText } from '@/lib/field-error-text';


/** Only paths of this site are followed after login (never another origin from a crafted link). */
function safeReturnPath(from: string | undefined): string {
  return from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith(paths.login()) ? from : paths.home();
}

/** /login: the form for visitors; a logged-in user sees who they are logged in as instead. */
export function LoginPage() {
  const { user } = useSession();
  // After a login here the form stays (busy) until the next page arrives, instead of flashing the summary.
  const [loggingIn, setLoggingIn] = useState(false);
  return user && !loggingIn ? <LoggedInSummary /> : <LoginForm onLoggingIn={setLoggingIn} />;
}

function LoggedInSummary() {
  const { user } = useSession();
  const doLogout = useLogout();
  const t = useT('auth');
  if (!user) return null;
  return (
    <AuthCard title={t('loggedIn.title')} description={t('loggedIn.description')}>
      <div className="flex items-center gap-4">
        <Avatar firstName={user.firstName} lastName={user.lastName} src={user.profilePicture} className="size-14 text-lg" />
        <div className="min-w-0">
          <p className="font-semibold">
            {user.firstName} {user.lastName}
          </p>
          <p className="truncate text-sm text-slate-600 dark:text-slate-300">{user.email}</p>
        </div>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={paths.profile()} className={buttonClasses('primary')}>
          {t('loggedIn.account')}
        </Link>
        <Button variant="secondary" onClick={() => void doLogout()}>
          {t('loggedIn.logout')}
        </Button>
      </div>
    </AuthCard>
  );
}

function LoginForm({ onLoggingIn }: { onLoggingIn: (busy: boolean) => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state as LoginNavigationState | null) ?? {};
  const [email, setEmail] = useState(state.email ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState('');
  const [unverified, setUnverified] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = useT('auth');
  const errorText = useApiErrorText();
  const fieldText = useFieldErrorText();
  // Set when the password was right for an account with two-factor sign-in: the code step shows.
  const [challengeToken, setChallengeToken] = useState<string | null>(null);

  async function onSignedIn() {
    await navigate(safeReturnPath(state.from), { replace: true });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    setUnverified(false);
    const parsed = LoginBodySchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    onLoggingIn(true);
    try {
      const outcome = await login(parsed.data);
      if (outcome.kind === 'two-factor') {
        onLoggingIn(false);
        setBusy(false);
        setPassword('');
        setChallengeToken(outcome.challengeToken);
        return;
      }
      await onSignedIn();
    } catch (err) {
      onLoggingIn(false);
      setUnverified(err instanceof ApiError && err.status === 403);
      setError(errorText(err, t('login.failed')));
      setBusy(false);
    }
  }

  async function onVerify() {
    const address = email.trim().toLowerCase();
    try {
      await resendVerificationOtp(address);
    } catch {
      /* a code sent within the last minute is still valid: verify with that one */
    }
    const otpState: OtpNavigationState = { codeSent: true };
    await navigate(paths.verifyOtp(address), { state: otpState });
  }

  if (challengeToken) {
    return (
      <TwoFactorStep
        challengeToken={challengeToken}
        onSignedIn={onSignedIn}
        onBusyChange={onLoggingIn}
        onRestart={() => setChallengeToken(null)}
      />
    );
  }

  return (
    <AuthCard title={t('login.title')} description={t('login.description')} subtitle={t('login.subtitle')}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        {state.message && !error ? <FormMessage tone="success">{state.message}</FormMessage> : null}
        <TextField label={t('login.email')} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={fieldText(errors.email)} />
        <TextField
          label={t('login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldText(errors.password)}
        />
        {error ? (
          <FormMessage tone="error">
            {error}
            {unverified ? (
              <Button variant="secondary" className="mt-3 w-full" onClick={() => void onVerify()}>
                {t('login.verify')}
              </Button>
            ) : null}
          </FormMessage>
        ) : null}
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? t('login.busy') : t('login.submit')}
        </Button>
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <Link to={paths.forgotPassword()} className={textLinkClasses}>
            {t('login.forgot')}
          </Link>
          <span className="text-slate-600 dark:text-slate-300">
            {t('login.new')}{' '}
            <Link to={paths.register()} className={textLinkClasses}>
              {t('login.register')}
            </Link>
          </span>
        </div>
      </form>
    </AuthCard>
  );
}

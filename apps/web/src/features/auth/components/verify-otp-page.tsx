import { OTP_RESEND_COOLDOWN_SECONDS } from '@dawa/shared/auth/rules';
import type { OtpPurpose } from '@dawa/shared/auth/schemas';
import { useEffect, useId, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { forgotPasswordOtp } from '../api/forgot-password-otp';
import { resendVerificationOtp } from '../api/resend-verification-otp';
import { verifyEmailOtp } from '../api/verify-email-otp';
import { AuthCard } from './auth-card';
import { emptyOtp, OtpInput } from './otp-input';

/** Spec redirect delays: 2 s after e-mail verification, 1 s to the new-password screen; the resend notice shows 3 s. */
const VERIFIED_REDIRECT_MS = 2000;
const RESET_REDIRECT_MS = 1000;
const NOTICE_MS = 3000;

/** Navigation state the pages that just mailed a code pass here, so the resend cooldown starts at once. */
export interface OtpNavigationState {
  codeSent?: boolean;
}

/** Navigation state of /login and /reset-password-complete. */
export interface LoginNavigationState {
  message?: string;
  from?: string;
  email?: string;
}
export interface ResetNavigationState {
  email?: string;
  otp?: string;
}

/**
 * /verify-otp?email=...&type=email-verification|password-reset. E-mail verification sends the
 * code to the server once six digits are in; a password reset only carries the code on to the
 * new-password screen, where the server checks it.
 */
export function VerifyOtpPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const type: OtpPurpose = params.get('type') === 'password-reset' ? 'password-reset' : 'email-verification';
  // Without an address there is nothing to verify.
  if (!email) return <Navigate to={paths.login()} replace />;
  return <VerifyOtpForm key={`${type}:${email}`} email={email} type={type} />;
}

function VerifyOtpForm({ email, type }: { email: string; type: OtpPurpose }) {
  const navigate = useNavigate();
  const location = useLocation();
  const labelId = useId();
  const t = useT('auth');
  const errorText = useApiErrorText();
  const codeSent = (location.state as OtpNavigationState | null)?.codeSent === true;
  const [digits, setDigits] = useState(emptyOtp);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState<{ message: string; to: string; state: LoginNavigationState | ResetNavigationState; delay: number } | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(codeSent ? OTP_RESEND_COOLDOWN_SECONDS : 0);
  const [notice, setNotice] = useState('');
  const [resending, setResending] = useState(false);

  const counting = secondsLeft > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = window.setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [counting]);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(''), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => void navigate(done.to, { state: done.state }), done.delay);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  async function onComplete(otp: string) {
    setError('');
    if (type === 'password-reset') {
      setDone({ message: t('otp.resetEntered'), to: paths.resetPasswordComplete(), state: { email, otp }, delay: RESET_REDIRECT_MS });
      return;
    }
    setBusy(true);
    try {
      await verifyEmailOtp({ email, otp });
      setDone({ message: t('otp.verified'), to: paths.login(), state: { message: t('otp.verified'), email }, delay: VERIFIED_REDIRECT_MS });
    } catch (err) {
      if (err instanceof ApiError && err.status === 0) setError(t('otp.network'));
      // A refusal that says nothing of its own is the spec's 'Invalid OTP' (not the generic sentence of its code).
      else if (err instanceof ApiError && !err.message && !err.reason) setError(t('otp.invalid'));
      else setError(errorText(err, t('otp.invalid')));
      setDigits(emptyOtp());
      // Back to the first box for the next try.
      document.querySelector<HTMLInputElement>(`[aria-labelledby="${labelId}"] input`)?.focus();
    } finally {
      setBusy(false);
    }
  }

  async function onResend() {
    setResending(true);
    setError('');
    setNotice('');
    try {
      await (type === 'password-reset' ? forgotPasswordOtp(email) : resendVerificationOtp(email));
      setNotice(t('otp.sent'));
      setSecondsLeft(OTP_RESEND_COOLDOWN_SECONDS);
    } catch (err) {
      // The server's reason (the cooldown's remaining seconds, say) tells more than the generic text.
      setError(errorText(err, t('otp.resendFailed')));
    } finally {
      setResending(false);
    }
  }

  const title = type === 'password-reset' ? t('otp.resetTitle') : t('otp.verifyTitle');
  // The address is set in bold inside the sentence, wherever the language puts it.
  const [sentBefore = '', sentAfter = ''] = t('otp.sentTo', { email: '\u0000' }).split('\u0000');
  return (
    <AuthCard
      title={title}
      description={t('otp.description')}
      subtitle={
        <>
          {sentBefore}
          <strong className="break-words text-slate-900 dark:text-white">{email}</strong>
          {sentAfter}
        </>
      }
    >
      <form onSubmit={(e) => e.preventDefault()} noValidate className="space-y-5">
        <p id={labelId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('otp.code')}
        </p>
        <OtpInput
          value={digits}
          onChange={(next) => {
            setDigits(next);
            if (error) setError('');
          }}
          onComplete={(code) => void onComplete(code)}
          disabled={busy || done !== null}
          invalid={error !== ''}
          labelledBy={labelId}
        />
        {busy ? (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
            {t('otp.verifying')}
          </p>
        ) : null}
        <FormMessage tone="error">{error}</FormMessage>
        <FormMessage tone="success">{done?.message ?? notice}</FormMessage>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button variant="secondary" onClick={() => void onResend()} disabled={counting || resending || done !== null}>
            {counting ? t('otp.resendIn', { seconds: secondsLeft }) : resending ? t('otp.sending') : t('otp.resend')}
          </Button>
          <Link to={paths.login()} className={buttonClasses('ghost')}>
            {t('back.login')}
          </Link>
        </div>
      </form>
    </AuthCard>
  );
}

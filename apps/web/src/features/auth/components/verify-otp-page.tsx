import { OTP_RESEND_COOLDOWN_SECONDS } from '@dawa/shared/auth/rules';
import type { OtpPurpose } from '@dawa/shared/auth/schemas';
import { useEffect, useId, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { forgotPasswordOtp } from '../api/forgot-password-otp';
import { resendVerificationOtp } from '../api/resend-verification-otp';
import { verifyEmailOtp } from '../api/verify-email-otp';
import { AuthCard } from './auth-card';
import { emptyOtp, OtpInput } from './otp-input';

export const EMAIL_VERIFIED_MESSAGE = 'Email verified successfully! You can now log in.';
export const RESET_CODE_ENTERED_MESSAGE = 'OTP verified! Redirecting to password reset...';
export const OTP_SENT_MESSAGE = 'OTP sent successfully!';
export const RESEND_FAILED_MESSAGE = 'Failed to resend OTP.';
export const INVALID_OTP_MESSAGE = 'Invalid OTP. Please try again.';
export const OTP_NETWORK_MESSAGE = 'Network error. Please check your connection and try again.';

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
      setDone({ message: RESET_CODE_ENTERED_MESSAGE, to: paths.resetPasswordComplete(), state: { email, otp }, delay: RESET_REDIRECT_MS });
      return;
    }
    setBusy(true);
    try {
      await verifyEmailOtp({ email, otp });
      setDone({ message: EMAIL_VERIFIED_MESSAGE, to: paths.login(), state: { message: EMAIL_VERIFIED_MESSAGE, email }, delay: VERIFIED_REDIRECT_MS });
    } catch (err) {
      setError(err instanceof ApiError && err.status === 0 ? OTP_NETWORK_MESSAGE : apiErrorMessage(err, INVALID_OTP_MESSAGE));
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
      setNotice(OTP_SENT_MESSAGE);
      setSecondsLeft(OTP_RESEND_COOLDOWN_SECONDS);
    } catch (err) {
      // The server's reason (the cooldown's remaining seconds, say) tells more than the generic text.
      setError(apiErrorMessage(err, RESEND_FAILED_MESSAGE));
    } finally {
      setResending(false);
    }
  }

  const title = type === 'password-reset' ? 'Reset Password' : 'Verify Your Email';
  return (
    <AuthCard
      title={title}
      description="Enter the 6-digit verification code we e-mailed you."
      subtitle={
        <>
          A 6-digit verification code was sent to <strong className="break-words text-slate-900 dark:text-white">{email}</strong>.
        </>
      }
    >
      <form onSubmit={(e) => e.preventDefault()} noValidate className="space-y-5">
        <p id={labelId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          Verification code
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
            Verifying...
          </p>
        ) : null}
        <FormMessage tone="error">{error}</FormMessage>
        <FormMessage tone="success">{done?.message ?? notice}</FormMessage>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button variant="secondary" onClick={() => void onResend()} disabled={counting || resending || done !== null}>
            {counting ? `Resend OTP in ${secondsLeft} seconds` : resending ? 'Sending...' : 'Resend OTP'}
          </Button>
          <Link to={paths.login()} className={buttonClasses('ghost')}>
            Back to Login
          </Link>
        </div>
      </form>
    </AuthCard>
  );
}

import { EmailBodySchema } from '@dawa/shared/auth/schemas';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form';
import { forgotPasswordOtp } from '../api/forgot-password-otp';
import { AuthCard, textLinkClasses } from './auth-card';
import type { OtpNavigationState } from './verify-otp-page';

export const SEND_RESET_CODE_FAILED = 'Failed to send the reset code. Please try again.';
/** The spec waits 1 s before the code screen. */
const REDIRECT_MS = 1000;

/** /forgot-password (and /reset-password): mails a reset code, then opens the code screen. */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState('');
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const state: OtpNavigationState = { codeSent: true };
    const timer = window.setTimeout(() => void navigate(paths.verifyOtp(sent.email, 'password-reset'), { state }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [sent, navigate]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    const parsed = EmailBodySchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(fieldErrorsOf(parsed.error.issues).email);
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      const { message } = await forgotPasswordOtp(parsed.data.email);
      setSent({ message, email: parsed.data.email });
    } catch (err) {
      setError(apiErrorMessage(err, SEND_RESET_CODE_FAILED));
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Forgot Password"
      description="Reset your Dawa password with a code sent to your e-mail."
      subtitle="Enter the e-mail address of your account and we will send you a 6-digit code to reset your password."
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <TextField label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={fieldError} />
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        {sent ? <FormMessage tone="success">{sent.message}</FormMessage> : null}
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Sending Code...' : 'Send Reset Code'}
        </Button>
        <p className="text-center text-sm">
          <Link to={paths.login()} className={textLinkClasses}>
            Back to Login
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}

import { EmailBodySchema } from '@dawa/shared/auth/schemas';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { fieldErrorsOf } from '@/lib/form';
import { forgotPasswordOtp } from '../api/forgot-password-otp';
import { AuthCard, textLinkClasses } from './auth-card';
import { useFieldErrorText } from '@/lib/field-error-text';
import type { OtpNavigationState } from './verify-otp-page';

/** The spec waits 1 s before the code screen. */
const REDIRECT_MS = 1000;

/** /forgot-password (and /reset-password): mails a reset code, then opens the code screen. */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const t = useT('auth');
  const language = useLanguage();
  const errorText = useApiErrorText();
  const fieldText = useFieldErrorText();
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
      setFieldError(fieldText(fieldErrorsOf(parsed.error.issues).email));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      const { message } = await forgotPasswordOtp(parsed.data.email);
      // The server's English sentence in English; the same sentence from the catalogue in Hindi.
      setSent({ message: language === 'en' ? message : t('forgot.sent'), email: parsed.data.email });
    } catch (err) {
      setError(errorText(err, t('forgot.failed')));
      setBusy(false);
    }
  }

  return (
    <AuthCard
title={t('forgot.title')} description={t('forgot.description')} subtitle={t('forgot.subtitle')}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <TextField label={t('forgot.email')} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={fieldError} />
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        {sent ? <FormMessage tone="success">{sent.message}</FormMessage> : null}
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? t('forgot.busy') : t('forgot.submit')}
        </Button>
        <p className="text-center text-sm">
          <Link to={paths.login()} className={textLinkClasses}>
            {t('back.login')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}

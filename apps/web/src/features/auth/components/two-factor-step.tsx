import { LoginTwoFactorBodySchema } from '@dawa/shared/auth/two-factor';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { loginTwoFactor } from '../api/login-two-factor';
import { AuthCard, textLinkClasses } from './auth-card';

/**
 * The second step of a login for an account with two-factor sign-in: a 6-digit code from the
 * authenticator app, or one of the recovery codes (each works once). A challenge that ran out sends the
 * person back to the password step.
 */
export function TwoFactorStep({
  challengeToken,
  onSignedIn,
  onRestart,
  onBusyChange,
}: {
  challengeToken: string;
  onSignedIn: () => Promise<void>;
  onRestart: () => void;
  /** Told before the code is sent and after it failed (the login page keeps its form while the next page loads). */
  onBusyChange?: (busy: boolean) => void;
}) {
  const t = useT('auth');
  const errorText = useApiErrorText();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState('');
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    const parsed = LoginTwoFactorBodySchema.safeParse({ challengeToken, code });
    if (!parsed.success) {
      setFieldError(parsed.error.issues.find((i) => i.path[0] === 'code')?.message ?? t('twoFactor.enterCode'));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    onBusyChange?.(true);
    try {
      await loginTwoFactor(parsed.data);
      await onSignedIn();
    } catch (err) {
      onBusyChange?.(false);
      setExpired(err instanceof ApiError && err.status === 401);
      setError(errorText(err, t('twoFactor.failed')));
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title={t('twoFactor.title')}
      description={t('twoFactor.description')}
      subtitle={recovery ? t('twoFactor.subtitleRecovery') : t('twoFactor.subtitleApp')}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <TextField
          label={recovery ? t('twoFactor.recoveryCode') : t('twoFactor.appCode')}
          name="code"
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={fieldError}
        />
        {error ? (
          <FormMessage tone="error">
            {error}
            {expired ? (
              <Button variant="secondary" className="mt-3 w-full" onClick={onRestart}>
                {t('twoFactor.backToLogin')}
              </Button>
            ) : null}
          </FormMessage>
        ) : null}
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? t('twoFactor.busy') : t('twoFactor.submit')}
        </Button>
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <button
            type="button"
            className={textLinkClasses}
            onClick={() => {
              setRecovery((r) => !r);
              setCode('');
              setFieldError(undefined);
            }}
          >
            {recovery ? t('twoFactor.useApp') : t('twoFactor.useRecovery')}
          </button>
          <button type="button" className={textLinkClasses} onClick={onRestart}>
            {t('twoFactor.backToLogin')}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}

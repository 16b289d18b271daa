import { LoginTwoFactorBodySchema } from '@dawa/shared/auth/two-factor';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/field';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { loginTwoFactor } from '../api/login-two-factor';
import { AuthCard, textLinkClasses } from './auth-card';

export const TWO_FACTOR_TITLE = 'Two-factor authentication';
export const TWO_FACTOR_FAILED = 'Verification failed';

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
      setFieldError(parsed.error.issues.find((i) => i.path[0] === 'code')?.message ?? 'Enter your code');
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
      setError(apiErrorMessage(err, TWO_FACTOR_FAILED));
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title={TWO_FACTOR_TITLE}
      description="Confirm your login with a code from your authenticator app."
      subtitle={
        recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication. Each code works once.'
          : 'Enter the 6-digit code from your authenticator app.'
      }
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <TextField
          label={recovery ? 'Recovery code' : 'Authentication code'}
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
                Back to login
              </Button>
            ) : null}
          </FormMessage>
        ) : null}
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Verifying...' : 'Verify'}
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
            {recovery ? 'Use my authenticator app' : 'Use a recovery code'}
          </button>
          <button type="button" className={textLinkClasses} onClick={onRestart}>
            Back to login
          </button>
        </div>
      </form>
    </AuthCard>
  );
}

import { useState, type FormEvent } from 'react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormMessage, TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { useDisableTwoFactor } from '../api/two-factor';

export const TWO_FACTOR_DISABLED = 'Two-factor authentication is off.';
export const DISABLE_FAILED = 'Could not turn off two-factor authentication';

/** Turning off two-factor authentication takes the password or a current code from the app. */
export function TwoFactorDisableDialog({ onClose }: { onClose: () => void }) {
  const [withCode, setWithCode] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const disable = useDisableTwoFactor();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    if (!value.trim()) {
      setError(withCode ? 'Enter the 6-digit code from your authenticator app' : 'Password is required');
      return;
    }
    disable.mutate(withCode ? { code: value.trim() } : { password: value }, {
      onSuccess: () => {
        toast(TWO_FACTOR_DISABLED);
        onClose();
      },
      onError: (err) => setError(apiErrorMessage(err, DISABLE_FAILED)),
    });
  }

  return (
    <Modal title="Turn off two-factor authentication" onClose={onClose} description="Sign-in will ask only for your password.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {withCode ? (
          <TextField
            label="Code from the app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        ) : (
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        )}
        <button
          type="button"
          className="text-sm font-medium text-teal-800 underline-offset-2 hover:underline dark:text-teal-300"
          onClick={() => {
            setWithCode((c) => !c);
            setValue('');
            setError('');
          }}
        >
          {withCode ? 'Use my password instead' : 'Use a code from the app instead'}
        </button>
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <DialogActions submitLabel="Turn off" busyLabel="Turning off..." busy={disable.isPending} onCancel={onClose} variant="danger" />
      </form>
    </Modal>
  );
}

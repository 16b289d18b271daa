import { useState, type FormEvent } from 'react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormMessage, TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { useDisableTwoFactor } from '../api/two-factor';

/** Turning off two-factor authentication takes the password or a current code from the app. */
export function TwoFactorDisableDialog({ onClose }: { onClose: () => void }) {
  const [withCode, setWithCode] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const disable = useDisableTwoFactor();
  const t = useT('settings');
  const errorText = useApiErrorText();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    if (!value.trim()) {
      setError(withCode ? t('twoFactorOff.enterCode') : t('twoFactorOff.passwordRequired'));
      return;
    }
    disable.mutate(withCode ? { code: value.trim() } : { password: value }, {
      onSuccess: () => {
        toast(t('twoFactorOff.done'));
        onClose();
      },
      onError: (err) => setError(errorText(err, t('twoFactorOff.failed'))),
    });
  }

  return (
    <Modal title={t('twoFactorOff.title')} onClose={onClose} description={t('twoFactorOff.description')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {withCode ? (
          <TextField
            label={t('twoFactorOff.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        ) : (
          <TextField
            label={t('twoFactorOff.password')}
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
          {withCode ? t('twoFactorOff.usePassword') : t('twoFactorOff.useCode')}
        </button>
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <DialogActions submitLabel={t('twoFactorOff.submit')} busyLabel={t('twoFactorOff.busy')} busy={disable.isPending} onCancel={onClose} variant="danger" />
      </form>
    </Modal>
  );
}

import { meetsPasswordPolicy, PASSWORD_MIN_LENGTH, PASSWORD_POLICY_MESSAGE } from '@dawa/shared/auth/rules';
import { useState, type FormEvent } from 'react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormMessage, TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useFieldErrorText } from '@/lib/field-error-text';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { firstFieldErrors, type FieldErrors } from '@/lib/form';
import { useChangePassword } from '../api/change-password';

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const NEW_PASSWORD_TOO_SHORT = 'New password must be at least 8 characters long';
export const NEW_PASSWORDS_DO_NOT_MATCH = 'New passwords do not match';

/** The checks' sentences (the spec's English, which the unit test states) and their keys in the settings catalogue. */
const CHECK_KEYS = {
  [CURRENT_PASSWORD_REQUIRED]: 'password.currentRequired',
  [NEW_PASSWORD_TOO_SHORT]: 'password.tooShort',
  [NEW_PASSWORDS_DO_NOT_MATCH]: 'password.mismatch',
} as const;

/** The checks of the modal, in the spec's order; the server checks the policy again. */
export function changePasswordErrors(values: { currentPassword: string; newPassword: string; confirmPassword: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.currentPassword) errors.currentPassword = CURRENT_PASSWORD_REQUIRED;
  if (values.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = NEW_PASSWORD_TOO_SHORT;
  else if (!meetsPasswordPolicy(values.newPassword)) errors.newPassword = PASSWORD_POLICY_MESSAGE;
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = NEW_PASSWORDS_DO_NOT_MATCH;
  return errors;
}

/** Change Password: the current password and the new one twice. Other sessions end; this one stays. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState('');
  const change = useChangePassword();
  const t = useT('settings');
  const errorText = useApiErrorText();
  const fieldText = useFieldErrorText();
  /** A check's sentence in the page's language (the server's field errors and the policy through the shared table). */
  const checkText = (message: string | undefined) => {
    const key = message === undefined ? undefined : (CHECK_KEYS as Record<string, (typeof CHECK_KEYS)[keyof typeof CHECK_KEYS]>)[message];
    return key ? t(key) : fieldText(message);
  };
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    const found = changePasswordErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          toast(t('password.changed'));
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiError) setErrors(firstFieldErrors(err.fieldErrors));
          setError(errorText(err, t('password.failed')));
        },
      },
    );
  }

  return (
    <Modal title={t('password.title')} onClose={onClose} description={t('password.description')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label={t('password.current')} type="password" autoComplete="current-password" value={values.currentPassword} onChange={(e) => set('currentPassword')(e.target.value)} error={checkText(errors.currentPassword)} />
        <TextField
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={(e) => set('newPassword')(e.target.value)}
          hint={errors.newPassword === PASSWORD_POLICY_MESSAGE ? undefined : fieldText(PASSWORD_POLICY_MESSAGE)}
          error={checkText(errors.newPassword)}
        />
        <TextField label={t('password.confirm')} type="password" autoComplete="new-password" value={values.confirmPassword} onChange={(e) => set('confirmPassword')(e.target.value)} error={checkText(errors.confirmPassword)} />
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <DialogActions submitLabel={t('password.submit')} busyLabel={t('password.busy')} busy={change.isPending} onCancel={onClose} />
      </form>
    </Modal>
  );
}

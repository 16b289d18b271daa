import { meetsPasswordPolicy, PASSWORD_MIN_LENGTH, PASSWORD_POLICY_MESSAGE } from '@dawa/shared/auth/rules';
import { useState, type FormEvent } from 'react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormMessage, TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { firstFieldErrors, type FieldErrors } from '@/lib/form';
import { useChangePassword } from '../api/change-password';

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const NEW_PASSWORD_TOO_SHORT = 'New password must be at least 8 characters long';
export const NEW_PASSWORDS_DO_NOT_MATCH = 'New passwords do not match';
export const PASSWORD_CHANGED = 'Password changed successfully!';
export const CHANGE_PASSWORD_FAILED = 'Failed to change password';

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
          toast(PASSWORD_CHANGED);
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiError) setErrors(firstFieldErrors(err.fieldErrors));
          setError(apiErrorMessage(err, CHANGE_PASSWORD_FAILED));
        },
      },
    );
  }

  return (
    <Modal title="Change Password" onClose={onClose} description="You stay logged in here; other devices are logged out.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Current Password" type="password" autoComplete="current-password" value={values.currentPassword} onChange={(e) => set('currentPassword')(e.target.value)} error={errors.currentPassword} />
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={(e) => set('newPassword')(e.target.value)}
          hint={errors.newPassword === PASSWORD_POLICY_MESSAGE ? undefined : PASSWORD_POLICY_MESSAGE}
          error={errors.newPassword}
        />
        <TextField label="Confirm New Password" type="password" autoComplete="new-password" value={values.confirmPassword} onChange={(e) => set('confirmPassword')(e.target.value)} error={errors.confirmPassword} />
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <DialogActions submitLabel="Change Password" busyLabel="Changing..." busy={change.isPending} onCancel={onClose} />
      </form>
    </Modal>
  );
}

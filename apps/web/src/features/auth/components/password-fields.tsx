import { PASSWORD_POLICY_MESSAGE } from '@dawa/shared/auth/rules';
import { useFieldErrorText } from '@/lib/field-error-text';
import { TextField } from '@/components/ui/field';
import { useT } from '@/lib/i18n/use-t';

/**
 * A new password and its confirmation. The policy is always shown under the first field (so it is
 * read before typing), and is the field's error too when the password does not meet it.
 */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  passwordError,
  confirmError,
  passwordLabel,
  confirmLabel,
}: {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  passwordError?: string | undefined;
  confirmError?: string | undefined;
  passwordLabel?: string;
  confirmLabel?: string;
}) {
  const t = useT('auth');
  const fieldText = useFieldErrorText();
  return (
    <>
      <TextField
        label={passwordLabel ?? t('password.label')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        hint={passwordError === PASSWORD_POLICY_MESSAGE ? undefined : fieldText(PASSWORD_POLICY_MESSAGE)}
        error={fieldText(passwordError)}
      />
      <TextField
        label={confirmLabel ?? t('password.confirm')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => onConfirm(e.target.value)}
        error={fieldText(confirmError)}
      />
    </>
  );
}

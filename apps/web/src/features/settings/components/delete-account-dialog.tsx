import { DELETE_ACCOUNT_PHRASE } from '@dawa/shared/auth/rules';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormMessage, TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { endSession } from '@/lib/auth/session';
import { firstFieldErrors, type FieldErrors } from '@/lib/form';
import { useDeleteAccount } from '../api/delete-account';

export const PHRASE_REQUIRED = `Please type "${DELETE_ACCOUNT_PHRASE}" to confirm`;
export const PASSWORD_REQUIRED = 'Password is required';
export const ACCOUNT_DELETED = 'Account deleted successfully!';
export const DELETE_ACCOUNT_FAILED = 'Failed to delete account';

/**
 * Delete Account: says what goes and what the law makes us keep, then asks for the typed phrase
 * (the button stays disabled until it matches exactly) and the password.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [phrase, setPhrase] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState('');
  const remove = useDeleteAccount();
  const [phraseTouched, setPhraseTouched] = useState(false);
  const matches = phrase === DELETE_ACCOUNT_PHRASE;
  // The submit button stays disabled until the phrase matches, so a wrong phrase is explained as soon as the field is left.
  const phraseError = errors.confirmation ?? (phraseTouched && phrase !== '' && !matches ? PHRASE_REQUIRED : undefined);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    const found: FieldErrors = {};
    if (!matches) found.confirmation = PHRASE_REQUIRED;
    if (!password) found.password = PASSWORD_REQUIRED;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    remove.mutate(
      { password, confirmation: phrase },
      {
        onSuccess: () => {
          toast(ACCOUNT_DELETED);
          endSession({ deleted: true });
          void navigate(paths.home(), { replace: true });
        },
        onError: (err) => {
          if (err instanceof ApiError) setErrors(firstFieldErrors(err.fieldErrors));
          setError(apiErrorMessage(err, DELETE_ACCOUNT_FAILED));
        },
      },
    );
  }

  return (
    <Modal
      title="Delete Account"
      onClose={onClose}
      description={
        <>
          <p>This cannot be undone. Deleting your account:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>removes your profile, picture, settings, addresses, saved cart, newsletter subscription and saved health information;</li>
            <li>logs you out on every device;</li>
            <li>
              keeps your past orders only as the law requires (pharmacy and tax records): no longer linked to your account, they keep the
              delivery name, address and phone their invoices need;
            </li>
            <li>keeps your reviews, shown as written by a &lsquo;Dawa customer&rsquo;.</li>
          </ul>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label={
            <>
              Type <strong>{DELETE_ACCOUNT_PHRASE}</strong> to confirm
            </>
          }
          autoComplete="off"
          spellCheck={false}
          value={phrase}
          onChange={(e) => setPhrase(e.target.value)}
          onBlur={() => setPhraseTouched(true)}
          error={phraseError}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <DialogActions submitLabel="Delete My Account" busyLabel="Deleting..." busy={remove.isPending} onCancel={onClose} variant="danger" disabled={!matches} />
      </form>
    </Modal>
  );
}

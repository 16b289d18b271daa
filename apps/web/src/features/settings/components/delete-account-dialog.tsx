import { DELETE_ACCOUNT_PHRASE } from '@dawa/shared/auth/rules';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormMessage, TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { endSession } from '@/lib/auth/session';
import { useFieldErrorText } from '@/lib/field-error-text';
import { firstFieldErrors, type FieldErrors } from '@/lib/form';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { useDeleteAccount } from '../api/delete-account';

/**
 * Delete Account: says what goes and what the law makes us keep, then asks for the typed phrase
 * (the button stays disabled until it matches exactly) and the password.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const t = useT('settings');
  const errorText = useApiErrorText();
  const fieldText = useFieldErrorText();
  const phraseRequired = t('delete.phraseRequired', { phrase: DELETE_ACCOUNT_PHRASE });
  const [phrase, setPhrase] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState('');
  const remove = useDeleteAccount();
  const [phraseTouched, setPhraseTouched] = useState(false);
  const matches = phrase === DELETE_ACCOUNT_PHRASE;
  // The submit button stays disabled until the phrase matches, so a wrong phrase is explained as soon as the field is left.
  const phraseError = fieldText(errors.confirmation) ?? (phraseTouched && phrase !== '' && !matches ? phraseRequired : undefined);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    const found: FieldErrors = {};
    if (!matches) found.confirmation = phraseRequired;
    if (!password) found.password = t('delete.passwordRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    remove.mutate(
      { password, confirmation: phrase },
      {
        onSuccess: () => {
          toast(t('delete.done'));
          endSession({ deleted: true });
          void navigate(paths.home(), { replace: true });
        },
        onError: (err) => {
          if (err instanceof ApiError) setErrors(firstFieldErrors(err.fieldErrors));
          setError(errorText(err, t('delete.failed')));
        },
      },
    );
  }

  return (
    <Modal
      title={t('delete.title')}
      onClose={onClose}
      description={
        <>
          <p>{t('delete.intro')}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>{t('delete.removes')}</li>
            <li>{t('delete.logsOut')}</li>
            <li>{t('delete.keepsOrders')}</li>
            <li>{t('delete.keepsReviews')}</li>
          </ul>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label={
            <>
              {t('delete.typeBefore')} <strong>{DELETE_ACCOUNT_PHRASE}</strong> {t('delete.typeAfter')}
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
          label={t('delete.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldText(errors.password)}
        />
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <DialogActions submitLabel={t('delete.submit')} busyLabel={t('delete.busy')} busy={remove.isPending} onCancel={onClose} variant="danger" disabled={!matches} />
      </form>
    </Modal>
  );
}

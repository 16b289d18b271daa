import { PROFILE_PICTURE_MAX_BYTES } from '@dawa/shared/auth/rules';
import type { Profile } from '@dawa/shared/auth/schemas';
import Camera from 'lucide-react/icons/camera';
import Trash2 from 'lucide-react/icons/trash-2';
import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { useRemoveProfilePicture } from '../api/remove-profile-picture';
import { useUploadProfilePicture } from '../api/upload-profile-picture';

// The crop dialog (and its canvas code) loads when a picture is chosen.
const CropDialog = lazy(() => import('./crop-dialog').then((m) => ({ default: m.CropDialog })));

/** Why a chosen file cannot be a profile picture (the server checks again), as its catalogue key, or null. */
export function pictureProblem(file: File): 'picture.notImage' | 'picture.tooLarge' | null {
  if (!file.type.startsWith('image/')) return 'picture.notImage';
  if (file.size >= PROFILE_PICTURE_MAX_BYTES) return 'picture.tooLarge';
  return null;
}

/** Change or Add profile picture (through the crop dialog) and Remove (after confirmation). */
export function ProfilePictureControl({ profile }: { profile: Profile }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const upload = useUploadProfilePicture();
  const remove = useRemoveProfilePicture();
  const hasPicture = profile.profilePicture !== null;
  const t = useT('profile');
  const errorText = useApiErrorText();

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Cleared so choosing the same file again still opens the dialog.
    event.target.value = '';
    if (!chosen) return;
    const problem = pictureProblem(chosen);
    setError(problem ? t(problem) : '');
    if (!problem) setFile(chosen);
  }

  function onSave(image: Blob) {
    upload.mutate(image, {
      onSuccess: () => {
        setFile(null);
        toast(t('picture.updated'));
      },
      onError: (err) => toast(errorText(err, t('picture.uploadFailed')), 'error'),
    });
  }

  function onRemove() {
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast(t('picture.removed'));
      },
      onError: () => {
        setConfirming(false);
        toast(t('picture.removeFailed'), 'error');
      },
    });
  }

  return (
    <div className="flex flex-col items-center gap-2 sm:items-start">
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="secondary" onClick={() => inputRef.current?.click()}>
          <Camera aria-hidden="true" className="size-4" />
          {hasPicture ? t('picture.change') : t('picture.add')}
        </Button>
        {hasPicture ? (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('picture.remove')}
          </Button>
        ) : null}
      </div>
      <input ref={inputRef} type="file" accept="image/*" hidden aria-label={t('picture.file')} onChange={onChoose} />
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      {file ? (
        <Suspense fallback={null}>
          <CropDialog file={file} onCancel={() => setFile(null)} onSave={onSave} saving={upload.isPending} />
        </Suspense>
      ) : null}
      {confirming ? (
        <Modal title={t('picture.removeTitle')} role="alertdialog" description={t('picture.removeQuestion')} onClose={() => setConfirming(false)}>
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              {t('picture.cancel')}
            </Button>
            <Button variant="danger" onClick={onRemove} disabled={remove.isPending}>
              {remove.isPending ? t('picture.removing') : t('picture.removeConfirm')}
            </Button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}

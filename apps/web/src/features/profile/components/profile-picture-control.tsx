import { PROFILE_PICTURE_MAX_BYTES } from '@dawa/shared/auth/rules';
import type { Profile } from '@dawa/shared/auth/schemas';
import Camera from 'lucide-react/icons/camera';
import Trash2 from 'lucide-react/icons/trash-2';
import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { useRemoveProfilePicture } from '../api/remove-profile-picture';
import { useUploadProfilePicture } from '../api/upload-profile-picture';

// The crop dialog (and its canvas code) loads when a picture is chosen.
const CropDialog = lazy(() => import('./crop-dialog').then((m) => ({ default: m.CropDialog })));

export const NOT_AN_IMAGE = 'Please select an image file';
export const IMAGE_TOO_LARGE = 'Image size should be less than 5MB';
export const PICTURE_UPDATED = 'Profile picture updated successfully!';
export const PICTURE_UPLOAD_FAILED = 'Failed to upload profile picture. Please try again.';
export const PICTURE_REMOVED = 'Profile picture removed successfully!';
export const PICTURE_REMOVE_FAILED = 'Failed to remove profile picture. Please try again.';
export const REMOVE_PICTURE_QUESTION = 'Are you sure you want to remove your profile picture?';

/** Why a chosen file cannot be a profile picture (the server checks again), or null. */
export function pictureProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE;
  if (file.size >= PROFILE_PICTURE_MAX_BYTES) return IMAGE_TOO_LARGE;
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

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Cleared so choosing the same file again still opens the dialog.
    event.target.value = '';
    if (!chosen) return;
    const problem = pictureProblem(chosen);
    setError(problem ?? '');
    if (!problem) setFile(chosen);
  }

  function onSave(image: Blob) {
    upload.mutate(image, {
      onSuccess: () => {
        setFile(null);
        toast(PICTURE_UPDATED);
      },
      onError: (err) => toast(apiErrorMessage(err, PICTURE_UPLOAD_FAILED), 'error'),
    });
  }

  function onRemove() {
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast(PICTURE_REMOVED);
      },
      onError: () => {
        setConfirming(false);
        toast(PICTURE_REMOVE_FAILED, 'error');
      },
    });
  }

  return (
    <div className="flex flex-col items-center gap-2 sm:items-start">
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="secondary" onClick={() => inputRef.current?.click()}>
          <Camera aria-hidden="true" className="size-4" />
          {hasPicture ? 'Change profile picture' : 'Add profile picture'}
        </Button>
        {hasPicture ? (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </Button>
        ) : null}
      </div>
      <input ref={inputRef} type="file" accept="image/*" hidden aria-label="Profile picture file" onChange={onChoose} />
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      {file ? (
        <Suspense fallback={null}>
          <CropDialog file={file} onCancel={() => setFile(null)} onSave={onSave} saving={upload.isPending} />
        </Suspense>
      ) : null}
      {confirming ? (
        <Modal title="Remove profile picture" role="alertdialog" description={REMOVE_PICTURE_QUESTION} onClose={() => setConfirming(false)}>
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button variant="danger" onClick={onRemove} disabled={remove.isPending}>
              {remove.isPending ? 'Removing...' : 'Remove picture'}
            </Button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}

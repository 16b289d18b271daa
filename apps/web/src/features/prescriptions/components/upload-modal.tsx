import { PRESCRIPTION_MESSAGES as M, PRESCRIPTION_NOTE_MAX } from '@dawa/shared/prescriptions/messages';
import { PRESCRIPTION_MAX_BYTES } from '@dawa/shared/prescriptions/status';
import { useQueryClient } from '@tanstack/react-query';
import Upload from 'lucide-react/icons/upload';
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { FormMessage } from '@/components/ui/field';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { prescriptionsQueryKey } from '../api/get-prescriptions';
import { uploadPrescription } from '../api/upload-prescription';
import { ACCEPT_ATTRIBUTE, isAcceptedFile } from '../utils/format';
import { BlobImage } from './blob-image';

/** Why a chosen file cannot be uploaded (the server checks the bytes again), or null. */
export function fileProblem(file: File): string | null {
  if (!isAcceptedFile(file)) return M.wrongType;
  if (file.size === 0) return M.emptyFile;
  if (file.size > PRESCRIPTION_MAX_BYTES) return M.tooLarge;
  return null;
}

/** 'Upload & Analyze': choose or drop a file, add a note, and upload it with real progress. */
export function UploadModal({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const noteId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    const problem = fileProblem(chosen);
    setError(problem ?? '');
    setFile(problem ? null : chosen);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (progress === null) choose(event.dataTransfer.files[0]);
  }

  async function upload() {
    if (!file) {
      setError(M.selectFileFirst);
      return;
    }
    setError('');
    setProgress(0);
    abort.current = new AbortController();
    try {
      const result = await uploadPrescription({ file, note: note.trim(), onProgress: setProgress, signal: abort.current.signal });
      await queryClient.invalidateQueries({ queryKey: prescriptionsQueryKey });
      toast(result.message || M.uploaded);
      onClose();
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
      setProgress(null);
      setError(apiErrorMessage(err, M.uploadFailed));
    }
  }

  const uploading = progress !== null;
  return (
    <Modal title="Upload Prescription" description="A photo or scan of your prescription: JPG, JPEG, PNG or PDF, up to 10MB." onClose={onClose}>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="prescription-drop-zone"
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center',
          dragging ? 'border-teal-600 bg-teal-50 dark:bg-teal-950' : 'border-slate-300 dark:border-slate-600',
        )}
      >
        {file ? (
          <>
            {file.type.startsWith('image/') ? <BlobImage blob={file} alt={`Preview of ${file.name}`} className="mx-auto max-h-48 rounded-lg object-contain" /> : null}
            <p className="text-sm font-medium break-all">{file.name}</p>
            <Button variant="ghost" onClick={() => setFile(null)} disabled={uploading}>
              Remove file
            </Button>
          </>
        ) : (
          <>
            <Upload aria-hidden="true" className="size-8 text-slate-500" />
            <p className="text-sm text-slate-700 dark:text-slate-200">Drag and drop your prescription here, or</p>
            <Button variant="secondary" onClick={() => inputRef.current?.click()}>
              Choose File
            </Button>
            <p className="text-xs text-slate-600 dark:text-slate-300">JPG, JPEG, PNG or PDF (max 10MB)</p>
          </>
        )}
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          className="sr-only"
          tabIndex={-1}
          aria-label="Prescription file"
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            choose(event.target.files?.[0]);
            // Cleared so choosing the same file again is noticed.
            event.target.value = '';
          }}
        />
      </div>

      {uploading ? (
        <div className="mt-4">
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div className="h-full bg-teal-700 transition-[width]" style={{ width: `${progress}%` }} />
          </div>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-200" aria-live="polite">
            {progress < 100 ? `Uploading... ${progress}%` : 'Upload complete. Saving...'}
          </p>
        </div>
      ) : null}

      <div className="mt-4">
        <label htmlFor={noteId} className={labelClasses}>
          Additional Notes (Optional)
        </label>
        <textarea
          id={noteId}
          value={note}
          maxLength={PRESCRIPTION_NOTE_MAX}
          onChange={(event) => setNote(event.target.value)}
          rows={3}
          disabled={uploading}
          className={inputClasses}
          placeholder="Anything the pharmacist should know"
        />
      </div>

      {error ? (
        <div className="mt-3">
          <FormMessage tone="error">{error}</FormMessage>
        </div>
      ) : null}

      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void upload()} disabled={uploading}>
          {uploading ? 'Uploading...' : 'Upload Prescription'}
        </Button>
      </div>
    </Modal>
  );
}

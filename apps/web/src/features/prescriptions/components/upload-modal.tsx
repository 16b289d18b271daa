import { PRESCRIPTION_NOTE_MAX } from '@dawa/shared/prescriptions/messages';
import { PRESCRIPTION_MAX_BYTES } from '@dawa/shared/prescriptions/status';
import { useQueryClient } from '@tanstack/react-query';
import Upload from 'lucide-react/icons/upload';
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { FormMessage } from '@/components/ui/field';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { prescriptionsQueryKey } from '../api/get-prescriptions';
import { uploadPrescription } from '../api/upload-prescription';
import { ACCEPT_ATTRIBUTE, isAcceptedFile } from '../utils/format';
import { BlobImage } from './blob-image';
import { CharacterCount } from '@/components/ui/character-count';

/** Why a chosen file cannot be uploaded (the server checks the bytes again): its sentence's key, or null. */
export function fileProblem(file: File): 'msg.wrongType' | 'msg.emptyFile' | 'msg.tooLarge' | null {
  if (!isAcceptedFile(file)) return 'msg.wrongType';
  if (file.size === 0) return 'msg.emptyFile';
  if (file.size > PRESCRIPTION_MAX_BYTES) return 'msg.tooLarge';
  return null;
}

/** 'Upload & Analyze': choose or drop a file, add a note, and upload it with real progress. */
export function UploadModal({ onClose }: { onClose: () => void }) {
  const t = useT('prescriptions');
  const errorText = useApiErrorText();
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
    setError(problem ? t(problem) : '');
    setFile(problem ? null : chosen);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (progress === null) choose(event.dataTransfer.files[0]);
  }

  async function upload() {
    if (!file) {
      setError(t('msg.selectFileFirst'));
      return;
    }
    setError('');
    setProgress(0);
    abort.current = new AbortController();
    try {
      await uploadPrescription({ file, note: note.trim(), onProgress: setProgress, signal: abort.current.signal });
      await queryClient.invalidateQueries({ queryKey: prescriptionsQueryKey });
      toast(t('msg.uploaded'));
      onClose();
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
      setProgress(null);
      setError(errorText(err, t('msg.uploadFailed')));
    }
  }

  const uploading = progress !== null;
  return (
    <Modal title={t('upload.title')} description={t('upload.description')} onClose={onClose}>
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
            {file.type.startsWith('image/') ? (
              <BlobImage
                blob={file}
                alt={t('upload.preview', { name: file.name })}
                className="mx-auto max-h-48 rounded-lg object-contain"
              />
            ) : null}
            <p className="text-sm font-medium break-all">{file.name}</p>
            <Button variant="ghost" onClick={() => setFile(null)} disabled={uploading}>
              {t('upload.remove')}
            </Button>
          </>
        ) : (
          <>
            <Upload aria-hidden="true" className="size-8 text-slate-500" />
            <p className="text-sm text-slate-700 dark:text-slate-200">{t('upload.drop')}</p>
            <Button variant="secondary" onClick={() => inputRef.current?.click()}>
              {t('upload.choose')}
            </Button>
            <p className="text-xs text-slate-600 dark:text-slate-300">{t('upload.types')}</p>
          </>
        )}
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('upload.file')}
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
            aria-label={t('upload.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div className="h-full bg-teal-700 transition-[width]" style={{ width: `${progress}%` }} />
          </div>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-200" aria-live="polite">
            {progress < 100 ? t('upload.uploadingPercent', { percent: progress }) : t('upload.saving')}
          </p>
        </div>
      ) : null}

      <div className="mt-4">
        <label htmlFor={noteId} className={labelClasses}>
          {t('upload.notes')}
        </label>
        <textarea
          id={noteId}
          value={note}
          maxLength={PRESCRIPTION_NOTE_MAX}
          onChange={(event) => setNote(event.target.value)}
          rows={3}
          disabled={uploading}
          className={inputClasses}
          placeholder={t('upload.notesPlaceholder')}
        />
        <CharacterCount length={note.length} max={PRESCRIPTION_NOTE_MAX} />
      </div>

      {error ? (
        <div className="mt-3">
          <FormMessage tone="error">{error}</FormMessage>
        </div>
      ) : null}

      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button onClick={() => void upload()} disabled={uploading}>
          {uploading ? t('upload.uploading') : t('upload.submit')}
        </Button>
      </div>
    </Modal>
  );
}

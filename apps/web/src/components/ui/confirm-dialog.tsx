import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import { useUiT } from './ui-texts';

/**
 * The staff dashboard's confirmation before a destructive step (delete, deactivate, cancel, refund):
 * an alert dialog with the spec's question, an optional note of what follows, a way back and the
 * danger button. The parent mounts it while asking and unmounts it on close.
 */
export function ConfirmDialog({
  title,
  question,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onClose,
}: {
  title: string;
  /** The spec's exact question ('Are you sure you want to delete this product?'). */
  question: string;
  /** What happens next, in a sentence (optional). */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useUiT();
  return (
    <Modal title={title} description={question} onClose={onClose} role="alertdialog">
      {children ? <div className="mt-2 text-sm text-slate-600 dark:text-slate-400">{children}</div> : null}
      <div className="mt-5 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {cancelLabel ?? t('dialog.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}

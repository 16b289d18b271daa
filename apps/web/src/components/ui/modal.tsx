import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useUiT } from './ui-texts';

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, makes the page behind it
 * inert, closes it on Escape and puts it in the top layer. Focus returns to what was focused before.
 */
export function Modal({
  title,
  description,
  onClose,
  children,
  role = 'dialog',
  className,
}: {
  title: string;
  description?: ReactNode;
  /** Escape, the close button and the backdrop call this; the parent unmounts the modal. */
  onClose: () => void;
  children: ReactNode;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}) {
  const id = useId();
  const t = useUiT();
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      aria-modal="true"
      className={cn(
        'm-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
        className,
      )}
    >
      <div className="max-h-[calc(100vh-4rem)] overflow-y-auto p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('dialog.close')}
            className="-m-2 inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {description ? (
          <div id={`${id}-description`} className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {description}
          </div>
        ) : null}
        <div className="mt-4">{children}</div>
      </div>
    </dialog>
  );
}

import X from 'lucide-react/icons/x';
import { useEffect } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import type { Toast, ToastTone } from './toast';

// One toast on show: its own chunk, fetched right after the first render (toast.tsx), since no first
// screen shows a toast (decision 067).

/** The spec's toasts last 3 seconds. */
export const TOAST_DURATION_MS = 3000;

const toneClasses: Record<ToastTone, string> = {
  success: 'border-teal-300 bg-teal-50 text-teal-950 dark:border-teal-700 dark:bg-teal-950 dark:text-teal-50',
  error: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50',
  info: 'border-slate-300 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
};

/** A toast, closed by its timer, its button or its dismiss cross (`onDismiss`). */
export function ToastItem({ item, onDismiss }: { item: Toast; onDismiss: (id: number) => void }) {
  const t = useT('common');
  useEffect(() => {
    // A toast with a button stays longer: there must be time to press it.
    const timer = window.setTimeout(() => onDismiss(item.id), item.action ? 2 * TOAST_DURATION_MS : TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [item.id, item.action, onDismiss]);
  return (
    <li
      className={cn(
        'pointer-events-auto flex items-start gap-3 rounded-lg border px-4 py-3 text-sm font-medium shadow-lg',
        toneClasses[item.tone],
      )}
    >
      <span className="flex-1">{item.message}</span>
      {item.action ? (
        <button
          type="button"
          onClick={() => {
            item.action?.run();
            onDismiss(item.id);
          }}
          className="-my-1 rounded px-2 py-1 font-semibold underline hover:no-underline"
        >
          {item.action.label}
        </button>
      ) : null}
      <button
        type="button"
        onClick={() => onDismiss(item.id)}
        aria-label={t('toast.dismiss')}
        className="-m-1 rounded p-1 opacity-80 hover:opacity-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

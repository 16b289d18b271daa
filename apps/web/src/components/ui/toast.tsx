import X from 'lucide-react/icons/x';
import { useEffect, useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';

/** The spec's toasts last 3 seconds. */
export const TOAST_DURATION_MS = 3000;

export type ToastTone = 'success' | 'error' | 'info';

/** A button in the toast (e.g. 'Undo'); pressing it runs `run` and closes the toast. */
export interface ToastAction {
  label: string;
  run: () => void;
}

interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  action?: ToastAction | undefined;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dismissToast(id: number): void {
  emit(toasts.filter((t) => t.id !== id));
}

/** Shows an app-wide notification at the top right, under the header, for 3 seconds (read out by screen readers). */
export function toast(message: string, tone: ToastTone = 'success', action?: ToastAction): void {
  // The same message twice in a row (a double click) shows once.
  if (toasts.some((t) => t.message === message)) return;
  emit([...toasts, { id: nextId++, message, tone, action }].slice(-4));
}

const toneClasses: Record<ToastTone, string> = {
  success: 'border-teal-300 bg-teal-50 text-teal-950 dark:border-teal-700 dark:bg-teal-950 dark:text-teal-50',
  error: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50',
  info: 'border-slate-300 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
};

function ToastItem({ item }: { item: Toast }) {
  const t = useT('common');
  useEffect(() => {
    // A toast with a button stays longer: there must be time to press it.
    const timer = window.setTimeout(() => dismissToast(item.id), item.action ? 2 * TOAST_DURATION_MS : TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [item.id, item.action]);
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
            dismissToast(item.id);
          }}
          className="-my-1 rounded px-2 py-1 font-semibold underline hover:no-underline"
        >
          {item.action.label}
        </button>
      ) : null}
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        aria-label={t('toast.dismiss')}
        className="-m-1 rounded p-1 opacity-80 hover:opacity-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/**
 * Where toasts appear; rendered once by the app layout. The region exists before any toast so it is
 * announced. It starts below the sticky header (two rows on phones, one from md), so a toast never
 * covers the cart, login or menu buttons.
 */
export function Toaster() {
  const t = useT('common');
  const items = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return (
    <div className="pointer-events-none fixed top-[8rem] right-4 z-[60] w-[min(24rem,calc(100vw-2rem))] md:top-[4.75rem]">
      <ol aria-live="polite" aria-label={t('toast.region')} className="flex flex-col gap-2">
        {items.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </ol>
    </div>
  );
}

import X from 'lucide-react/icons/x';
import { useEffect, useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';

/** The spec's toasts last 3 seconds. */
export const TOAST_DURATION_MS = 3000;

export type ToastTone = 'success' | 'error' | 'info';

interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
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

/** Shows an app-wide notification at the top right for 3 seconds (read out by screen readers). */
export function toast(message: string, tone: ToastTone = 'success'): void {
  // The same message twice in a row (a double click) shows once.
  if (toasts.some((t) => t.message === message)) return;
  emit([...toasts, { id: nextId++, message, tone }].slice(-4));
}

const toneClasses: Record<ToastTone, string> = {
  success: 'border-teal-300 bg-teal-50 text-teal-950 dark:border-teal-700 dark:bg-teal-950 dark:text-teal-50',
  error: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50',
  info: 'border-slate-300 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
};

function ToastItem({ item }: { item: Toast }) {
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(item.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [item.id]);
  return (
    <li className={cn('pointer-events-auto flex items-start gap-3 rounded-lg border px-4 py-3 text-sm font-medium shadow-lg', toneClasses[item.tone])}>
      <span className="flex-1">{item.message}</span>
      <button type="button" onClick={() => dismissToast(item.id)} aria-label="Dismiss notification" className="-m-1 rounded p-1 opacity-80 hover:opacity-100">
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/** Where toasts appear; rendered once by the app layout. The region exists before any toast so it is announced. */
export function Toaster() {
  const items = useSyncExternalStore(subscribe, () => toasts, () => toasts);
  return (
    <div className="pointer-events-none fixed top-4 right-4 z-[60] w-[min(24rem,calc(100vw-2rem))]">
      <ol aria-live="polite" aria-label="Notifications" className="flex flex-col gap-2">
        {items.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </ol>
    </div>
  );
}

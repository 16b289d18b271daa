import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useT } from '@/lib/i18n/use-t';

export type ToastTone = 'success' | 'error' | 'info';

/** A button in the toast (e.g. 'Undo'); pressing it runs `run` and closes the toast. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
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

// The toasts' look and timers load right after the first render: the first screen never shows one,
// and by the first click they are in (decision 067).
const loadToastItem = () => import('./toast-item');
const ToastItem = lazy(() => loadToastItem().then((m) => ({ default: m.ToastItem })));

export function dismissToast(id: number): void {
  emit(toasts.filter((t) => t.id !== id));
}

/** Shows an app-wide notification at the top right, under the header, for 3 seconds (read out by screen readers). */
export function toast(message: string, tone: ToastTone = 'success', action?: ToastAction): void {
  // The same message twice in a row (a double click) shows once.
  if (toasts.some((t) => t.message === message)) return;
  emit([...toasts, { id: nextId++, message, tone, action }].slice(-4));
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
  useEffect(() => void loadToastItem(), []);
  return (
    <div className="pointer-events-none fixed top-[8rem] right-4 z-[60] w-[min(24rem,calc(100vw-2rem))] md:top-[4.75rem]">
      <ol aria-live="polite" aria-label={t('toast.region')} className="flex flex-col gap-2">
        <Suspense fallback={null}>
          {items.map((item) => (
            <ToastItem key={item.id} item={item} onDismiss={dismissToast} />
          ))}
        </Suspense>
      </ol>
    </div>
  );
}

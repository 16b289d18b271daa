import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const TONES: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
  awaiting_prescription: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
  'awaiting prescription verification': 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
  unpaid: 'bg-orange-100 text-orange-900 dark:bg-orange-900 dark:text-orange-50',
  packed: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50',
  out_for_delivery: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-900 dark:text-indigo-50',
  confirmed: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50',
  shipped: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-900 dark:text-indigo-50',
  delivered: 'bg-teal-100 text-teal-900 dark:bg-teal-900 dark:text-teal-50',
  cancelled: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50',
};

/** An order status as a coloured pill. */
export function StatusBadge({ status, children }: { status: string; children: ReactNode }) {
  return (
    <span className={cn('rounded-full px-3 py-1 text-xs font-semibold', TONES[status.toLowerCase()] ?? TONES.pending)}>{children}</span>
  );
}

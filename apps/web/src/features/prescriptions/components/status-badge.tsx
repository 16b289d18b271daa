import type { Prescription } from '@dawa/shared/prescriptions/schemas';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { statusTone } from '../utils/format';

const TONES = {
  green: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50',
  blue: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50',
  yellow: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
  red: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50',
} as const;

/** A prescription's status as a coloured pill (the spec's colours). */
export function PrescriptionStatusBadge({ status }: { status: Prescription['status'] }) {
  const t = useT('prescriptions');
  return (
    <span data-tone={statusTone(status)} className={cn('rounded-full px-3 py-1 text-xs font-semibold', TONES[statusTone(status)])}>
      {t(`status.${status}`)}
    </span>
  );
}

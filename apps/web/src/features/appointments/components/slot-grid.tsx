import type { SlotsResponse } from '@dawa/shared/care/appointments';
import { cn } from '@/lib/cn';
import { useClinicFormat } from '../hooks/use-clinic-format';

type Slot = SlotsResponse['slots'][number];

/** Free slots as 12-hour start-end buttons in a grid; the chosen one is pressed. */
export function SlotGrid({
  slots,
  chosen,
  onPick,
  label,
}: {
  slots: readonly Slot[];
  chosen?: string | null;
  onPick: (slot: Slot) => void;
  label: string;
}) {
  const clinic = useClinicFormat();
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
      {slots.map((slot) => (
        <li key={slot.startsAt}>
          <button
            type="button"
            aria-pressed={chosen === slot.startsAt}
            onClick={() => onPick(slot)}
            className={cn(
              'w-full rounded-lg border px-3 py-2 text-sm font-medium',
              chosen === slot.startsAt
                ? 'border-teal-700 bg-teal-700 text-white dark:border-teal-300 dark:bg-teal-300 dark:text-slate-950'
                : 'border-slate-300 hover:border-teal-700 dark:border-slate-600',
            )}
          >
            {clinic.timeRange(slot.startsAt, slot.endsAt, slot.label)}
          </button>
        </li>
      ))}
    </ul>
  );
}

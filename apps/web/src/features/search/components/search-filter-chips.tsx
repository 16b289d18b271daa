import X from 'lucide-react/icons/x';
import { useT } from '@/lib/i18n/use-t';

export interface FilterChip {
  /** 'Category', 'Brand', 'Price', 'Rating' */
  label: string;
  value: string;
  onRemove: () => void;
}

/** The active filters, each removable. */
export function SearchFilterChips({ chips }: { chips: readonly FilterChip[] }) {
  const t = useT('search');
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('chips.label')} className="mb-6 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li
          key={chip.label}
          className="inline-flex items-center gap-1 rounded-full border border-teal-200 bg-teal-50 py-1 pr-1 pl-3 text-sm text-teal-900 dark:border-teal-800 dark:bg-teal-950 dark:text-teal-100"
        >
          <span>
            {chip.label}: <span className="font-semibold">{chip.value}</span>
          </span>
          <button
            type="button"
            onClick={chip.onRemove}
            aria-label={t('chips.remove', { label: chip.label })}
            className="inline-flex size-6 items-center justify-center rounded-full hover:bg-teal-100 dark:hover:bg-teal-900"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}

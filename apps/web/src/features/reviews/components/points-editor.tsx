import { REVIEW_POINT_MAX, REVIEW_POINTS_MAX } from '@dawa/shared/reviews/rules';
import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { inputClasses } from '@/components/ui/form-styles';
import { useT } from '@/lib/i18n/use-t';

/** An editable list of short points (the pros or the cons): add, edit and remove entries. */
export function PointsEditor({
  kind,
  points,
  onChange,
}: {
  /** The pros or the cons: names the list, each entry and its buttons. */
  kind: 'pro' | 'con';
  points: string[];
  onChange: (points: string[]) => void;
}) {
  const t = useT('reviews');
  const full = points.length >= REVIEW_POINTS_MAX;
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">{t(kind === 'pro' ? 'pros' : 'cons')}</legend>
      <ul className="space-y-2">
        {points.map((point, i) => (
          <li key={i} className="flex items-center gap-2">
            <input
              aria-label={t(`${kind}.item`, { number: i + 1 })}
              className={inputClasses}
              value={point}
              maxLength={REVIEW_POINT_MAX}
              onChange={(e) => onChange(points.map((p, j) => (j === i ? e.target.value : p)))}
            />
            <button
              type="button"
              aria-label={t(`${kind}.remove`, { number: i + 1 })}
              onClick={() => onChange(points.filter((_, j) => j !== i))}
              className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => onChange([...points, ''])}
        disabled={full}
        className="mt-2 inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-teal-800 hover:bg-teal-50 disabled:opacity-60 dark:text-teal-300 dark:hover:bg-slate-800"
      >
        <Plus aria-hidden="true" className="size-4" />
        {t(`${kind}.add`)}
      </button>
      {full ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">{t(`${kind}.max`, { max: REVIEW_POINTS_MAX })}</p> : null}
    </fieldset>
  );
}

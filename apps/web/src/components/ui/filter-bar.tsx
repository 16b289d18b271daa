import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from './button';
import { inputClasses, labelClasses } from './form-styles';

/** One filter of a list: a text-like input, or a select whose first choice is 'All'. */
export type FilterField<K extends string> =
  | { key: K; label: string; kind: 'search' | 'email' | 'text' | 'date'; maxLength?: number }
  | { key: K; label: string; kind: 'select'; options: readonly { value: string; label: string }[]; allLabel?: string };

export type FilterValues<K extends string> = Record<K, string>;

/**
 * A list's filters kept in the URL (?key=value&page=n), so a filtered list can be reloaded, shared
 * and navigated back to: the applied values, the filters to send (non-empty ones and the page), and
 * `apply` to change them.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as FilterValues<K>;
  const filters: Partial<Record<K, string>> & { page?: number } = {};
  for (const key of keys) if (values[key]) (filters as Record<string, string>)[key] = values[key];
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;

  function apply(next: FilterValues<K>, nextPage = 1) {
    const query: Record<string, string> = {};
    for (const key of keys) if (next[key].trim()) query[key] = next[key].trim();
    if (nextPage > 1) query.page = String(nextPage);
    setParams(query);
  }
  return { values, filters, apply };
}

/** The filter form above a staff list: its fields, 'Apply Filters' and 'Clear' (the list reads them from the URL). */
export function FilterBar<K extends string>({
  label,
  fields,
  applied,
  onApply,
}: {
  /** The form's accessible name ('Order filters'). */
  label: string;
  fields: readonly FilterField<K>[];
  applied: FilterValues<K>;
  onApply: (values: FilterValues<K>) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<FilterValues<K>>(applied);
  const set = (key: K, value: string) => setDraft({ ...draft, [key]: value });

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }
  function clear() {
    const empty = Object.fromEntries(fields.map((f) => [f.key, ''])) as FilterValues<K>;
    setDraft(empty);
    onApply(empty);
  }

  return (
    <form onSubmit={submit} aria-label={label} className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {fields.map((field) => (
        <div key={field.key}>
          <label htmlFor={`${id}-${field.key}`} className={labelClasses}>
            {field.label}
          </label>
          {field.kind === 'select' ? (
            <select
              id={`${id}-${field.key}`}
              value={draft[field.key]}
              onChange={(e) => set(field.key, e.target.value)}
              className={inputClasses}
            >
              <option value="">{field.allLabel ?? 'All'}</option>
              {field.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={`${id}-${field.key}`}
              type={field.kind}
              maxLength={field.maxLength}
              value={draft[field.key]}
              onChange={(e) => set(field.key, e.target.value)}
              className={inputClasses}
            />
          )}
        </div>
      ))}
      <div className="flex gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit">Apply Filters</Button>
        <Button variant="secondary" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { paths } from '@/config/paths';
import { MIN_RATING_OPTIONS, toSearchPageParams, type CategoryOption } from '../utils/search-params';

interface Draft {
  category: string;
  brand: string;
  minPrice: string;
  maxPrice: string;
  minRating: string;
}

const emptyDraft: Draft = { category: '', brand: '', minPrice: '', maxPrice: '', minRating: '' };

/** A rupee amount typed in a price box; undefined when blank. */
function rupees(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/**
 * Desktop advanced search: category, brand, price range (rupees) and minimum rating, combined with
 * the text in the header box, opened as a /search URL.
 */
export function AdvancedSearchPanel({
  id,
  query,
  categories,
  onClose,
}: {
  id: string;
  query: string;
  categories: readonly CategoryOption[];
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [error, setError] = useState('');
  const firstField = useRef<HTMLSelectElement>(null);

  useEffect(() => firstField.current?.focus(), []);

  const set = (field: keyof Draft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setError('');
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const minPrice = rupees(draft.minPrice);
    const maxPrice = rupees(draft.maxPrice);
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      setError('Minimum price must not be above maximum price.');
      return;
    }
    onClose();
    void navigate(
      paths.search(
        toSearchPageParams({
          query,
          category: draft.category,
          brand: draft.brand.trim(),
          minPrice,
          maxPrice,
          minRating: rupees(draft.minRating),
        }),
      ),
    );
  }

  return (
    <form
      id={id}
      aria-label="Advanced search"
      onSubmit={onSubmit}
      className="absolute top-full right-0 z-50 mt-2 hidden w-[36rem] max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-5 shadow-lg md:block dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">Advanced search</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {query ? `Searching for "${query}" with these filters.` : 'Combine filters, or type a medicine name in the search box too.'}
      </p>
      <div className="mt-4 grid grid-cols-2 gap-4">
        <div>
          <label htmlFor={`${id}-category`} className={labelClasses}>
            Category
          </label>
          <select
            ref={firstField}
            id={`${id}-category`}
            value={draft.category}
            onChange={(e) => set('category')(e.target.value)}
            className={inputClasses}
          >
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-brand`} className={labelClasses}>
            Brand
          </label>
          <input
            id={`${id}-brand`}
            type="text"
            maxLength={100}
            value={draft.brand}
            onChange={(e) => set('brand')(e.target.value)}
            placeholder="e.g. Cipla"
            className={inputClasses}
          />
        </div>
        <div>
          <label htmlFor={`${id}-min`} className={labelClasses}>
            Min price (₹)
          </label>
          <input
            id={`${id}-min`}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={draft.minPrice}
            onChange={(e) => set('minPrice')(e.target.value)}
            className={inputClasses}
          />
        </div>
        <div>
          <label htmlFor={`${id}-max`} className={labelClasses}>
            Max price (₹)
          </label>
          <input
            id={`${id}-max`}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={draft.maxPrice}
            onChange={(e) => set('maxPrice')(e.target.value)}
            className={inputClasses}
          />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor={`${id}-rating`} className={labelClasses}>
            Minimum rating
          </label>
          <select id={`${id}-rating`} value={draft.minRating} onChange={(e) => set('minRating')(e.target.value)} className={inputClasses}>
            {MIN_RATING_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <div className="mt-5 flex justify-end gap-3">
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(emptyDraft);
            setError('');
          }}
        >
          Clear Filters
        </Button>
        <Button type="submit">Search</Button>
      </div>
    </form>
  );
}

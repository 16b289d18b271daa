import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { useT } from '@/lib/i18n/use-t';
import { MIN_RATING_OPTIONS, resolveCategory, type CategoryOption, type SearchPageState } from '../utils/search-params';
import { useCategoryText } from '@/lib/i18n/use-category-text';

export interface SearchFilters {
  category: string;
  brand: string;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  minRating: number | undefined;
}

function numberOrUndefined(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/** The /search filter panel; 'Apply Filters' rewrites the URL, 'Clear All' keeps only the query. */
export function SearchFilterPanel({
  id,
  state,
  categories,
  onApply,
  onClear,
}: {
  id: string;
  state: SearchPageState;
  categories: readonly CategoryOption[];
  onApply: (filters: SearchFilters) => void;
  onClear: () => void;
}) {
  const current = resolveCategory(state.category, categories);
  const [category, setCategory] = useState(current?.slug ?? state.category);
  const [brand, setBrand] = useState(state.brand);
  const [minPrice, setMinPrice] = useState(state.minPrice === undefined ? '' : String(state.minPrice));
  const [maxPrice, setMaxPrice] = useState(state.maxPrice === undefined ? '' : String(state.maxPrice));
  const [minRating, setMinRating] = useState(state.minRating === undefined ? '' : String(state.minRating));
  const [error, setError] = useState('');
  const t = useT('search');
  const categoryText = useCategoryText();

  // A category in the URL that the list does not know still shows as chosen.
  const options =
    category && !categories.some((c) => c.slug === category) ? [{ slug: category, name: category }, ...categories] : categories;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const min = numberOrUndefined(minPrice);
    const max = numberOrUndefined(maxPrice);
    if (min !== undefined && max !== undefined && min > max) {
      setError(t('priceOrder'));
      return;
    }
    onApply({ category, brand: brand.trim(), minPrice: min, maxPrice: max, minRating: numberOrUndefined(minRating) });
  }

  return (
    <form
      id={id}
      aria-label={t('filters')}
      onSubmit={onSubmit}
      className="mb-6 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <label htmlFor={`${id}-category`} className={labelClasses}>
            {t('field.category')}
          </label>
          <select id={`${id}-category`} value={category} onChange={(e) => setCategory(e.target.value)} className={inputClasses}>
            <option value="">{t('field.allCategories')}</option>
            {options.map((c) => (
              <option key={c.slug} value={c.slug}>
                {categoryText.name(c)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-brand`} className={labelClasses}>
            {t('field.brand')}
          </label>
          <input
            id={`${id}-brand`}
            type="text"
            maxLength={100}
            value={brand}
            onChange={(e) => setBrand(e.target.value)}
            className={inputClasses}
          />
        </div>
        <div>
          <label htmlFor={`${id}-min`} className={labelClasses}>
            {t('field.minPrice')}
          </label>
          <input
            id={`${id}-min`}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={minPrice}
            onChange={(e) => {
              setMinPrice(e.target.value);
              setError('');
            }}
            className={inputClasses}
          />
        </div>
        <div>
          <label htmlFor={`${id}-max`} className={labelClasses}>
            {t('field.maxPrice')}
          </label>
          <input
            id={`${id}-max`}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={maxPrice}
            onChange={(e) => {
              setMaxPrice(e.target.value);
              setError('');
            }}
            className={inputClasses}
          />
        </div>
        <div>
          <label htmlFor={`${id}-rating`} className={labelClasses}>
            {t('field.minRating')}
          </label>
          <select id={`${id}-rating`} value={minRating} onChange={(e) => setMinRating(e.target.value)} className={inputClasses}>
            {MIN_RATING_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.value ? t('chip.stars', { rating: Number(o.value) }) : t('rating.any')}
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
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClear}>
          {t('panel.clearAll')}
        </Button>
        <Button type="submit">{t('panel.apply')}</Button>
      </div>
    </form>
  );
}

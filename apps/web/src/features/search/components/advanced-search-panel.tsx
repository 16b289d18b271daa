import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { MIN_RATING_OPTIONS, toSearchPageParams, type CategoryOption } from '../utils/search-params';
import { useCategoryText } from '@/lib/i18n/use-category-text';

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

/** What the header search gives the panel; the app adds the category list (app/header-advanced-search.tsx). */
export interface AdvancedSearchSlotProps {
  id: string;
  query: string;
  onClose: () => void;
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
}: AdvancedSearchSlotProps & { categories: readonly CategoryOption[] }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [error, setError] = useState('');
  const t = useT('search');
  const categoryText = useCategoryText();
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
      setError(t('priceOrder'));
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
      aria-label={t('advanced.title')}
      onSubmit={onSubmit}
      className="absolute top-full right-0 z-50 mt-2 hidden w-[36rem] max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-5 shadow-lg md:block dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">{t('advanced.title')}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{query ? t('advanced.for', { query }) : t('advanced.hint')}</p>
      <div className="mt-4 grid grid-cols-2 gap-4">
        <div>
          <label htmlFor={`${id}-category`} className={labelClasses}>
            {t('field.category')}
          </label>
          <select
            ref={firstField}
            id={`${id}-category`}
            value={draft.category}
            onChange={(e) => set('category')(e.target.value)}
            className={inputClasses}
          >
            <option value="">{t('field.allCategories')}</option>
            {categories.map((c) => (
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
            value={draft.brand}
            onChange={(e) => set('brand')(e.target.value)}
            placeholder={t('field.brandExample')}
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
            value={draft.minPrice}
            onChange={(e) => set('minPrice')(e.target.value)}
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
            value={draft.maxPrice}
            onChange={(e) => set('maxPrice')(e.target.value)}
            className={inputClasses}
          />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor={`${id}-rating`} className={labelClasses}>
            {t('field.minRating')}
          </label>
          <select id={`${id}-rating`} value={draft.minRating} onChange={(e) => set('minRating')(e.target.value)} className={inputClasses}>
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
      <div className="mt-5 flex justify-end gap-3">
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(emptyDraft);
            setError('');
          }}
        >
          {t('advanced.clear')}
        </Button>
        <Button type="submit">{t('advanced.search')}</Button>
      </div>
    </form>
  );
}

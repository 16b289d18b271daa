import { COLD_FLU_SYMPTOMS, type CategoryDefinition, type ColdFluSymptom } from '@dawa/shared/catalog/categories';
import { rupeesToPaise } from '@dawa/shared/money/format';
import { useEffect, useId, useState } from 'react';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { useBrands } from '../api/get-brands';
import type { CategoryFilterState } from '../hooks/use-category-filters';

/** How long a price slider must rest before the list is asked again. */
const PRICE_COMMIT_DELAY_MS = 400;

const fieldset = 'border-t border-slate-200 pt-5 dark:border-slate-700';
const legend = 'mb-3 text-sm font-semibold text-slate-900 dark:text-white';
const choice = 'flex items-center gap-2 py-1 text-sm text-slate-700 dark:text-slate-200';
const check = 'size-4 accent-teal-700 dark:accent-teal-400';

/**
 * The category filter panel: price range, availability, brand and (cold and flu) symptom type.
 * Every change goes to the URL; the server filters.
 */
export function CategoryFilters({
  category,
  state,
  onChange,
  showSymptoms,
}: {
  category: CategoryDefinition;
  state: CategoryFilterState;
  onChange: (patch: Partial<CategoryFilterState>) => void;
  showSymptoms: boolean;
}) {
  const id = useId();
  const { maxRupees, stepRupees } = category.priceFilter;
  const brands = useBrands(category.slug);
  const t = useT('catalog');
  const format = useFormat();
  // Whole rupees ('₹1,200'), written the page's way.
  const rupees = (value: number) => format.money(rupeesToPaise(value) ?? 0).replace(/\.00$/, '');

  // Slider positions follow the thumb at once; the URL (and the request) only once it rests.
  const committedMax = state.maxPrice ?? maxRupees;
  const [minDraft, setMinDraft] = useState(state.minPrice);
  const [maxDraft, setMaxDraft] = useState(committedMax);
  const [synced, setSynced] = useState({ min: state.minPrice, max: committedMax });
  if (synced.min !== state.minPrice || synced.max !== committedMax) {
    // The URL changed (back button, Clear filters): the sliders follow it.
    setSynced({ min: state.minPrice, max: committedMax });
    setMinDraft(state.minPrice);
    setMaxDraft(committedMax);
  }

  useEffect(() => {
    if (minDraft === synced.min && maxDraft === synced.max) return;
    const timer = window.setTimeout(() => {
      onChange({ minPrice: minDraft, maxPrice: maxDraft >= maxRupees ? undefined : maxDraft });
    }, PRICE_COMMIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [minDraft, maxDraft, synced, maxRupees, onChange]);

  const maxLabel = maxDraft >= maxRupees ? `${rupees(maxRupees)}+` : rupees(maxDraft);

  function toggleSymptom(symptom: ColdFluSymptom, on: boolean) {
    const next = on ? [...state.symptoms, symptom] : state.symptoms.filter((s) => s !== symptom);
    onChange({ symptoms: COLD_FLU_SYMPTOMS.filter((s) => next.includes(s)) });
  }

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className={legend}>{t('filters.price')}</legend>
        <p className="mb-3 text-sm font-medium text-slate-800 dark:text-slate-100" aria-hidden="true">
          {rupees(minDraft)} – {maxLabel}
        </p>
        <label htmlFor={`${id}-min`} className={labelClasses}>
          {t('filters.minPrice')}
        </label>
        <input
          id={`${id}-min`}
          type="range"
          min={0}
          max={maxRupees}
          step={stepRupees}
          value={minDraft}
          aria-valuetext={rupees(minDraft)}
          onChange={(e) => {
            const value = Number(e.target.value);
            setMinDraft(value);
            if (value > maxDraft) setMaxDraft(value);
          }}
          className="mb-3 w-full accent-teal-700 dark:accent-teal-400"
        />
        <label htmlFor={`${id}-max`} className={labelClasses}>
          {t('filters.maxPrice')}
        </label>
        <input
          id={`${id}-max`}
          type="range"
          min={0}
          max={maxRupees}
          step={stepRupees}
          value={maxDraft}
          aria-valuetext={maxLabel}
          onChange={(e) => {
            const value = Number(e.target.value);
            setMaxDraft(value);
            if (value < minDraft) setMinDraft(value);
          }}
          className="w-full accent-teal-700 dark:accent-teal-400"
        />
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>{t('filters.availability')}</legend>
        {(
          [
            [undefined, 'filters.all'],
            ['in', 'filters.inStock'],
            ['out', 'filters.outOfStock'],
          ] as const
        ).map(([value, text]) => (
          <label key={text} className={choice}>
            <input
              type="radio"
              name={`${id}-stock`}
              className={check}
              checked={state.stock === value}
              onChange={() => onChange({ stock: value })}
            />
            {t(text)}
          </label>
        ))}
      </fieldset>

      <div className={fieldset}>
        <label htmlFor={`${id}-brand`} className={legend + ' block'}>
          {t('filters.brand')}
        </label>
        <select id={`${id}-brand`} value={state.brand} onChange={(e) => onChange({ brand: e.target.value })} className={inputClasses}>
          <option value="">{t('filters.allBrands')}</option>
          {state.brand && !brands.data?.brands.some((b) => b.name === state.brand) ? (
            <option value={state.brand}>{state.brand}</option>
          ) : null}
          {(brands.data?.brands ?? []).map((brand) => (
            <option key={brand.name} value={brand.name}>
              {brand.name} ({brand.count})
            </option>
          ))}
        </select>
        {brands.isError ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">{t('filters.brandsFailed')}</p> : null}
      </div>

      {showSymptoms ? (
        <fieldset className={fieldset}>
          <legend className={legend}>{t('filters.symptoms')}</legend>
          {COLD_FLU_SYMPTOMS.map((symptom) => (
            <label key={symptom} className={choice}>
              <input
                type="checkbox"
                className={check}
                checked={state.symptoms.includes(symptom)}
                onChange={(e) => toggleSymptom(symptom, e.target.checked)}
              />
              {t(`symptom.${symptom}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}

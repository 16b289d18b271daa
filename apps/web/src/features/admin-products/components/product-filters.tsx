import { DRUG_SCHEDULES } from '@dawa/shared/admin/products';
import { CATEGORIES } from '@dawa/shared/catalog/categories';
import { useId } from 'react';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import type { AdminProductFilters } from '../api/get-admin-products';

type FilterKey = Exclude<keyof AdminProductFilters, 'q'>;

const SELECTS: { key: FilterKey; label: string; options: [string, string][] }[] = [
  { key: 'category', label: 'Category', options: CATEGORIES.map((c) => [c.slug, c.name]) },
  {
    key: 'active',
    label: 'Active',
    options: [
      ['true', 'Active'],
      ['false', 'Inactive'],
    ],
  },
  {
    key: 'rx',
    label: 'Prescription',
    options: [
      ['true', 'Prescription only'],
      ['false', 'No prescription'],
    ],
  },
  { key: 'schedule', label: 'Schedule', options: DRUG_SCHEDULES.map((s) => [s, s === 'OTC' ? 'OTC' : `Schedule ${s}`]) },
  {
    key: 'stock',
    label: 'Stock',
    options: [
      ['low', 'Low stock'],
      ['out', 'Out of stock'],
    ],
  },
  // Products saved with salts our drug information does not know (issue 21): the pharmacist checks them.
  { key: 'review', label: 'Review', options: [['composition', 'Salts waiting for the pharmacist']] },
];

/** Search box and filter selects of the product table; `search` is what is typed (the section debounces it). */
export function ProductFilters({
  search,
  onSearch,
  filters,
  onFilter,
}: {
  search: string;
  onSearch: (text: string) => void;
  filters: AdminProductFilters;
  onFilter: (key: FilterKey, value: string) => void;
}) {
  const id = useId();
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-7">
      <div className="sm:col-span-3 lg:col-span-1">
        <label htmlFor={`${id}-q`} className={labelClasses}>
          Search products
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={search}
          placeholder="Name, brand or id"
          onChange={(e) => onSearch(e.target.value)}
          className={inputClasses}
        />
      </div>
      {SELECTS.map(({ key, label, options }) => (
        <div key={key}>
          <label htmlFor={`${id}-${key}`} className={labelClasses}>
            {label}
          </label>
          <select id={`${id}-${key}`} value={filters[key] ?? ''} onChange={(e) => onFilter(key, e.target.value)} className={inputClasses}>
            <option value="">All</option>
            {options.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  );
}

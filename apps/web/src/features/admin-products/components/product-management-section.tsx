import { ADMIN_PRODUCT_MESSAGES } from '@dawa/shared/admin/products';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { useAdminProducts, type AdminProductFilters } from '../api/get-admin-products';
import { ProductAddForm } from './product-add-form';
import { ProductCsvPanel } from './product-csv-panel';
import { ProductFilters } from './product-filters';
import { ProductRow } from './product-row';

/** How long typing pauses before the table searches (each keystroke would otherwise be a request). */
const SEARCH_DEBOUNCE_MS = 300;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The admin dashboard's Product Management section: the add form, the searchable, filterable and
 * paged product table with inline edit and delete, image upload, and CSV export and import. Works on
 * its own (no props); the dashboard shell lazy-loads it.
 */
export function ProductManagementSection() {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Omit<AdminProductFilters, 'q'>>({});
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = { ...filters, ...(q ? { q } : {}) };
  // The page belongs to one search and filter: a new one starts at its first page.
  const queryKey = JSON.stringify(query);
  const [paging, setPaging] = useState({ queryKey, page: 1 });
  const page = paging.queryKey === queryKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ queryKey, page: next });
  const products = useAdminProducts(query, page);

  const data = products.data;
  const lastPage = data ? data.items.length < data.pageSize || (!data.totalCapped && page >= data.pageCount) : true;

  return (
    <section aria-labelledby="admin-products-title" className="space-y-6">
      <h2 id="admin-products-title" className="text-xl font-bold">
        Product Management
      </h2>
      <ProductAddForm />
      <ProductFilters
        search={search}
        onSearch={setSearch}
        filters={filters}
        onFilter={(key, value) => {
          setFilters((f) => ({ ...f, [key]: value || undefined }));
        }}
      />
      <ProductCsvPanel filters={query} />
      {products.isError ? <FormMessage tone="error">{ADMIN_PRODUCT_MESSAGES.fetchFailed}</FormMessage> : null}
      {products.isPending ? <p role="status">Loading products…</p> : null}
      {data ? (
        <>
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            {data.total === 0
              ? 'No products found.'
              : `${data.totalCapped ? `More than ${data.total.toLocaleString('en-IN')}` : data.total.toLocaleString('en-IN')} ${data.total === 1 ? 'product' : 'products'}`}
          </p>
          {data.items.length > 0 ? (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[48rem] text-left text-sm" aria-busy={products.isFetching}>
                <caption className="sr-only">Products</caption>
                <thead>
                  <tr className="text-slate-700 dark:text-slate-200">
                    {['Name', 'Category', 'Price', 'Brand', 'Active', 'Actions'].map((h) => (
                      <th key={h} scope="col" className="px-3 py-2 font-semibold">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((p) => (
                    <ProductRow key={`${p.id}-${p.updatedAt}`} product={p} />
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <nav aria-label="Product pages" className="flex items-center justify-between gap-3">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <span className="text-sm">
              Page {page}
              {data.totalCapped ? '' : ` of ${Math.max(1, data.pageCount)}`}
            </span>
            <Button variant="secondary" disabled={lastPage} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </nav>
        </>
      ) : null}
    </section>
  );
}

export default ProductManagementSection;

import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage, hintTextClasses } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { exportAdminProducts } from '../api/export-admin-products';
import type { AdminProductFilters } from '../api/get-admin-products';
import { useImportAdminProducts, type ImportOutcome } from '../api/import-admin-products';
import { saveFile } from '@/lib/save-file';

/** CSV export of the filtered products, and CSV import with every bad row listed (nothing is written then). */
export function ProductCsvPanel({ filters }: { filters: AdminProductFilters }) {
  const id = useId();
  const [exporting, setExporting] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [importError, setImportError] = useState('');
  const importCsv = useImportAdminProducts();

  const onExport = async () => {
    setExporting(true);
    try {
      saveFile(await exportAdminProducts(filters), `dawa-products-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      toast(apiErrorMessage(error, 'The export failed. Please try again.'), 'error');
    } finally {
      setExporting(false);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setOutcome(null);
    setImportError('');
    importCsv.mutate(file, {
      onSuccess: setOutcome,
      onError: (error) => setImportError(apiErrorMessage(error, 'The import failed. Please try again.')),
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
      <h3 id={`${id}-title`} className="text-base font-semibold">
        CSV export and import
      </h3>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void onExport()} disabled={exporting}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
        <label
          htmlFor={`${id}-file`}
          className="cursor-pointer rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          {importCsv.isPending ? 'Importing…' : 'Import CSV'}
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            onChange={onFile}
            className="sr-only"
            aria-describedby={`${id}-hint`}
          />
        </label>
      </div>
      <p id={`${id}-hint`} className={hintTextClasses}>
        Columns as exported. Rows with an id (or an existing slug) update that product; others add one. Prices in rupees. If any row is
        wrong, nothing is imported.
      </p>
      <div className="mt-2" aria-live="polite">
        {importError ? <FormMessage tone="error">{importError}</FormMessage> : null}
        {outcome?.ok ? (
          <FormMessage tone="success">
            Imported: {outcome.result.created} added, {outcome.result.updated} updated.
          </FormMessage>
        ) : null}
        {outcome && !outcome.ok ? (
          <div
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            <p className="font-semibold">{outcome.message}</p>
            <table className="mt-2 w-full text-left">
              <caption className="sr-only">Rows with errors</caption>
              <thead>
                <tr>
                  <th scope="col" className="pr-3">
                    Row
                  </th>
                  <th scope="col" className="pr-3">
                    Column
                  </th>
                  <th scope="col">Problem</th>
                </tr>
              </thead>
              <tbody>
                {outcome.rowErrors.map((e, i) => (
                  <tr key={`${e.row}-${e.field}-${i}`}>
                    <td className="pr-3">{e.row}</td>
                    <td className="pr-3">{e.field}</td>
                    <td>{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </section>
  );
}

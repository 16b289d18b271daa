import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { apiErrorMessage } from '@/lib/api-client';
import { downloadRegister } from '../api/prescription-reviews';

const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** Admins: the Schedule H1 register of a range of India days as a CSV file (the export is audit-logged). */
export function RegisterExport() {
  const id = useId();
  const [range, setRange] = useState({ from: today().slice(0, 8) + '01', to: today() });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const blob = await downloadRegister(range);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `schedule-h1-register-${range.from}-to-${range.to}.csv`;
      a.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      setError(apiErrorMessage(e, 'The register could not be exported. Please try again.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-5 dark:border-slate-700">
      <h3 className="w-full text-lg font-bold">Schedule H1 register</h3>
      {(['from', 'to'] as const).map((key) => (
        <div key={key}>
          <label htmlFor={`${id}-${key}`} className={labelClasses}>
            {key === 'from' ? 'From' : 'To'}
          </label>
          <input
            id={`${id}-${key}`}
            type="date"
            value={range[key]}
            onChange={(e) => setRange((r) => ({ ...r, [key]: e.target.value }))}
            className={inputClasses}
          />
        </div>
      ))}
      <Button type="submit" variant="secondary" disabled={busy}>
        Export CSV
      </Button>
      {error ? (
        <div className="w-full">
          <FormMessage tone="error">{error}</FormMessage>
        </div>
      ) : null}
    </form>
  );
}

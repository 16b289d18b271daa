import { Link } from 'react-router';
import { LoadFailed } from '@/components/ui/list-states';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/i18n/use-format';
import { usePrescriptionLabel } from '../hooks/use-prescription-label';
import { useT } from '@/lib/i18n/use-t';
import { useCheckoutPrescriptions } from '../api/get-checkout-prescriptions';

/**
 * Checkout's prescription step (decision 026): a cart holding a prescription medicine attaches one or
 * more of the customer's analysed prescriptions (those naming the cart first, marked 'Matches your
 * cart'), or links to the upload on /prescriptions. The server checks again whatever is chosen.
 */
export function PrescriptionSection({
  rxNames,
  productIds,
  chosen,
  onChange,
}: {
  rxNames: readonly string[];
  productIds: readonly number[];
  chosen: readonly number[];
  onChange: (prescriptionIds: number[]) => void;
}) {
  const t = useT('checkout');
  const format = useFormat();
  const prescriptionLabel = usePrescriptionLabel();
  const list = useCheckoutPrescriptions(productIds, true);
  const toggle = (id: number, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <fieldset className="rounded-2xl border border-amber-300 bg-white p-6 dark:border-amber-700 dark:bg-slate-900">
      <legend className="px-1 text-lg font-bold">{t('rx.legend')}</legend>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('rx.intro', { count: rxNames.length, names: rxNames.join(', ') })}</p>
      <div className="mt-4 space-y-2">
        {list.isPending ? (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
            {t('rx.loading')}
          </p>
        ) : list.isError ? (
          <LoadFailed message={t('rx.failed')} onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('rx.none')}</p>
        ) : (
          list.data.map((p) => {
            const matches = p.coversProductIds.length > 0;
            const label = prescriptionLabel(p, t('rx.untitled', { id: p.id }));
            return (
              <label
                key={p.id}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70 dark:border-slate-700"
              >
                <input
                  type="checkbox"
                  className="mt-1 size-4"
                  checked={chosen.includes(p.id)}
                  disabled={p.expired}
                  onChange={(e) => toggle(p.id, e.target.checked)}
                />
                <span className="min-w-0 text-sm">
                  <span className="block font-semibold">{label}</span>
                  <span className="block text-slate-600 dark:text-slate-300">{p.medicineNames.join(', ') || t('rx.noMedicines')}</span>
                  {p.expired ? (
                    <span className="block text-red-700 dark:text-red-300">{t('rx.expired', { date: format.date(p.validUntil) })}</span>
                  ) : (
                    <span className="block text-slate-600 dark:text-slate-300">
                      {t('rx.validUntil', { date: format.date(p.validUntil) })}
                    </span>
                  )}
                  {matches ? (
                    <span className="mt-1 inline-block rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-900 dark:bg-teal-900 dark:text-teal-50">
                      {t('rx.matches')}
                    </span>
                  ) : null}
                </span>
              </label>
            );
          })
        )}
      </div>
      <p className="mt-4 text-sm">
        <Link to={paths.prescriptions()} className="font-semibold text-teal-800 underline dark:text-teal-300">
          {t('rx.upload')}
        </Link>{' '}
        <span className="text-slate-600 dark:text-slate-300">{t('rx.uploadAfter')}</span>
      </p>
    </fieldset>
  );
}

import { Link } from 'react-router';
import { LoadFailed } from '@/components/ui/list-states';
import { paths } from '@/config/paths';
import { useCheckoutPrescriptions } from '../api/get-checkout-prescriptions';

export const PRESCRIPTION_SECTION_TITLE = 'Prescription';
export const NO_PRESCRIPTIONS_TEXT = 'You have no analysed prescriptions yet.';
export const attachPrescriptionMessage = (names: readonly string[]) =>
  `${names.join(', ')} ${names.length === 1 ? 'needs' : 'need'} a prescription. Please attach a prescription to place this order.`;

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
  const list = useCheckoutPrescriptions(productIds, true);
  const toggle = (id: number, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <fieldset className="rounded-2xl border border-amber-300 bg-white p-6 dark:border-amber-700 dark:bg-slate-900">
      <legend className="px-1 text-lg font-bold">{PRESCRIPTION_SECTION_TITLE}</legend>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {rxNames.join(', ')} {rxNames.length === 1 ? 'needs' : 'need'} a doctor&apos;s prescription. Attach one: a pharmacist checks it before your order is
        confirmed.
      </p>
      <div className="mt-4 space-y-2">
        {list.isPending ? (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
            Loading your prescriptions...
          </p>
        ) : list.isError ? (
          <LoadFailed message="Failed to load your prescriptions" onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{NO_PRESCRIPTIONS_TEXT}</p>
        ) : (
          list.data.map((p) => {
            const matches = p.coversProductIds.length > 0;
            const label = `${p.originalName || `Prescription ${p.id}`}${p.doctorName ? `, ${p.doctorName}` : ''}`;
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
                  <span className="block text-slate-600 dark:text-slate-300">{p.medicineNames.join(', ') || 'No medicines read'}</span>
                  {p.expired ? (
                    <span className="block text-red-700 dark:text-red-300">Expired on {p.validUntil}</span>
                  ) : (
                    <span className="block text-slate-600 dark:text-slate-300">Valid until {p.validUntil}</span>
                  )}
                  {matches ? <span className="mt-1 inline-block rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-900 dark:bg-teal-900 dark:text-teal-50">Matches your cart</span> : null}
                </span>
              </label>
            );
          })
        )}
      </div>
      <p className="mt-4 text-sm">
        <Link to={paths.prescriptions()} className="font-semibold text-teal-800 underline dark:text-teal-300">
          Upload a new prescription
        </Link>{' '}
        <span className="text-slate-600 dark:text-slate-300">(it is analysed in a minute; then come back to check out).</span>
      </p>
    </fieldset>
  );
}

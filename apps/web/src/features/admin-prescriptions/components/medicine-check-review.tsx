import type { CustomerMedicineWarning } from '@dawa/shared/assistant/knowledge/customer-medicines-schemas';
import type { ReviewMedicineCheck } from '@dawa/shared/prescriptions/review';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { apiErrorMessage } from '@/lib/api-client';
import { staffDateTime } from '@/lib/staff/staff-format';
import { useReviewMedicineCheck } from '../api/prescription-reviews';

const SEVERITY = { severe: 'Serious', moderate: 'Moderate', minor: 'Minor' } as const;

function originText(o: CustomerMedicineWarning['existing']['origins'][number]): string {
  return o.kind === 'prescription' ? `prescription #${o.id}: ${o.name}` : `order of ${o.name} (#${o.id})`;
}

function WarningText({ warning: w }: { warning: CustomerMedicineWarning }) {
  const ordered = `${w.ordered.salt.name} (${w.ordered.products.map((p) => p.name).join(', ')}, in this order)`;
  const existing = `${w.existing.salt.name} (${w.existing.origins.map(originText).join('; ')})`;
  if (w.code === 'same_class') {
    return (
      <li>
        <span className="font-semibold">Duplicate therapy ({w.drugClass}):</span> {ordered} with {existing}. {w.why}
      </li>
    );
  }
  return (
    <li>
      <span className="font-semibold">
        {SEVERITY[w.severity]} interaction: {ordered} with {existing}.
      </span>{' '}
      {w.effect} {w.advice}
    </li>
  );
}

/**
 * The order's medicines against the customer's other prescriptions and recent orders (issue 23).
 * Staff screens are English by design. Approving waits until a pharmacist records the review here.
 */
export function MedicineCheckReview({ orderId, check }: { orderId: number; check: ReviewMedicineCheck }) {
  const id = useId();
  const [note, setNote] = useState('');
  const review = useReviewMedicineCheck(orderId);
  function submit(event: FormEvent) {
    event.preventDefault();
    review.mutate(note.trim() ? { note: note.trim() } : {});
  }
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <h4 id={`${id}-heading`} className="font-bold">
        Interactions with the customer&apos;s other medicines
      </h4>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {check.warnings.map((w, index) => (
          <WarningText key={`${w.code}:${index}`} warning={w} />
        ))}
      </ul>
      {check.reviewedAt ? (
        <p className="mt-2 font-medium">
          Reviewed by {check.reviewedBy ?? 'a pharmacist'} on {staffDateTime(check.reviewedAt)}
          {check.note ? `: ${check.note}` : '.'}
        </p>
      ) : (
        <form onSubmit={submit} className="mt-3 space-y-2">
          <label htmlFor={`${id}-note`} className={labelClasses}>
            Note (optional)
          </label>
          <input id={`${id}-note`} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} className={inputClasses} />
          {review.isError ? (
            <FormMessage tone="error">{apiErrorMessage(review.error, 'The review could not be saved. Please try again.')}</FormMessage>
          ) : null}
          <Button type="submit" disabled={review.isPending}>
            I have reviewed these interactions
          </Button>
        </form>
      )}
    </section>
  );
}

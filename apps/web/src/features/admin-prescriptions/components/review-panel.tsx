import { withDoctorTitle } from '@dawa/shared/care/doctor-rules';
import {
  REJECTION_REASON_LABELS,
  REJECTION_REASONS,
  type LineDecision,
  type RejectionReason,
  type ReviewDetail,
} from '@dawa/shared/prescriptions/review';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { LoadFailed } from '@/components/ui/list-states';
import { apiErrorMessage } from '@/lib/api-client';
import { useDecide, usePrescriptionFile, useReview } from '../api/prescription-reviews';
import { MedicineCheckReview } from './medicine-check-review';
import { PatientAgeSex } from './patient-age-sex';
import { ReadLines } from './read-lines';
import { staffDateTime } from '@/lib/staff/staff-format';

/** One line's draft: approve with a medicine (and the prescribed quantity when none was read), or reject with a reason. */
interface LineDraft {
  decision: 'approve' | 'reject';
  medicineId: string;
  prescribedQuantity: string;
  reason: RejectionReason;
  reasonText: string;
}

const draftsOf = (detail: ReviewDetail): Record<number, LineDraft> =>
  Object.fromEntries(
    detail.lines
      .filter((l) => l.requiresPrescription)
      .map((l) => [
        l.orderItemId,
        {
          decision: 'approve',
          medicineId: l.suggestedMedicineId ? String(l.suggestedMedicineId) : '',
          prescribedQuantity: '',
          reason: 'illegible',
          reasonText: '',
        },
      ]),
  );

function toDecision(orderItemId: number, d: LineDraft): LineDecision {
  if (d.decision === 'reject')
    return { orderItemId, decision: 'reject', reason: d.reason, ...(d.reasonText.trim() ? { reasonText: d.reasonText.trim() } : {}) };
  const quantity = Number(d.prescribedQuantity);
  return {
    orderItemId,
    decision: 'approve',
    prescriptionMedicineId: Number(d.medicineId),
    ...(d.prescribedQuantity && quantity > 0 ? { prescribedQuantity: quantity } : {}),
  };
}

/** One order beside its prescription(s): approve or reject each prescription line; all approved confirms it, any rejection cancels and refunds it. */
export function ReviewPanel({
  orderId,
  onClose,
  onDecided,
  canDecide,
}: {
  orderId: number;
  onClose: () => void;
  onDecided: (message: string) => void;
  canDecide: boolean;
}) {
  const review = useReview(orderId);
  return (
    <section aria-labelledby={`review-${orderId}`} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
      <div className="flex items-center justify-between gap-3">
        <h3 id={`review-${orderId}`} className="text-lg font-bold">
          Order #{orderId}
        </h3>
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      {review.isPending ? (
        <p role="status">Loading the order...</p>
      ) : review.isError ? (
        <LoadFailed message="Failed to load the order" onRetry={() => void review.refetch()} />
      ) : (
        // Not keyed by version: a refetch (after a 409, the order changed elsewhere) keeps the form, its drafts and its answer.
        <ReviewForm detail={review.data} canDecide={canDecide} onDecided={onDecided} />
      )}
    </section>
  );
}

function ReviewForm({ detail, canDecide, onDecided }: { detail: ReviewDetail; canDecide: boolean; onDecided: (message: string) => void }) {
  const id = useId();
  const decide = useDecide(detail.orderId);
  const [drafts, setDrafts] = useState(() => draftsOf(detail));
  const medicines = detail.prescriptions.flatMap((p) => p.medicines.map((m) => ({ ...m, prescription: p })));
  const set = (itemId: number, patch: Partial<LineDraft>) => setDrafts((all) => ({ ...all, [itemId]: { ...all[itemId]!, ...patch } }));

  // The server refuses an approval while the interactions are unreviewed; say so before the pharmacist submits.
  const awaitsCheck =
    detail.medicineCheck !== null &&
    detail.medicineCheck.reviewedAt === null &&
    Object.values(drafts).every((d) => d.decision === 'approve');

  function submit(event: FormEvent) {
    event.preventDefault();
    decide.mutate(
      { version: detail.version, lines: Object.entries(drafts).map(([itemId, d]) => toDecision(Number(itemId), d)) },
      { onSuccess: (res) => onDecided(res.message) },
    );
  }
  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-2">
      <div className="space-y-4">
        {detail.prescriptions.map((p) => (
          <div key={p.id}>
            <PrescriptionView prescription={p} />
            <ReadLines orderId={detail.orderId} prescription={p} />
          </div>
        ))}
      </div>
      <div className="space-y-4">
        {/* Its own form beside the decision's (forms do not nest). */}
        {detail.medicineCheck ? <MedicineCheckReview orderId={detail.orderId} check={detail.medicineCheck} /> : null}
        <form onSubmit={submit} className="space-y-4">
          <p className="text-sm">
            {detail.customerName}, placed {staffDateTime(detail.placedAt)}
          </p>
          {detail.lines.map((line) => {
            const d = drafts[line.orderItemId];
            if (!line.requiresPrescription || !d) {
              return (
                <p key={line.orderItemId} className="text-sm text-slate-600 dark:text-slate-300">
                  {line.productName} x {line.quantity} (no prescription needed)
                </p>
              );
            }
            const chosen = medicines.find((m) => String(m.id) === d.medicineId);
            const fid = `${id}-${line.orderItemId}`;
            return (
              <fieldset key={line.orderItemId} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
                <legend className="px-1 font-semibold">
                  {line.productName} x {line.quantity} <span className="text-xs font-normal">(Schedule {line.drugSchedule})</span>
                </legend>
                <div className="flex gap-4 text-sm">
                  {(['approve', 'reject'] as const).map((choice) => (
                    <label key={choice} className="flex items-center gap-2">
                      <input
                        type="radio"
                        name={`${fid}-decision`}
                        checked={d.decision === choice}
                        onChange={() => set(line.orderItemId, { decision: choice })}
                      />
                      {choice === 'approve' ? `Approve ${line.productName}` : `Reject ${line.productName}`}
                    </label>
                  ))}
                </div>
                {d.decision === 'approve' ? (
                  <div className="mt-2 grid gap-2 sm:grid-cols-2">
                    <div>
                      <label htmlFor={`${fid}-medicine`} className={labelClasses}>
                        Covered by
                      </label>
                      <select
                        id={`${fid}-medicine`}
                        value={d.medicineId}
                        onChange={(e) => set(line.orderItemId, { medicineId: e.target.value })}
                        className={inputClasses}
                      >
                        <option value="">Choose the prescribed medicine</option>
                        {medicines.map((m) => (
                          <option key={m.id} value={m.id}>
                            {m.nameAsWritten} {m.strength ?? ''} ({m.remaining === null ? 'quantity not read' : `${m.remaining} left`})
                          </option>
                        ))}
                      </select>
                    </div>
                    {chosen && chosen.quantity === null ? (
                      <div>
                        <label htmlFor={`${fid}-qty`} className={labelClasses}>
                          Prescribed quantity
                        </label>
                        <input
                          id={`${fid}-qty`}
                          inputMode="numeric"
                          value={d.prescribedQuantity}
                          onChange={(e) => set(line.orderItemId, { prescribedQuantity: e.target.value })}
                          className={inputClasses}
                        />
                      </div>
                    ) : null}
                  </div>
                ) : (
                  <div className="mt-2 grid gap-2 sm:grid-cols-2">
                    <div>
                      <label htmlFor={`${fid}-reason`} className={labelClasses}>
                        Reason
                      </label>
                      <select
                        id={`${fid}-reason`}
                        value={d.reason}
                        onChange={(e) => set(line.orderItemId, { reason: e.target.value as RejectionReason })}
                        className={inputClasses}
                      >
                        {REJECTION_REASONS.map((r) => (
                          <option key={r} value={r}>
                            {REJECTION_REASON_LABELS[r]}
                          </option>
                        ))}
                      </select>
                    </div>
                    <div>
                      <label htmlFor={`${fid}-text`} className={labelClasses}>
                        Details{d.reason === 'other' ? ' *' : ' (optional)'}
                      </label>
                      <input
                        id={`${fid}-text`}
                        value={d.reasonText}
                        maxLength={300}
                        onChange={(e) => set(line.orderItemId, { reasonText: e.target.value })}
                        className={inputClasses}
                      />
                    </div>
                  </div>
                )}
              </fieldset>
            );
          })}
          {awaitsCheck ? <FormMessage tone="info">Record that you have reviewed the interactions before approving.</FormMessage> : null}
          {!canDecide ? <FormMessage tone="info">Enter your pharmacist registration number above before deciding.</FormMessage> : null}
          {decide.isError ? (
            <FormMessage tone="error">{apiErrorMessage(decide.error, 'The decision could not be saved. Please try again.')}</FormMessage>
          ) : null}
          <Button type="submit" disabled={decide.isPending || !canDecide || awaitsCheck}>
            Submit decision
          </Button>
        </form>
      </div>
    </div>
  );
}

function PrescriptionView({ prescription: p }: { prescription: ReviewDetail['prescriptions'][number] }) {
  const file = usePrescriptionFile(p.fileUrl);
  return (
    <figure className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      {p.contentType === 'application/pdf' ? (
        file.url ? (
          <a href={file.url} target="_blank" rel="noreferrer" className="font-semibold text-teal-800 underline dark:text-teal-300">
            Open {p.originalName} (PDF)
          </a>
        ) : null
      ) : file.url ? (
        <img src={file.url} alt={`Prescription ${p.originalName}`} className="max-h-[32rem] w-full rounded-lg object-contain" />
      ) : file.failed ? (
        <p className="text-sm text-red-700 dark:text-red-300">The prescription file could not be loaded.</p>
      ) : p.fileUrl ? (
        <p role="status" className="text-sm">
          Loading the prescription...
        </p>
      ) : null}
      <figcaption className="mt-2 space-y-0.5 text-sm">
        <span className="block">
          Doctor: {p.doctorName ? withDoctorTitle(p.doctorName) : 'Unknown'}
          {p.doctorRegistrationNumber ? ` (Reg. ${p.doctorRegistrationNumber})` : ' (no registration number read)'}
        </span>
        <span className="block">Patient: {p.patientName ?? 'Not read'}</span>
        <PatientAgeSex age={p.patientAge} sex={p.patientSex} />
        <span className={p.expired ? 'block font-semibold text-red-700 dark:text-red-300' : 'block'}>
          Written {p.prescribedOn ?? 'on an unknown date'}; {p.expired ? 'expired on' : 'valid until'} {p.validUntil}
        </span>
      </figcaption>
    </figure>
  );
}

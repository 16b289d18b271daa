import type { MedicineCorrectionBody } from '@dawa/shared/prescriptions/corrections';
import type { ReviewDetail } from '@dawa/shared/prescriptions/review';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { apiErrorMessage } from '@/lib/api-client';
import { useCorrect } from '../api/prescription-reviews';

type Prescription = ReviewDetail['prescriptions'][number];
type Medicine = Prescription['medicines'][number];

const FLAG_TEXT: Record<string, string> = {
  name_corrected: 'Name corrected from what OCR read',
  strength_disagrees: 'Strength differs from the matched product',
  unclear: 'Unclear: not found in the catalogue, please check',
};

const MEDICINE_INPUTS = [
  ['nameAsWritten', 'Name'],
  ['strength', 'Strength'],
  ['dose', 'Dose'],
  ['frequency', 'Frequency'],
  ['durationDays', 'Days'],
  ['quantity', 'Quantity'],
] as const;
type MedicineInput = (typeof MEDICINE_INPUTS)[number][0];

const valueOf = (m: Medicine, field: MedicineInput) => (m[field] === null ? '' : String(m[field]));

/** Only the fields the pharmacist changed, typed as the API takes them (numbers for days and quantity, null for emptied). */
function medicineBody(m: Medicine, draft: Record<MedicineInput, string>): MedicineCorrectionBody {
  const body: Record<string, string | number | null> = {};
  for (const [field] of MEDICINE_INPUTS) {
    const value = draft[field].trim();
    if (value === valueOf(m, field)) continue;
    body[field] = value === '' ? null : field === 'durationDays' || field === 'quantity' ? Number(value) : value;
  }
  return body;
}

/** What the reader read from one prescription, field by field with its confidence, each line correctable by the pharmacist. */
export function ReadLines({ orderId, prescription }: { orderId: number; prescription: Prescription }) {
  return (
    <div className="mt-3 space-y-2">
      <PrescriptionFields orderId={orderId} prescription={prescription} />
      <h4 className="text-sm font-semibold">Medicines read from the prescription</h4>
      <ul className="space-y-2">
        {prescription.medicines.map((m) => (
          <MedicineRead key={m.id} orderId={orderId} prescriptionId={prescription.id} medicine={m} />
        ))}
      </ul>
    </div>
  );
}

function MedicineRead({ orderId, prescriptionId, medicine: m }: { orderId: number; prescriptionId: number; medicine: Medicine }) {
  const id = useId();
  const correct = useCorrect(orderId);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(() => Object.fromEntries(MEDICINE_INPUTS.map(([f]) => [f, valueOf(m, f)])) as Record<MedicineInput, string>);
  const uncertain = m.flags.length > 0 || m.confidence < 0.8;

  function submit(event: FormEvent) {
    event.preventDefault();
    correct.mutate({ prescriptionId, medicineId: m.id, body: medicineBody(m, draft) }, { onSuccess: () => setEditing(false) });
  }
  return (
    <li className={`rounded-lg border p-2 text-sm ${uncertain ? 'border-amber-400 dark:border-amber-500' : 'border-slate-200 dark:border-slate-700'}`}>
      <p>
        <span className="font-semibold">{m.nameAsWritten}</span> {m.strength ?? 'strength not read'} · {m.dose ?? 'dose not read'} · {m.frequency ?? 'frequency not read'} ·{' '}
        {m.durationDays === null ? 'duration not read' : `${m.durationDays} days`} · match {Math.round(m.confidence * 100)}%
      </p>
      {m.readAs ? <p className="text-xs">OCR read: “{m.readAs}”</p> : null}
      {m.flags.map((flag) => (
        <p key={flag} className="text-xs font-semibold text-amber-800 dark:text-amber-300">
          {FLAG_TEXT[flag] ?? flag}
        </p>
      ))}
      {m.corrected.length > 0 ? <p className="text-xs">Corrected by a pharmacist: {m.corrected.join(', ')}</p> : null}
      {editing ? (
        <form onSubmit={submit} className="mt-2 grid gap-2 sm:grid-cols-3">
          {MEDICINE_INPUTS.map(([field, label]) => (
            <div key={field}>
              <label htmlFor={`${id}-${field}`} className={labelClasses}>
                {label}
              </label>
              <input
                id={`${id}-${field}`}
                value={draft[field]}
                inputMode={field === 'durationDays' || field === 'quantity' ? 'numeric' : undefined}
                onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}
                className={inputClasses}
              />
            </div>
          ))}
          {correct.isError ? <FormMessage tone="error">{apiErrorMessage(correct.error, 'The correction could not be saved. Please try again.')}</FormMessage> : null}
          <div className="flex gap-2 sm:col-span-3">
            <Button type="submit" disabled={correct.isPending}>
              Save correction
            </Button>
            <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button type="button" variant="ghost" onClick={() => setEditing(true)}>
          Correct {m.nameAsWritten}
        </Button>
      )}
    </li>
  );
}

const PRESCRIPTION_INPUTS = [
  ['doctorName', 'Doctor'],
  ['doctorRegistrationNumber', 'Registration number'],
  ['prescribedOn', 'Date (YYYY-MM-DD)'],
  ['patientName', 'Patient'],
] as const;
type PrescriptionInput = (typeof PRESCRIPTION_INPUTS)[number][0];

function PrescriptionFields({ orderId, prescription: p }: { orderId: number; prescription: Prescription }) {
  const id = useId();
  const correct = useCorrect(orderId);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(() => Object.fromEntries(PRESCRIPTION_INPUTS.map(([f]) => [f, p[f] ?? ''])) as Record<PrescriptionInput, string>);
  if (!editing) {
    return (
      <Button type="button" variant="ghost" onClick={() => setEditing(true)}>
        Correct the doctor, date or patient
      </Button>
    );
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    const body: Record<string, string | null> = {};
    for (const [field] of PRESCRIPTION_INPUTS) if (draft[field].trim() !== (p[field] ?? '')) body[field] = draft[field].trim() || null;
    correct.mutate({ prescriptionId: p.id, body: body }, { onSuccess: () => setEditing(false) });
  }
  return (
    <form onSubmit={submit} className="grid gap-2 sm:grid-cols-2">
      {PRESCRIPTION_INPUTS.map(([field, label]) => (
        <div key={field}>
          <label htmlFor={`${id}-${field}`} className={labelClasses}>
            {label}
          </label>
          <input id={`${id}-${field}`} value={draft[field]} onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))} className={inputClasses} />
        </div>
      ))}
      {correct.isError ? <FormMessage tone="error">{apiErrorMessage(correct.error, 'The correction could not be saved. Please try again.')}</FormMessage> : null}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={correct.isPending}>
          Save correction
        </Button>
        <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

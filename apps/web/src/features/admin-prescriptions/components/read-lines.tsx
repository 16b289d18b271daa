import type { MedicineCorrectionBody } from '@dawa/shared/prescriptions/corrections';
import type { ReviewDetail } from '@dawa/shared/prescriptions/review';
import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import { useCorrect } from '../api/prescription-reviews';
import { CorrectionForm, type CorrectionField } from './correction-form';
import { PatientCorrectionForm } from './patient-correction-form';

type Prescription = ReviewDetail['prescriptions'][number];
type Medicine = Prescription['medicines'][number];

const FLAG_TEXT: Record<string, string> = {
  name_corrected: 'Name corrected from what OCR read',
  strength_disagrees: 'Strength differs from the matched product',
  unclear: 'Unclear: not found in the catalogue, please check',
};

type MedicineInput = 'nameAsWritten' | 'strength' | 'dose' | 'frequency' | 'durationDays' | 'quantity';
const MEDICINE_INPUTS: readonly CorrectionField<MedicineInput>[] = [
  ['nameAsWritten', 'Name'],
  ['strength', 'Strength'],
  ['dose', 'Dose'],
  ['frequency', 'Frequency'],
  ['durationDays', 'Days', true],
  ['quantity', 'Quantity', true],
];

const valueOf = (m: Medicine, field: MedicineInput) => (m[field] === null ? '' : String(m[field]));

/** Only the fields the pharmacist changed, typed as the API takes them (numbers for days and quantity, null for emptied). */
function medicineBody(m: Medicine, draft: Record<MedicineInput, string>): MedicineCorrectionBody {
  const body: Record<string, string | number | null> = {};
  for (const [field, , numeric] of MEDICINE_INPUTS) {
    const value = draft[field].trim();
    if (value === valueOf(m, field)) continue;
    body[field] = value === '' ? null : numeric ? Number(value) : value;
  }
  return body;
}

/** What the reader read from one prescription, field by field with its confidence, each line correctable by the pharmacist. */
export function ReadLines({ orderId, prescription }: { orderId: number; prescription: Prescription }) {
  return (
    <div className="mt-3 space-y-2">
      <PrescriptionFields orderId={orderId} prescription={prescription} />
      <Suspense fallback={null}>
        <PatientFields orderId={orderId} prescription={prescription} />
      </Suspense>
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
  const correct = useCorrect(orderId);
  const [editing, setEditing] = useState(false);
  const uncertain = m.flags.length > 0 || m.confidence < 0.8;

  return (
    <li
      className={`rounded-lg border p-2 text-sm ${uncertain ? 'border-amber-400 dark:border-amber-500' : 'border-slate-200 dark:border-slate-700'}`}
    >
      <p>
        <span className="font-semibold">{m.nameAsWritten}</span> {m.strength ?? 'strength not read'} · {m.dose ?? 'dose not read'} ·{' '}
        {m.frequency ?? 'frequency not read'} · {m.durationDays === null ? 'duration not read' : `${m.durationDays} days`} · match{' '}
        {Math.round(m.confidence * 100)}%
      </p>
      {m.readAs ? <p className="text-xs">OCR read: “{m.readAs}”</p> : null}
      {m.flags.map((flag) => (
        <p key={flag} className="text-xs font-semibold text-amber-800 dark:text-amber-300">
          {FLAG_TEXT[flag] ?? flag}
        </p>
      ))}
      {m.corrected.length > 0 ? <p className="text-xs">Corrected by a pharmacist: {m.corrected.join(', ')}</p> : null}
      {editing ? (
        <CorrectionForm
          fields={MEDICINE_INPUTS}
          initial={Object.fromEntries(MEDICINE_INPUTS.map(([f]) => [f, valueOf(m, f)])) as Record<MedicineInput, string>}
          columns={3}
          pending={correct.isPending}
          error={correct.isError ? correct.error : null}
          onSave={(draft) =>
            correct.mutate({ prescriptionId, medicineId: m.id, body: medicineBody(m, draft) }, { onSuccess: () => setEditing(false) })
          }
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Button type="button" variant="ghost" onClick={() => setEditing(true)}>
          Correct {m.nameAsWritten}
        </Button>
      )}
    </li>
  );
}

type PrescriptionInput = 'doctorName' | 'doctorRegistrationNumber' | 'prescribedOn';
const PRESCRIPTION_INPUTS: readonly CorrectionField<PrescriptionInput>[] = [
  ['doctorName', 'Doctor'],
  ['doctorRegistrationNumber', 'Registration number'],
  ['prescribedOn', 'Date (YYYY-MM-DD)'],
];

function PrescriptionFields({ orderId, prescription: p }: { orderId: number; prescription: Prescription }) {
  const correct = useCorrect(orderId);
  const [editing, setEditing] = useState(false);
  if (!editing) {
    return (
      <Button type="button" variant="ghost" onClick={() => setEditing(true)}>
        Correct the doctor or date
      </Button>
    );
  }
  function save(draft: Record<PrescriptionInput, string>) {
    const body: Record<string, string | null> = {};
    for (const [field] of PRESCRIPTION_INPUTS) if (draft[field].trim() !== (p[field] ?? '')) body[field] = draft[field].trim() || null;
    correct.mutate({ prescriptionId: p.id, body }, { onSuccess: () => setEditing(false) });
  }
  return (
    <CorrectionForm
      fields={PRESCRIPTION_INPUTS}
      initial={Object.fromEntries(PRESCRIPTION_INPUTS.map(([f]) => [f, p[f] ?? ''])) as Record<PrescriptionInput, string>}
      columns={2}
      pending={correct.isPending}
      error={correct.isError ? correct.error : null}
      onSave={save}
      onCancel={() => setEditing(false)}
    />
  );
}

/** The patient's name, age and sex read from the prescription, corrected in a form of their own (issue 24 item 5). */
function PatientFields({ orderId, prescription: p }: { orderId: number; prescription: Prescription }) {
  const t = useT('prescriptions');
  const correct = useCorrect(orderId);
  const [editing, setEditing] = useState(false);
  if (!editing) {
    return (
      <Button type="button" variant="ghost" onClick={() => setEditing(true)}>
        {t('patient.correct.open')}
      </Button>
    );
  }
  return (
    <PatientCorrectionForm
      patient={p}
      pending={correct.isPending}
      error={correct.isError ? correct.error : null}
      onSave={(body) => correct.mutate({ prescriptionId: p.id, body }, { onSuccess: () => setEditing(false) })}
      onCancel={() => setEditing(false)}
    />
  );
}

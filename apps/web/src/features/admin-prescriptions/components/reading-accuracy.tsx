import type { CorrectableField } from '@dawa/shared/prescriptions/corrections';
import { useId } from 'react';
import { LoadFailed } from '@/components/ui/list-states';
import { useReadingAccuracy } from '../api/prescription-reviews';

const FIELD_LABELS: Record<CorrectableField, string> = {
  doctorName: 'Doctor',
  doctorRegistrationNumber: 'Registration',
  prescribedOn: 'Date',
  patientName: 'Patient',
  patientAge: 'Age',
  patientSex: 'Sex',
  nameAsWritten: 'Medicine name',
  strength: 'Strength',
  dose: 'Dose',
  frequency: 'Frequency',
  durationDays: 'Duration',
  quantity: 'Quantity',
  productId: 'Product',
};

/** Admins: the share of approved lines whose field no pharmacist had to correct, per month. */
export function ReadingAccuracy() {
  const id = useId();
  const accuracy = useReadingAccuracy();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
      <h3 id={id} className="text-lg font-bold">
        Prescription reading accuracy
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Share of approved medicines (and prescriptions) whose field the pharmacist did not correct, per month (India time).
      </p>
      {accuracy.isPending ? (
        <p role="status">Loading the figures...</p>
      ) : accuracy.isError ? (
        <LoadFailed message="Failed to load the figures" onRetry={() => void accuracy.refetch()} />
      ) : accuracy.data.months.length === 0 ? (
        <p className="mt-2 text-sm">No approved prescription lines yet.</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="text-sm">
            <thead>
              <tr>
                <th className="pr-3 text-left">Month</th>
                <th className="pr-3 text-left">Approved lines</th>
                {accuracy.data.months[0]!.fields.map((f) => (
                  <th key={f.field} className="pr-3 text-left">
                    {FIELD_LABELS[f.field]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {accuracy.data.months.map((m) => (
                <tr key={m.month}>
                  <td className="pr-3">{m.month}</td>
                  <td className="pr-3">{m.approvedMedicines}</td>
                  {m.fields.map((f) => (
                    <td key={f.field} className="pr-3">
                      {Math.round(f.accuracy * 100)}%
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

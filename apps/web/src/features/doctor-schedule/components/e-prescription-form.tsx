import { withDoctorTitle } from '@dawa/shared/care/doctor-rules';
import { SCHEDULE_MESSAGES, type EPrescriptionResponse, type ScheduleAppointment } from '@dawa/shared/care/doctor-schedule';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormMessage } from '@/components/ui/field';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { apiErrorMessage } from '@/lib/api-client';
import { useIssueEPrescription } from '../api/issue-e-prescription';
import { searchMedicines, type MedicineOption } from '../api/search-medicines';
import { EPrescriptionCheckPanel } from './e-prescription-check-panel';

interface Line {
  medicine: MedicineOption;
  dose: string;
  frequency: string;
  duration: string;
}

/** Write an e-prescription: catalogue medicines with dose, frequency and duration; the doctor's registration number printed when issued. */
export function EPrescriptionForm({
  appointment,
  doctor,
  onClose,
}: {
  appointment: ScheduleAppointment;
  doctor: { name: string; registrationNumber: string; medicalCouncil: string };
  onClose: () => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<MedicineOption[]>([]);
  const [lines, setLines] = useState<Line[]>([]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [issued, setIssued] = useState<EPrescriptionResponse | null>(null);
  // The doctor's optional tick that they read the safety check's warnings (kept in the audit log).
  const [reviewed, setReviewed] = useState(false);
  const issue = useIssueEPrescription();

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchMedicines(q, controller.signal)
        .then(setOptions)
        .catch(() => setOptions([]));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  // Suggestions only for a query of two letters or more (older answers are not shown for a shorter one).
  const shown = query.trim().length >= 2 ? options : [];
  const update = (index: number, patch: Partial<Line>) => setLines((all) => all.map((l, i) => (i === index ? { ...l, ...patch } : l)));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (lines.length === 0) return setError(SCHEDULE_MESSAGES.medicinesRequired);
    if (lines.some((l) => !l.dose.trim() || !l.frequency.trim() || !l.duration.trim()))
      return setError('Give every medicine a dose, a frequency and a duration.');
    setError(null);
    issue.mutate(
      {
        id: appointment.id,
        body: {
          medicines: lines.map((l) => ({ productId: l.medicine.id, dose: l.dose, frequency: l.frequency, duration: l.duration })),
          ...(note.trim() ? { note } : {}),
          ...(reviewed ? { warningsReviewed: true } : {}),
        },
      },
      { onSuccess: setIssued, onError: (failure) => setError(apiErrorMessage(failure, 'Failed to issue the e-prescription')) },
    );
  }

  if (issued) {
    return (
      <div
        role="status"
        className="rounded-xl border border-teal-300 bg-teal-50 p-4 text-teal-900 dark:border-teal-700 dark:bg-teal-950 dark:text-teal-50"
      >
        <p className="font-semibold">{issued.message}</p>
        <p>
          {withDoctorTitle(issued.doctorName)} · Reg. No. {issued.registrationNumber} ({issued.medicalCouncil})
        </p>
        <p>It is in {appointment.patientName}&apos;s prescriptions, approved, ready to order.</p>
        <Button variant="secondary" className="mt-2" onClick={onClose}>
          Close
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <h4 id={`${id}-title`} className="font-semibold">
        E-prescription for {appointment.patientName}
      </h4>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {withDoctorTitle(doctor.name)} · Reg. No. {doctor.registrationNumber} ({doctor.medicalCouncil})
      </p>
      <FormMessage tone="error">{error}</FormMessage>
      <div>
        <label htmlFor={`${id}-search`} className={labelClasses}>
          Find a medicine
        </label>
        <input
          id={`${id}-search`}
          className={inputClasses}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Name or brand"
          autoComplete="off"
        />
        {shown.length > 0 ? (
          <ul aria-label="Medicines found" className="mt-1 rounded-lg border border-slate-200 dark:border-slate-700">
            {shown.map((option) => (
              <li key={option.id}>
                <button
                  type="button"
                  className="w-full px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
                  onClick={() => {
                    setLines((all) =>
                      all.some((l) => l.medicine.id === option.id)
                        ? all
                        : [...all, { medicine: option, dose: '', frequency: '', duration: '' }],
                    );
                    setQuery('');
                    setOptions([]);
                  }}
                >
                  Add {option.name} <span className="text-slate-500 dark:text-slate-400">({option.brand})</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {lines.map((line, index) => (
        <fieldset key={line.medicine.id} className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-4 dark:border-slate-700">
          <legend className="px-1 text-sm font-semibold">{line.medicine.name}</legend>
          {(['dose', 'frequency', 'duration'] as const).map((name) => (
            <div key={name}>
              <label htmlFor={`${id}-${index}-${name}`} className={labelClasses}>
                {name === 'dose' ? 'Dose' : name === 'frequency' ? 'Frequency' : 'Duration'}
              </label>
              <input
                id={`${id}-${index}-${name}`}
                className={inputClasses}
                value={line[name]}
                placeholder={name === 'dose' ? '1 tablet' : name === 'frequency' ? '1-0-1' : '5 days'}
                onChange={(e) => update(index, { [name]: e.target.value })}
                aria-label={`${name === 'dose' ? 'Dose' : name === 'frequency' ? 'Frequency' : 'Duration'} of ${line.medicine.name}`}
              />
            </div>
          ))}
          <div className="flex items-end">
            <Button
              variant="ghost"
              onClick={() => setLines((all) => all.filter((_, i) => i !== index))}
              aria-label={`Remove ${line.medicine.name}`}
            >
              Remove
            </Button>
          </div>
        </fieldset>
      ))}
      <div>
        <label htmlFor={`${id}-note`} className={labelClasses}>
          Note (optional)
        </label>
        <input id={`${id}-note`} className={inputClasses} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
      </div>
      <EPrescriptionCheckPanel
        appointmentId={appointment.id}
        lines={lines.map((l) => ({ productId: l.medicine.id, dose: l.dose, frequency: l.frequency }))}
        reviewed={reviewed}
        onReviewedChange={setReviewed}
      />
      <DialogActions submitLabel="Issue E-prescription" busyLabel="Issuing..." busy={issue.isPending} onCancel={onClose} />
    </form>
  );
}

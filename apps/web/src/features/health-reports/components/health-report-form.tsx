import {
  CreateHealthReportBodySchema,
  HEALTH_REPORT_FILE_ACCEPT,
  HEALTH_REPORT_FILE_MAX_BYTES,
  HEALTH_REPORT_MESSAGES,
  type CreateHealthReportBody,
} from '@dawa/shared/care/health-reports';
import { useId, useState, type FormEvent } from 'react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormMessage, hintTextClasses } from '@/components/ui/field';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { useAddHealthReport } from '../api/add-health-report';

const EMPTY: Required<CreateHealthReportBody> = { title: '', description: '', food: '', medicines: '', allergies: '', foodHabits: '', pastTreatments: '', fileUrl: '' };

/** The optional fields, with the spec's names as labels. */
const DETAIL_FIELDS = [
  ['food', 'Food'],
  ['medicines', 'Medicines'],
  ['allergies', 'Allergies'],
  ['foodHabits', 'Food habits'],
  ['pastTreatments', 'Past treatments'],
] as const;

/** Add Health Report: title and description required; a private file or a web address. */
export function HealthReportForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const add = useAddHealthReport();
  const set = (name: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.title.trim() || !values.description.trim()) return setError(HEALTH_REPORT_MESSAGES.required);
    if (file && values.fileUrl.trim()) return setError(HEALTH_REPORT_MESSAGES.fileOrUrl);
    if (file && file.size > HEALTH_REPORT_FILE_MAX_BYTES) return setError(HEALTH_REPORT_MESSAGES.fileTooLarge);
    const parsed = CreateHealthReportBodySchema.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? HEALTH_REPORT_MESSAGES.addFailed);
    setError(null);
    add.mutate(
      { report: values, file },
      {
        onSuccess: () => {
          toast(HEALTH_REPORT_MESSAGES.added);
          setValues(EMPTY);
          setFile(null);
          onDone();
        },
        onError: (failure) => setError(apiErrorMessage(failure, HEALTH_REPORT_MESSAGES.addFailed)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        Add Health Report
      </h3>
      <FormMessage tone="error">{error}</FormMessage>
      <div>
        <label htmlFor={`${id}-t`} className={labelClasses}>
          Title
        </label>
        <input id={`${id}-t`} className={inputClasses} value={values.title} onChange={(e) => set('title')(e.target.value)} maxLength={200} required />
      </div>
      <div>
        <label htmlFor={`${id}-d`} className={labelClasses}>
          Description
        </label>
        <textarea id={`${id}-d`} className={inputClasses} rows={3} value={values.description} onChange={(e) => set('description')(e.target.value)} maxLength={5000} required />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {DETAIL_FIELDS.map(([name, label]) => (
          <div key={name}>
            <label htmlFor={`${id}-${name}`} className={labelClasses}>
              {label}
            </label>
            <input id={`${id}-${name}`} className={inputClasses} value={values[name]} onChange={(e) => set(name)(e.target.value)} maxLength={2000} />
          </div>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-file`} className={labelClasses}>
            Report file (optional)
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={HEALTH_REPORT_FILE_ACCEPT}
            aria-describedby={`${id}-file-hint`}
            className="block w-full text-sm"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <p id={`${id}-file-hint`} className={hintTextClasses}>
            PDF, JPEG, PNG or WebP, up to 10MB. Kept privately.
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-url`} className={labelClasses}>
            Or a link to the report (optional)
          </label>
          <input id={`${id}-url`} type="url" inputMode="url" placeholder="https://" className={inputClasses} value={values.fileUrl} onChange={(e) => set('fileUrl')(e.target.value)} />
        </div>
      </div>
      <DialogActions submitLabel="Save Report" busyLabel="Saving..." busy={add.isPending} onCancel={onDone} />
    </form>
  );
}

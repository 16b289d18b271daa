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
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { useAddHealthReport } from '../api/add-health-report';
import { useHealthReportText } from '../hooks/use-health-report-text';

const EMPTY: Required<CreateHealthReportBody> = {
  title: '',
  description: '',
  food: '',
  medicines: '',
  allergies: '',
  foodHabits: '',
  pastTreatments: '',
  fileUrl: '',
};

/** The optional fields (the spec's names are their labels). */
const DETAIL_FIELDS = ['food', 'medicines', 'allergies', 'foodHabits', 'pastTreatments'] as const;

/** Add Health Report: title and description required; a private file or a web address. */
export function HealthReportForm({ onDone }: { onDone: () => void }) {
  const t = useT('healthReports');
  const message = useHealthReportText();
  const errorText = useApiErrorText();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const add = useAddHealthReport();
  const set = (name: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.title.trim() || !values.description.trim()) return setError(t('msg.required'));
    if (file && values.fileUrl.trim()) return setError(t('msg.fileOrUrl'));
    if (file && file.size > HEALTH_REPORT_FILE_MAX_BYTES) return setError(t('msg.fileTooLarge'));
    const parsed = CreateHealthReportBodySchema.safeParse(values);
    if (!parsed.success) return setError(message(parsed.error.issues[0]?.message ?? HEALTH_REPORT_MESSAGES.addFailed));
    setError(null);
    add.mutate(
      { report: values, file },
      {
        onSuccess: () => {
          toast(t('msg.added'));
          setValues(EMPTY);
          setFile(null);
          onDone();
        },
        onError: (failure) => setError(errorText(failure, t('msg.addFailed'))),
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('add')}
      </h3>
      <FormMessage tone="error">{error}</FormMessage>
      <div>
        <label htmlFor={`${id}-t`} className={labelClasses}>
          {t('field.title')}
        </label>
        <input
          id={`${id}-t`}
          className={inputClasses}
          value={values.title}
          onChange={(e) => set('title')(e.target.value)}
          maxLength={200}
          required
        />
      </div>
      <div>
        <label htmlFor={`${id}-d`} className={labelClasses}>
          {t('field.description')}
        </label>
        <textarea
          id={`${id}-d`}
          className={inputClasses}
          rows={3}
          value={values.description}
          onChange={(e) => set('description')(e.target.value)}
          maxLength={5000}
          required
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {DETAIL_FIELDS.map((name) => (
          <div key={name}>
            <label htmlFor={`${id}-${name}`} className={labelClasses}>
              {t(`field.${name}`)}
            </label>
            <input
              id={`${id}-${name}`}
              className={inputClasses}
              value={values[name]}
              onChange={(e) => set(name)(e.target.value)}
              maxLength={2000}
            />
          </div>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-file`} className={labelClasses}>
            {t('field.file')}
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
            {t('field.fileHint')}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-url`} className={labelClasses}>
            {t('field.url')}
          </label>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            placeholder="https://"
            className={inputClasses}
            value={values.fileUrl}
            onChange={(e) => set('fileUrl')(e.target.value)}
          />
        </div>
      </div>
      <DialogActions submitLabel={t('save')} busyLabel={t('saving')} busy={add.isPending} onCancel={onDone} />
    </form>
  );
}

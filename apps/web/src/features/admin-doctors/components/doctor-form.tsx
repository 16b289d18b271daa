import type { AdminDoctor } from '@dawa/shared/care/doctors';
import { AdminDoctorBodySchema } from '@dawa/shared/care/doctors';
import { doctorInitials, SLOT_LENGTHS_MINUTES } from '@dawa/shared/care/doctor-rules';
import { MEDICAL_COUNCILS, SPECIALIZATIONS } from '@dawa/shared/care/medical-councils';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { errorTextClasses, FormMessage, TextField } from '@/components/ui/field';
import { inputClasses, labelClasses } from '@/components/ui/form-styles';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useSaveDoctor } from '../api/save-doctor';
import { useUploadDoctorPhoto } from '../api/upload-doctor-photo';
import { bodyOf, EMPTY_DOCTOR_FORM, errorsByField, formValuesOf, type DoctorFormValues } from './doctor-form-values';
import { DOCTORS_TEXT, failureText } from './doctors-messages';
import { AvailabilityEditor, OverridesEditor } from './schedule-editors';

function SelectField({
  label,
  error,
  children,
  ...select
}: { label: string; error?: string | undefined; children: ReactNode } & React.SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <select
        id={id}
        className={inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className={errorTextClasses}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Checkbox({
  label,
  checked,
  onChange,
  error,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          className="size-4"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className={errorTextClasses}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The photo of a saved doctor: upload replaces it (the server checks the bytes and re-encodes). */
function PhotoUpload({ doctor }: { doctor: AdminDoctor }) {
  const id = useId();
  const upload = useUploadDoctorPhoto();
  const [photoUrl, setPhotoUrl] = useState(doctor.photoUrl);
  return (
    <div className="flex items-center gap-4">
      {photoUrl ? (
        <img src={photoUrl} alt={doctor.name} className="size-16 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-teal-100 text-lg font-bold text-teal-900"
        >
          {doctorInitials(doctor.name)}
        </span>
      )}
      <div>
        <label htmlFor={id} className={labelClasses}>
          Photo (JPEG, PNG or WebP, under 5MB)
        </label>
        <input
          id={id}
          type="file"
          accept="image/*"
          disabled={upload.isPending}
          className="text-sm"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            upload.mutate(
              { id: doctor.id, file },
              {
                onSuccess: (answer) => {
                  setPhotoUrl(answer.photoUrl);
                  toast(DOCTORS_TEXT.photoUploaded);
                },
                onError: (error) => toast(failureText(DOCTORS_TEXT.photoFailed, error), 'error'),
              },
            );
            e.target.value = '';
          }}
        />
      </div>
    </div>
  );
}

/** Add or edit a doctor: profile, fees in ₹, linked account, schedule settings, weekly hours and leave. */
export function DoctorForm({ doctor, onDone }: { doctor: AdminDoctor | null; onDone: () => void }) {
  const id = useId();
  const [values, setValues] = useState<DoctorFormValues>(() => (doctor ? formValuesOf(doctor) : EMPTY_DOCTOR_FORM));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveDoctor();
  const set = <K extends keyof DoctorFormValues>(key: K, value: DoctorFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const text = (key: keyof DoctorFormValues) => ({
    value: values[key] as string,
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = AdminDoctorBodySchema.safeParse(bodyOf(values));
    if (!parsed.success) {
      setErrors(errorsByField(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(
      { id: doctor?.id ?? null, body: bodyOf(values) },
      {
        onSuccess: () => {
          toast(doctor ? DOCTORS_TEXT.updated : DOCTORS_TEXT.added);
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors) {
            setErrors(
              errorsByField(
                Object.entries(error.fieldErrors).map(([key, messages]) => ({ path: key.split('.'), message: messages[0] ?? '' })),
              ),
            );
          }
          toast(failureText(doctor ? DOCTORS_TEXT.updateFailed : DOCTORS_TEXT.addFailed, error), 'error');
        },
      },
    );
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-6">
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {doctor ? `Edit ${doctor.name}` : 'Add Doctor'}
      </h3>
      {hasErrors ? <FormMessage tone="error">{DOCTORS_TEXT.fixErrors}</FormMessage> : null}
      {doctor ? <PhotoUpload doctor={doctor} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" maxLength={100} placeholder="Dr. Kavita Rao" {...text('name')} />
        <SelectField label="Specialization" {...text('specialization')}>
          <option value="">Choose…</option>
          {SPECIALIZATIONS.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </SelectField>
        <TextField label="Qualifications" maxLength={200} placeholder="MBBS, MD" {...text('qualifications')} />
        <TextField label="Years of experience" inputMode="numeric" {...text('experienceYears')} />
        <TextField label="Registration number" maxLength={20} placeholder="DMC/R/04567" {...text('registrationNumber')} />
        <SelectField label="Medical council" {...text('medicalCouncil')}>
          <option value="">Choose…</option>
          {MEDICAL_COUNCILS.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <TextField label="Consultation fee (₹)" inputMode="decimal" {...text('consultationFee')} />
        <TextField label="Follow-up fee (₹)" inputMode="decimal" {...text('followUpFee')} />
        <TextField label="Clinic address" maxLength={300} {...text('clinicAddress')} />
        <TextField label="City" maxLength={80} {...text('city')} />
        <TextField label="Languages spoken" hint="Separated by commas" {...text('languages')} />
        <TextField
          label="Linked doctor account (user ID)"
          inputMode="numeric"
          hint={
            doctor?.linkedAccount
              ? `Now: ${doctor.linkedAccount.name} (${doctor.linkedAccount.email})`
              : 'Optional: the ID of an account with the doctor role'
          }
          {...text('userId')}
        />
      </div>
      <div>
        <label htmlFor={`${id}-about`} className={labelClasses}>
          About
        </label>
        <textarea
          id={`${id}-about`}
          rows={3}
          maxLength={2000}
          className={inputClasses}
          value={values.about}
          onChange={(e) => set('about', e.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-6">
        <Checkbox
          label="Online consultation offered"
          checked={values.offersOnlineConsultation}
          onChange={(v) => set('offersOnlineConsultation', v)}
          error={errors.offersOnlineConsultation}
        />
        <Checkbox label="Active (visible to patients)" checked={values.active} onChange={(v) => set('active', v)} />
      </div>
      <div className="grid gap-4 sm:grid-cols-4">
        <SelectField label="Slot length (minutes)" {...text('slotMinutes')}>
          {SLOT_LENGTHS_MINUTES.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </SelectField>
        <TextField label="Buffer between consultations (minutes)" inputMode="numeric" {...text('bufferMinutes')} />
        <TextField label="Minimum notice (hours)" inputMode="decimal" {...text('minNoticeHours')} />
        <TextField label="Booking window (days)" inputMode="numeric" {...text('bookingWindowDays')} />
      </div>
      <AvailabilityEditor idPrefix={id} windows={values.availability} errors={errors} onChange={(next) => set('availability', next)} />
      <OverridesEditor idPrefix={id} overrides={values.overrides} errors={errors} onChange={(next) => set('overrides', next)} />
      <div className="flex gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : doctor ? 'Save' : 'Add Doctor'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

import { FEATURE_LABELS, FEATURE_SWITCHES, type AdminSystemSettings } from '@dawa/shared/system/settings';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useSystemSettings } from '../api/get-settings';
import { useUpdateSystemSettings } from '../api/update-settings';
import { bodyOf, draftOf, type SettingsDraft } from './settings-form-state';

export const SETTINGS_TEXT = {
  saved: 'Settings saved',
  saveFailed: 'Failed to save settings',
  loadFailed: 'Failed to load settings',
  loading: 'Loading settings...',
} as const;

const fieldsetClasses = 'rounded-xl border border-slate-200 p-4 dark:border-slate-700';
const legendClasses = 'px-1 text-base font-semibold';
const checkboxRow = 'flex items-center gap-2 text-sm';

/** The server's message for one field (features.* collapse onto 'features'). */
const errorOf = (errors: Record<string, string[]> | undefined, field: string) =>
  Object.entries(errors ?? {}).find(([key]) => key === field || key.startsWith(`${field}.`))?.[1]?.[0];

function SettingsForm({ settings }: { settings: AdminSystemSettings }) {
  const id = useId();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(settings));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]> | undefined>();
  const save = useUpdateSystemSettings();
  const set = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const error = (field: string) => errorOf(fieldErrors, field);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(bodyOf(draft), {
      onSuccess: (saved) => {
        setFieldErrors(undefined);
        setDraft(draftOf(saved));
        toast(SETTINGS_TEXT.saved);
      },
      onError: (failure) => {
        setFieldErrors(failure instanceof ApiError ? failure.fieldErrors : undefined);
        const reason = failure instanceof ApiError && failure.isClientError && failure.status !== 401 ? `: ${failure.message}` : '';
        toast(`${SETTINGS_TEXT.saveFailed}${reason}`, 'error');
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 max-w-2xl space-y-6">
      <fieldset className={fieldsetClasses}>
        <legend className={legendClasses}>Delivery</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Delivery charge (₹)"
            inputMode="decimal"
            value={draft.deliveryChargeRupees}
            onChange={(e) => set('deliveryChargeRupees', e.target.value)}
            error={error('deliveryChargePaise')}
          />
          <TextField
            label="Free delivery above (₹)"
            inputMode="decimal"
            hint="Orders with a subtotal above this amount are delivered free."
            value={draft.freeDeliveryAboveRupees}
            onChange={(e) => set('freeDeliveryAboveRupees', e.target.value)}
            error={error('freeDeliveryAbovePaise')}
          />
        </div>
      </fieldset>

      <fieldset className={fieldsetClasses}>
        <legend className={legendClasses}>Support contacts (shown in the footer)</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Support e-mail"
            type="email"
            value={draft.supportEmail}
            onChange={(e) => set('supportEmail', e.target.value)}
            error={error('supportEmail')}
          />
          <TextField
            label="Support phone"
            type="tel"
            value={draft.supportPhone}
            onChange={(e) => set('supportPhone', e.target.value)}
            error={error('supportPhone')}
          />
        </div>
      </fieldset>

      <fieldset className={fieldsetClasses}>
        <legend className={legendClasses}>Site lock</legend>
        <label className={checkboxRow}>
          <input type="checkbox" checked={draft.siteLockEnabled} onChange={(e) => set('siteLockEnabled', e.target.checked)} />
          Site lock on (visitors must enter the site password)
        </label>
        <TextField
          className="mt-3"
          label="New site password"
          type="password"
          autoComplete="new-password"
          hint={settings.siteLockPasswordSet ? 'A password is set. Leave empty to keep it.' : 'No password is set yet.'}
          value={draft.siteLockPassword}
          onChange={(e) => set('siteLockPassword', e.target.value)}
          error={error('siteLockPassword')}
        />
      </fieldset>

      <fieldset className={fieldsetClasses}>
        <legend className={legendClasses}>Order cancellation</legend>
        <TextField
          label="Cancellation window (hours)"
          inputMode="numeric"
          hint="Customers may cancel until the order ships and within this many hours of placing it. Leave empty for no hour limit."
          value={draft.cancellationWindowHours}
          onChange={(e) => set('cancellationWindowHours', e.target.value)}
          error={error('cancellationWindowHours')}
        />
      </fieldset>

      <fieldset className={fieldsetClasses} aria-describedby={error('features') ? `${id}-features-error` : undefined}>
        <legend className={legendClasses}>Features</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {FEATURE_SWITCHES.map((feature) => (
            <label key={feature} className={checkboxRow}>
              <input
                type="checkbox"
                checked={draft.features[feature]}
                onChange={(e) => set('features', { ...draft.features, [feature]: e.target.checked })}
              />
              {FEATURE_LABELS[feature]}
            </label>
          ))}
        </div>
        {error('features') ? (
          <p id={`${id}-features-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {error('features')}
          </p>
        ) : null}
      </fieldset>

      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Settings'}
      </Button>
    </form>
  );
}

/** System Settings: delivery, support contacts, site lock, cancellation window and feature switches; applied by the server at once. */
export function SettingsSection() {
  const id = useId();
  const settings = useSystemSettings();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        System Settings
      </h2>
      {settings.isPending ? (
        <p role="status" className="mt-4">
          {SETTINGS_TEXT.loading}
        </p>
      ) : settings.isError ? (
        <div role="alert" className="mt-4 space-y-2">
          <p>{SETTINGS_TEXT.loadFailed}</p>
          <Button variant="secondary" onClick={() => void settings.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <SettingsForm key={settings.data.updatedAt ?? 'defaults'} settings={settings.data} />
      )}
    </section>
  );
}

import { DEFAULT_SETTINGS, type Settings } from '@dawa/shared/account/settings';
import Bell from 'lucide-react/icons/bell';
import ChevronRight from 'lucide-react/icons/chevron-right';
import CreditCard from 'lucide-react/icons/credit-card';
import Download from 'lucide-react/icons/download';
import KeyRound from 'lucide-react/icons/key-round';
import Palette from 'lucide-react/icons/palette';
import Shield from 'lucide-react/icons/shield';
import Trash2 from 'lucide-react/icons/trash-2';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';
import { useSettings } from '../api/get-settings';
import { downloadMyData } from '../api/download-data';
import { useUpdateSettings } from '../api/use-update-settings';
import { SettingSelect, SettingsGroup, SettingSwitch } from './setting-controls';
import { isUiLanguage } from '@dawa/shared/i18n/languages';
import { useT } from '@/lib/i18n/use-t';

// Opened rarely: each modal's code loads on first open.
const ChangePasswordDialog = lazy(() => import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })));
const DeleteAccountDialog = lazy(() => import('./delete-account-dialog').then((m) => ({ default: m.DeleteAccountDialog })));
const TwoFactorSetupDialog = lazy(() => import('./two-factor-setup-dialog').then((m) => ({ default: m.TwoFactorSetupDialog })));
const TwoFactorDisableDialog = lazy(() => import('./two-factor-disable-dialog').then((m) => ({ default: m.TwoFactorDisableDialog })));

const LANGUAGE_OPTIONS = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'hi', label: 'हिन्दी (Hindi)', lang: 'hi' },
  { value: 'es', label: 'Español (Spanish)', lang: 'es' },
  { value: 'fr', label: 'Français (French)', lang: 'fr' },
  { value: 'de', label: 'Deutsch (German)', lang: 'de' },
] as const satisfies ReadonlyArray<{ value: Settings['language']; label: string; lang: string }>;
/** The translated languages (decision 038); an untranslated one stays listed only while it is the stored choice. */
const shownLanguageOptions = (current: Settings['language']) =>
  LANGUAGE_OPTIONS.filter((o) => isUiLanguage(o.value) || o.value === current);
const TIMEZONE_OPTIONS = [
  { value: 'IST', label: 'IST (India)' }, // worded from the catalogue (timezone.IST)
  { value: 'UTC', label: 'UTC' },
  { value: 'GMT', label: 'GMT' },
  { value: 'EST', label: 'EST' },
  { value: 'PST', label: 'PST' },
] as const satisfies ReadonlyArray<{ value: Settings['timezone']; label: string }>;

type Theme = 'light' | 'dark';

/**
 * The Settings section of /profile: the settings that do something here (SMS, push, profile visibility,
 * data sharing and analytics are not offered: we send no SMS or push, no one else sees a profile, we
 * share no data and track nothing; spec deviation 'Settings'). Until the saved settings arrive it shows the spec's defaults
 * (and cannot be saved, so defaults never overwrite them). Dark mode applies (and is kept) at once;
 * the rest is saved with Save Changes.
 */
export function SettingsSection({ theme, onThemeChange }: { theme: Theme; onThemeChange: (theme: Theme) => void }) {
  const { user } = useSession();
  const t = useT('settings');
  if (!user) {
    return (
      <div className="space-y-3">
        <FormMessage tone="info">{t('page.loginRequired')}</FormMessage>
        <Link to={paths.login()} className={buttonClasses('primary')}>
          {t('page.login')}
        </Link>
      </div>
    );
  }
  return <SettingsForm theme={theme} onThemeChange={onThemeChange} />;
}

function SettingsForm({ theme, onThemeChange }: { theme: Theme; onThemeChange: (theme: Theme) => void }) {
  const settings = useSettings({ enabled: true });
  const save = useUpdateSettings();
  const [form, setForm] = useState<Settings>(DEFAULT_SETTINGS);
  const [loaded, setLoaded] = useState(false);
  const [dialog, setDialog] = useState<'password' | 'delete' | 'two-factor-on' | 'two-factor-off' | null>(null);
  const [downloading, setDownloading] = useState(false);
  const t = useT('settings');

  // The first answer fills the form; later cache updates (a theme switch) leave unsaved edits alone.
  if (settings.data && !loaded) {
    setLoaded(true);
    setForm(settings.data);
  }

  if (settings.isError) {
    const expired = settings.error instanceof ApiError && settings.error.status === 401;
    return <FormMessage tone="error">{expired ? t('page.sessionExpired') : t('page.loadFailed')}</FormMessage>;
  }

  const locked = !loaded;
  const set =
    <K extends keyof Settings>(key: K) =>
    (value: Settings[K]) =>
      setForm((f) => ({ ...f, [key]: value }));

  // Two-factor sign-in follows the authenticator on the server (turned on and off in its dialogs), never the form.
  const twoFactorOn = settings.data?.twoFactorAuth ?? form.twoFactorAuth;

  function onSave() {
    const { twoFactorAuth: _followsTheServer, ...rest } = form;
    save.mutate(
      { ...rest, darkMode: theme === 'dark' },
      { onSuccess: () => toast(t('page.saved')), onError: () => toast(t('page.saveFailed'), 'error') },
    );
  }

  async function onDownload() {
    setDownloading(true);
    try {
      await downloadMyData();
      toast(t('download.started'));
    } catch {
      toast(t('download.failed'), 'error');
    } finally {
      setDownloading(false);
    }
  }

  const icon = 'size-5 text-teal-700 dark:text-teal-300';
  const timezoneOptions = TIMEZONE_OPTIONS.map((o) => (o.value === 'IST' ? { ...o, label: t('timezone.IST') } : o));
  return (
    <div className="space-y-6">
      {locked ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {t('page.loading')}
        </p>
      ) : null}
      <SettingsGroup title={t('group.notifications')} icon={<Bell aria-hidden="true" className={icon} />}>
        <SettingSwitch
          label={t('emailNotifications.label')}
          description={t('emailNotifications.description')}
          checked={form.emailNotifications}
          disabled={locked}
          onChange={set('emailNotifications')}
        />
        <SettingSwitch
          label={t('orderUpdates.label')}
          description={t('orderUpdates.description')}
          checked={form.orderUpdates}
          disabled={locked}
          onChange={set('orderUpdates')}
        />
        <SettingSwitch
          label={t('promotionalEmails.label')}
          description={t('promotionalEmails.description')}
          checked={form.promotionalEmails}
          disabled={locked}
          onChange={set('promotionalEmails')}
        />
        <SettingSwitch
          label={t('appointmentReminders.label')}
          description={t('appointmentReminders.description')}
          checked={form.appointmentReminders}
          disabled={locked}
          onChange={set('appointmentReminders')}
        />
      </SettingsGroup>

      <SettingsGroup title={t('group.appearance')} icon={<Palette aria-hidden="true" className={icon} />}>
        <SettingSwitch
          label={t('darkMode.label')}
          description={t('darkMode.description')}
          checked={theme === 'dark'}
          onChange={(dark) => onThemeChange(dark ? 'dark' : 'light')}
        />
        <SettingSelect
          label={t('language.label')}
          description={t('language.description')}
          value={form.language}
          options={shownLanguageOptions(form.language)}
          disabled={locked}
          onChange={set('language')}
        />
        <SettingSelect
          label={t('timezone.label')}
          description={t('timezone.description')}
          value={form.timezone}
          options={timezoneOptions}
          disabled={locked}
          onChange={set('timezone')}
        />
      </SettingsGroup>

      <SettingsGroup title={t('group.security')} icon={<Shield aria-hidden="true" className={icon} />}>
        <SettingSwitch
          label={t('twoFactorAuth.label')}
          description={t('twoFactorAuth.description')}
          checked={twoFactorOn}
          disabled={locked}
          onChange={(on) => setDialog(on ? 'two-factor-on' : 'two-factor-off')}
        />
        <SettingSwitch
          label={t('loginAlerts.label')}
          description={t('loginAlerts.description')}
          checked={form.loginAlerts}
          disabled={locked}
          onChange={set('loginAlerts')}
        />
        <div className="flex flex-wrap gap-3 py-4">
          <Button variant="secondary" onClick={() => setDialog('password')}>
            <KeyRound aria-hidden="true" className="size-4" />
            {t('password.button')}
          </Button>
          <Button variant="secondary" onClick={() => void onDownload()} disabled={downloading}>
            <Download aria-hidden="true" className="size-4" />
            {downloading ? t('download.busy') : t('download.button')}
          </Button>
          <Button variant="danger" onClick={() => setDialog('delete')}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('delete.button')}
          </Button>
        </div>
      </SettingsGroup>

      <SettingsGroup title={t('group.billing')} icon={<CreditCard aria-hidden="true" className={icon} />}>
        <Link
          to={paths.profile('orders')}
          className="flex items-center justify-between gap-4 rounded-lg py-3 hover:bg-slate-50 dark:hover:bg-slate-800/60"
        >
          <span>
            <span className="block text-sm font-medium text-slate-900 dark:text-slate-100">{t('billing.title')}</span>
            <span className="block text-sm text-slate-600 dark:text-slate-400">{t('billing.description')}</span>
          </span>
          <ChevronRight aria-hidden="true" className="size-5 text-slate-500" />
        </Link>
      </SettingsGroup>

      <Button onClick={onSave} disabled={locked || save.isPending}>
        {save.isPending ? t('page.saving') : t('page.save')}
      </Button>

      <Suspense fallback={null}>
        {dialog === 'password' ? <ChangePasswordDialog onClose={() => setDialog(null)} /> : null}
        {dialog === 'delete' ? <DeleteAccountDialog onClose={() => setDialog(null)} /> : null}
        {dialog === 'two-factor-on' ? <TwoFactorSetupDialog onClose={() => setDialog(null)} /> : null}
        {dialog === 'two-factor-off' ? <TwoFactorDisableDialog onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </div>
  );
}

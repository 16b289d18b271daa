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
import { SAVE_SETTINGS_FAILED } from '../hooks/use-account-setting';
import { SettingSelect, SettingsGroup, SettingSwitch } from './setting-controls';
import { isUiLanguage } from '@dawa/shared/i18n/languages';

// Opened rarely: each modal's code loads on first open.
const ChangePasswordDialog = lazy(() => import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })));
const DeleteAccountDialog = lazy(() => import('./delete-account-dialog').then((m) => ({ default: m.DeleteAccountDialog })));
const TwoFactorSetupDialog = lazy(() => import('./two-factor-setup-dialog').then((m) => ({ default: m.TwoFactorSetupDialog })));
const TwoFactorDisableDialog = lazy(() => import('./two-factor-disable-dialog').then((m) => ({ default: m.TwoFactorDisableDialog })));

export const LOGIN_REQUIRED = 'Please log in to access your settings';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
export const SETTINGS_LOAD_FAILED = 'Failed to load settings. Please try refreshing the page.';
export const SETTINGS_SAVED = 'Settings saved successfully!';
export const DOWNLOAD_STARTED = 'Data download started!';
export const DOWNLOAD_FAILED = 'Failed to download data';

const LANGUAGE_OPTIONS = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'hi', label: 'हिन्दी (Hindi)', lang: 'hi' },
  { value: 'es', label: 'Español (Spanish)', lang: 'es' },
  { value: 'fr', label: 'Français (French)', lang: 'fr' },
  { value: 'de', label: 'Deutsch (German)', lang: 'de' },
] as const satisfies ReadonlyArray<{ value: Settings['language']; label: string; lang: string }>;
/** The translated languages (decision 038); an untranslated one stays listed only while it is the stored choice. */
const shownLanguageOptions = (current: Settings['language']) => LANGUAGE_OPTIONS.filter((o) => isUiLanguage(o.value) || o.value === current);
const TIMEZONE_OPTIONS = [
  { value: 'UTC', label: 'UTC' },
  { value: 'IST', label: 'IST (India)' },
  { value: 'GMT', label: 'GMT' },
  { value: 'EST', label: 'EST' },
  { value: 'PST', label: 'PST' },
] as const satisfies ReadonlyArray<{ value: Settings['timezone']; label: string }>;
const VISIBILITY_OPTIONS = [
  { value: 'private', label: 'Private' },
  { value: 'friends', label: 'Friends' },
  { value: 'public', label: 'Public' },
] as const satisfies ReadonlyArray<{ value: Settings['profileVisibility']; label: string }>;

type Theme = 'light' | 'dark';

/**
 * The Settings section of /profile. Until the saved settings arrive it shows the spec's defaults
 * (and cannot be saved, so defaults never overwrite them). Dark mode applies (and is kept) at once;
 * the rest is saved with Save Changes.
 */
export function SettingsSection({ theme, onThemeChange }: { theme: Theme; onThemeChange: (theme: Theme) => void }) {
  const { user } = useSession();
  if (!user) {
    return (
      <div className="space-y-3">
        <FormMessage tone="info">{LOGIN_REQUIRED}</FormMessage>
        <Link to={paths.login()} className={buttonClasses('primary')}>
          Login
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

  // The first answer fills the form; later cache updates (a theme switch) leave unsaved edits alone.
  if (settings.data && !loaded) {
    setLoaded(true);
    setForm(settings.data);
  }

  if (settings.isError) {
    const expired = settings.error instanceof ApiError && settings.error.status === 401;
    return <FormMessage tone="error">{expired ? SESSION_EXPIRED : SETTINGS_LOAD_FAILED}</FormMessage>;
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
      { onSuccess: () => toast(SETTINGS_SAVED), onError: () => toast(SAVE_SETTINGS_FAILED, 'error') },
    );
  }

  async function onDownload() {
    setDownloading(true);
    try {
      await downloadMyData();
      toast(DOWNLOAD_STARTED);
    } catch {
      toast(DOWNLOAD_FAILED, 'error');
    } finally {
      setDownloading(false);
    }
  }

  const icon = 'size-5 text-teal-700 dark:text-teal-300';
  return (
    <div className="space-y-6">
      {locked ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          Loading your settings...
        </p>
      ) : null}
      <SettingsGroup title="Notifications" icon={<Bell aria-hidden="true" className={icon} />}>
        <SettingSwitch label="Email Notifications" description="Account and service messages by e-mail." checked={form.emailNotifications} disabled={locked} onChange={set('emailNotifications')} />
        <SettingSwitch label="SMS Notifications" description="Short messages to your phone number." checked={form.smsNotifications} disabled={locked} onChange={set('smsNotifications')} />
        <SettingSwitch label="Push Notifications" description="Alerts in this browser or the app." checked={form.pushNotifications} disabled={locked} onChange={set('pushNotifications')} />
        <SettingSwitch label="Order Updates" description="When an order is confirmed, shipped or delivered." checked={form.orderUpdates} disabled={locked} onChange={set('orderUpdates')} />
        <SettingSwitch label="Promotional Emails" description="Offers, deals and health tips." checked={form.promotionalEmails} disabled={locked} onChange={set('promotionalEmails')} />
        <SettingSwitch label="Appointment Reminders" description="Reminders before a doctor appointment." checked={form.appointmentReminders} disabled={locked} onChange={set('appointmentReminders')} />
      </SettingsGroup>

      <SettingsGroup title="Appearance & Language" icon={<Palette aria-hidden="true" className={icon} />}>
        <SettingSwitch label="Dark Mode" description="Applies at once and is kept with your account." checked={theme === 'dark'} onChange={(dark) => onThemeChange(dark ? 'dark' : 'light')} />
        <SettingSelect label="Language" description="Your preferred language." value={form.language} options={shownLanguageOptions(form.language)} disabled={locked} onChange={set('language')} />
        <SettingSelect label="Timezone" description="Used for times in messages to you." value={form.timezone} options={TIMEZONE_OPTIONS} disabled={locked} onChange={set('timezone')} />
      </SettingsGroup>

      <SettingsGroup title="Security & Privacy" icon={<Shield aria-hidden="true" className={icon} />}>
        <SettingSelect label="Profile Visibility" description="Who can see your profile." value={form.profileVisibility} options={VISIBILITY_OPTIONS} disabled={locked} onChange={set('profileVisibility')} />
        <SettingSwitch label="Data Sharing" description="Share anonymised data with partners to improve care." checked={form.dataSharing} disabled={locked} onChange={set('dataSharing')} />
        <SettingSwitch label="Analytics Tracking" description="Help us improve Dawa with usage statistics." checked={form.analyticsTracking} disabled={locked} onChange={set('analyticsTracking')} />
        <SettingSwitch
          label="Two-Factor Authentication"
          description="Ask for a code from an authenticator app when you sign in."
          checked={twoFactorOn}
          disabled={locked}
          onChange={(on) => setDialog(on ? 'two-factor-on' : 'two-factor-off')}
        />
        <SettingSwitch label="Login Alerts" description="Tell me about new sign-ins to my account." checked={form.loginAlerts} disabled={locked} onChange={set('loginAlerts')} />
        <div className="flex flex-wrap gap-3 py-4">
          <Button variant="secondary" onClick={() => setDialog('password')}>
            <KeyRound aria-hidden="true" className="size-4" />
            Change Password
          </Button>
          <Button variant="secondary" onClick={() => void onDownload()} disabled={downloading}>
            <Download aria-hidden="true" className="size-4" />
            {downloading ? 'Preparing...' : 'Download my data'}
          </Button>
          <Button variant="danger" onClick={() => setDialog('delete')}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete Account
          </Button>
        </div>
      </SettingsGroup>

      <SettingsGroup title="Payment & Billing" icon={<CreditCard aria-hidden="true" className={icon} />}>
        <Link to={paths.profile('orders')} className="flex items-center justify-between gap-4 rounded-lg py-3 hover:bg-slate-50 dark:hover:bg-slate-800/60">
          <span>
            <span className="block text-sm font-medium text-slate-900 dark:text-slate-100">Billing History</span>
            <span className="block text-sm text-slate-600 dark:text-slate-400">Your orders and what you paid for them.</span>
          </span>
          <ChevronRight aria-hidden="true" className="size-5 text-slate-500" />
        </Link>
      </SettingsGroup>

      <Button onClick={onSave} disabled={locked || save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Changes'}
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

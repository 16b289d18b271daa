import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/field';
import { usePageMeta } from '@/components/ui/page-meta';
import { ApiError } from '@/lib/api-client';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { unlockSite } from '../api/unlock-site';

/**
 * The full-screen development lock. The server checks the password and remembers this browser
 * with a signed cookie; a reload then starts the app unlocked.
 */
export function SiteLockScreen({ onUnlocked = () => window.location.reload() }: { onUnlocked?: () => void }) {
  const t = useT('account');
  const errorText = useApiErrorText();
  usePageMeta(t('siteLock.title'), t('siteLock.description'));
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) {
      setError(t('siteLock.passwordRequired'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await unlockSite(password);
      onUnlocked();
    } catch (err) {
      // Another refusal (too many tries) says why, in the page's language.
      setError(err instanceof ApiError && err.status === 401 ? t('siteLock.incorrect') : errorText(err, t('siteLock.incorrect')));
      setBusy(false);
    }
  }

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 dark:bg-slate-950">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-teal-100 text-teal-800 dark:bg-teal-900 dark:text-teal-100">
          <LockKeyhole aria-hidden="true" className="size-6" />
        </div>
        <h1 className="mt-4 text-center text-2xl font-bold">{t('siteLock.title')}</h1>
        <p className="mt-2 text-center text-sm text-slate-600 dark:text-slate-300">{t('siteLock.description')}</p>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-6 space-y-4">
          <TextField
            label={t('siteLock.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={error ? true : undefined}
          />
          <FormMessage tone="error">{error}</FormMessage>
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? t('siteLock.busy') : t('siteLock.submit')}
          </Button>
        </form>
      </div>
    </main>
  );
}

import type { TwoFactorSetup } from '@dawa/shared/auth/two-factor';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormMessage, TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { startTwoFactorSetup, useConfirmTwoFactor } from '../api/two-factor';

const RECOVERY_FILE_NAME = 'dawa-recovery-codes.txt';

/** The manual key in groups of four, as authenticator apps show and accept it. */
const grouped = (key: string) => key.replace(/(.{4})/g, '$1 ').trim();

/**
 * Turning on two-factor authentication: scan the QR code (or type the key) into an authenticator app,
 * confirm with its current code, then save the recovery codes, which are shown only here, once.
 */
export function TwoFactorSetupDialog({ onClose }: { onClose: () => void }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  // The failure itself: it is worded at render, in the language shown then.
  const [loadError, setLoadError] = useState<{ error: unknown } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const confirm = useConfirmTwoFactor();
  const t = useT('settings');
  const errorText = useApiErrorText();

  useEffect(() => {
    let live = true;
    startTwoFactorSetup().then(
      (answer) => live && setSetup(answer),
      (err: unknown) => live && setLoadError({ error: err }),
    );
    return () => {
      live = false;
    };
  }, []);

  function onConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('twoFactorOn.enterCode'));
      return;
    }
    confirm.mutate(
      { code: code.trim() },
      {
        onSuccess: (answer) => {
          setRecoveryCodes(answer.recoveryCodes);
          toast(t('twoFactorOn.done'));
        },
        onError: (err) => setError(errorText(err, t('twoFactorOn.failed'))),
      },
    );
  }

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onClose={onClose} />;

  return (
    <Modal
      title={t('twoFactorOn.title')}
      onClose={onClose}
      description={t('twoFactorOn.description')}
    >
      {loadError ? <FormMessage tone="error">{errorText(loadError.error, t('twoFactorOn.setupFailed'))}</FormMessage> : null}
      {!setup && !loadError ? <p role="status">{t('twoFactorOn.preparing')}</p> : null}
      {setup ? (
        <form onSubmit={onConfirm} noValidate className="space-y-4">
          <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700 dark:text-slate-300">
            <li>{t('twoFactorOn.step1')}</li>
            <li>{t('twoFactorOn.step2')}</li>
            <li>{t('twoFactorOn.step3')}</li>
          </ol>
          <img
            src={setup.qrCodeDataUrl}
            alt={t('twoFactorOn.qr')}
            width={200}
            height={200}
            className="mx-auto rounded bg-white p-2"
          />
          <div>
            <p className="text-sm font-medium">{t('twoFactorOn.manualKey')}</p>
            <code
              data-testid="two-factor-manual-key"
              className="block rounded bg-slate-100 p-2 font-mono text-sm break-all dark:bg-slate-800"
            >
              {grouped(setup.manualKey)}
            </code>
          </div>
          <TextField
            label={t('twoFactorOn.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          {error ? <FormMessage tone="error">{error}</FormMessage> : null}
          <DialogActions submitLabel={t('twoFactorOn.submit')} busyLabel={t('twoFactorOn.busy')} busy={confirm.isPending} onCancel={onClose} />
        </form>
      ) : null}
    </Modal>
  );
}

/** The recovery codes, shown once, with Copy and Download. */
function RecoveryCodes({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  const t = useT('settings');
  // The downloaded file stays in English (a plain-text record, not a screen).
  const text = `Dawa recovery codes (each works once):\n\n${codes.join('\n')}\n`;

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(text);
      toast(t('recovery.copied'));
    } catch {
      toast(t('recovery.copyFailed'), 'error');
    }
  }

  function onDownload() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = RECOVERY_FILE_NAME;
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <Modal
      title={t('recovery.title')}
      onClose={onClose}
      description={t('recovery.description')}
    >
      <ul aria-label={t('recovery.list')} className="grid grid-cols-2 gap-2 rounded bg-slate-100 p-3 font-mono text-sm dark:bg-slate-800">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => void onCopy()}>
          {t('recovery.copy')}
        </Button>
        <Button variant="secondary" onClick={onDownload}>
          {t('recovery.download')}
        </Button>
        <Button onClick={onClose}>{t('recovery.done')}</Button>
      </div>
    </Modal>
  );
}

import type { TwoFactorSetup } from '@dawa/shared/auth/two-factor';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormMessage, TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { startTwoFactorSetup, useConfirmTwoFactor } from '../api/two-factor';

export const TWO_FACTOR_ENABLED = 'Two-factor authentication is on.';
export const SETUP_FAILED = 'Could not start two-factor setup. Please try again.';
export const CONFIRM_FAILED = 'Could not turn on two-factor authentication';
export const CODES_COPIED = 'Recovery codes copied';
const RECOVERY_FILE_NAME = 'dawa-recovery-codes.txt';

/** The manual key in groups of four, as authenticator apps show and accept it. */
const grouped = (key: string) => key.replace(/(.{4})/g, '$1 ').trim();

/**
 * Turning on two-factor authentication: scan the QR code (or type the key) into an authenticator app,
 * confirm with its current code, then save the recovery codes, which are shown only here, once.
 */
export function TwoFactorSetupDialog({ onClose }: { onClose: () => void }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [loadError, setLoadError] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const confirm = useConfirmTwoFactor();

  useEffect(() => {
    let live = true;
    startTwoFactorSetup().then(
      (answer) => live && setSetup(answer),
      (err: unknown) => live && setLoadError(apiErrorMessage(err, SETUP_FAILED)),
    );
    return () => {
      live = false;
    };
  }, []);

  function onConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    if (!/^\d{6}$/.test(code.trim())) {
      setError('Enter the 6-digit code from your authenticator app');
      return;
    }
    confirm.mutate(
      { code: code.trim() },
      {
        onSuccess: (answer) => {
          setRecoveryCodes(answer.recoveryCodes);
          toast(TWO_FACTOR_ENABLED);
        },
        onError: (err) => setError(apiErrorMessage(err, CONFIRM_FAILED)),
      },
    );
  }

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onClose={onClose} />;

  return (
    <Modal
      title="Set up two-factor authentication"
      onClose={onClose}
      description="Sign-in will ask for a code from an authenticator app on your phone."
    >
      {loadError ? <FormMessage tone="error">{loadError}</FormMessage> : null}
      {!setup && !loadError ? <p role="status">Preparing your key...</p> : null}
      {setup ? (
        <form onSubmit={onConfirm} noValidate className="space-y-4">
          <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700 dark:text-slate-300">
            <li>Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, Authy, 1Password...).</li>
            <li>Or type the key by hand.</li>
            <li>Enter the 6-digit code the app shows.</li>
          </ol>
          <img
            src={setup.qrCodeDataUrl}
            alt="QR code for your authenticator app"
            width={200}
            height={200}
            className="mx-auto rounded bg-white p-2"
          />
          <div>
            <p className="text-sm font-medium">Manual key</p>
            <code
              data-testid="two-factor-manual-key"
              className="block rounded bg-slate-100 p-2 font-mono text-sm break-all dark:bg-slate-800"
            >
              {grouped(setup.manualKey)}
            </code>
          </div>
          <TextField
            label="Code from the app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          {error ? <FormMessage tone="error">{error}</FormMessage> : null}
          <DialogActions submitLabel="Turn on" busyLabel="Checking..." busy={confirm.isPending} onCancel={onClose} />
        </form>
      ) : null}
    </Modal>
  );
}

/** The recovery codes, shown once, with Copy and Download. */
function RecoveryCodes({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  const text = `Dawa recovery codes (each works once):\n\n${codes.join('\n')}\n`;

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(text);
      toast(CODES_COPIED);
    } catch {
      toast('Copying failed: select the codes and copy them by hand.', 'error');
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
      title="Save your recovery codes"
      onClose={onClose}
      description="If you lose your phone, each of these codes lets you sign in once. They are shown only now."
    >
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded bg-slate-100 p-3 font-mono text-sm dark:bg-slate-800">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => void onCopy()}>
          Copy
        </Button>
        <Button variant="secondary" onClick={onDownload}>
          Download
        </Button>
        <Button onClick={onClose}>Done</Button>
      </div>
    </Modal>
  );
}

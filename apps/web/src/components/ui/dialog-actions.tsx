import { Button, type ButtonVariant } from './button';
import { useUiT } from './ui-texts';

/**
 * The footer of a form in a dialog or panel: 'Cancel' and the submit button, which says what it is
 * doing while the request runs ('Saving...') and cannot be pressed twice.
 */
export function DialogActions({
  submitLabel,
  busyLabel,
  busy,
  onCancel,
  variant = 'primary',
  disabled = false,
  cancelLabel,
}: {
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onCancel: () => void;
  /** 'danger' for an action that removes or turns something off. */
  variant?: ButtonVariant;
  /** Not ready to submit yet (besides being busy). */
  disabled?: boolean;
  /** 'Cancel' in the page's language unless given. */
  cancelLabel?: string;
}) {
  const t = useUiT();
  return (
    <div className="flex justify-end gap-3">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel ?? t('dialog.cancel')}
      </Button>
      <Button type="submit" variant={variant} disabled={disabled || busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}

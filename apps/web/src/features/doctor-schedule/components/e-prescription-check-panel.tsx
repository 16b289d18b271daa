import { Suspense, useMemo } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { useEPrescriptionCheck } from '../api/check-e-prescription';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { EPrescriptionWarnings } from './e-prescription-warnings';

/** Pause after the last keystroke before the draft is checked again. */
export const CHECK_DEBOUNCE_MS = 400;

interface DraftLine {
  productId: number;
  dose: string;
  frequency: string;
}

/**
 * Checks the draft as the doctor writes it (debounced) and shows what it raises. A failed check says so
 * and never stops issuing; while the first answer is on its way nothing is shown.
 */
export function EPrescriptionCheckPanel(props: {
  appointmentId: number;
  lines: readonly DraftLine[];
  reviewed: boolean;
  onReviewedChange: (reviewed: boolean) => void;
}) {
  // Its own boundary: waiting for the texts never holds up the form around it.
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}

function Panel({ appointmentId, lines, reviewed, onReviewedChange }: Parameters<typeof EPrescriptionCheckPanel>[0]) {
  const t = useT('prescribing');
  // Only what changes the answer, trimmed, empty fields left out: a key typed in Duration asks nothing.
  const key = JSON.stringify(lines.map((l) => [l.productId, l.dose.trim(), l.frequency.trim()]));
  const settled = useDebouncedValue(key, CHECK_DEBOUNCE_MS);
  const medicines = useMemo(
    () =>
      (JSON.parse(settled) as [number, string, string][]).map(([productId, dose, frequency]) => ({
        productId,
        ...(dose ? { dose } : {}),
        ...(frequency ? { frequency } : {}),
      })),
    [settled],
  );
  const check = useEPrescriptionCheck(appointmentId, medicines);
  if (lines.length === 0 || medicines.length === 0) return null;
  if (check.isError) return <p className="text-sm text-slate-600 dark:text-slate-300">{t('check.failed')}</p>;
  if (!check.data) return null;
  return <EPrescriptionWarnings warnings={check.data.warnings} reviewed={reviewed} onReviewedChange={onReviewedChange} />;
}

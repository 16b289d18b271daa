import { Button } from '@/components/ui/button';
import { useUiT } from '@/components/ui/ui-texts';

/** A failed section (a list that did not load) with the reason and a retry, instead of a false empty state. */
export function ErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useUiT();
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {t('error.tryAgain')}
      </Button>
    </div>
  );
}

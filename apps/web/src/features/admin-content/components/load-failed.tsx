import { Button } from '@/components/ui/button';

/** A list that failed to load: the message and a 'Try Again' button. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
      <p className="font-semibold">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

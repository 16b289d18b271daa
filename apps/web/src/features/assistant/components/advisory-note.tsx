import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';

/**
 * 'Not medical advice' and the disclaimer, under every answer of the assistant, in the page's
 * language (the API's `disclaimer` is the English of the same catalogue line).
 */
export function AdvisoryNote({ className }: { className?: string }) {
  const t = useT('assistant');
  return (
    <p className={cn('text-xs text-slate-600 dark:text-slate-300', className)}>
      <span className="mr-1 rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
        {t('chat.notMedicalAdvice')}
      </span>
      {t('answer.disclaimer')}
    </p>
  );
}

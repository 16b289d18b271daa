import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import { COPY_CONFIRMATION_MS } from '@dawa/shared/content/deals';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';

/** 'Copy' puts a promo code on the clipboard and says 'Copied!' for 1.5 s (read out by screen readers too). */
export function CopyCodeButton({ code }: { code: string }) {
  const { state, copy } = useCopyToClipboard(COPY_CONFIRMATION_MS);
  const t = useT('content');
  const label = state === 'copied' ? t('copy.copied') : t('copy.copy');
  return (
    <div className="flex items-center gap-3">
      {/* The name starts with the visible word (WCAG label in name) and says which code. */}
      <Button variant="secondary" onClick={() => void copy(code)} aria-label={t('copy.label', { action: label, code })}>
        {state === 'copied' ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
        {label}
      </Button>
      <span role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {state === 'copied' ? t('copy.done', { code }) : state === 'failed' ? t('copy.failed', { code }) : ''}
      </span>
    </div>
  );
}

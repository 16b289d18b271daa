import type { AppliedPromo, CartLine } from '@dawa/shared/commerce/cart';
import type { Translate } from '@dawa/shared/i18n/messages';
import type { CatalogueOf } from '@dawa/shared/i18n/namespaces';
import Tag from 'lucide-react/icons/tag';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useApplyPromo } from '../api/apply-promo';
import { promoStore, usePromoState } from '../store/promo-store';
import { useT } from '@/lib/i18n/use-t';

export const INVALID_PROMO_CODE = 'Invalid promo code';
export const PROMO_APPLIED = 'Promo code applied!';
export const ENTER_PROMO_CODE = 'Please enter a promo code';

/** Our own seeded deals, worded in the page's language by their code; an operator's other codes show the text they wrote. */
const PROMO_TEXTS = { PAIN20: 'promo.text.PAIN20', VITCBOGO: 'promo.text.VITCBOGO', DIAB15: 'promo.text.DIAB15' } as const;

function promoText(promo: AppliedPromo, t: Translate<CatalogueOf<'cart'>>): string {
  // A description the operator emptied says 'Promo code applied!' instead (see the caller).
  const key = promo.description && Object.hasOwn(PROMO_TEXTS, promo.code) ? PROMO_TEXTS[promo.code as keyof typeof PROMO_TEXTS] : undefined;
  return key ? t(key) : promo.description;
}

/**
 * The promo code box of the cart. Apply asks the server (POST /api/apply-promo); while a code is
 * applied the input is disabled and Remove shows. A refused code shows the server's reason (or
 * 'Invalid promo code') and leaves no code applied.
 */
export function PromoBox({ lines }: { lines: CartLine[] }) {
  const inputId = useId();
  const messageId = useId();
  const { promo, notice } = usePromoState();
  const [code, setCode] = useState('');
  const [emptyCode, setEmptyCode] = useState(false);
  const apply = useApplyPromo();
  const t = useT('cart');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const promoCode = code.trim();
    setEmptyCode(promoCode === '');
    if (!promoCode || apply.isPending) return;
    apply.mutate(
      { promoCode, lines },
      {
        onSuccess: (applied) => promoStore.apply(applied),
        onError: () => promoStore.clear(),
      },
    );
  };

  const remove = () => {
    promoStore.clear();
    apply.reset();
    setCode('');
    setEmptyCode(false);
  };

  let message: { text: string; tone: 'success' | 'error' } | null = null;
  // A code limited per customer says so ('… can be used 1 time per customer; 0 uses left for you …').
  if (promo) message = { text: [promoText(promo, t) || t('promo.applied'), promo.limitNote].filter(Boolean).join(' '), tone: 'success' };
  else if (emptyCode) message = { text: t('promo.enter'), tone: 'error' };
  else if (apply.isError) message = { text: apiErrorMessage(apply.error, t('promo.invalid')), tone: 'error' };
  else if (notice) message = { text: notice, tone: 'error' };

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800 dark:text-slate-100">
        {t('promo.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={promo ? promo.code : code}
          onChange={(e) => setCode(e.target.value)}
          disabled={promo !== null}
          maxLength={40}
          autoComplete="off"
          aria-describedby={message ? messageId : undefined}
          aria-invalid={message?.tone === 'error' || undefined}
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 uppercase placeholder:normal-case disabled:bg-slate-100 disabled:text-slate-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:disabled:bg-slate-800 dark:disabled:text-slate-300"
          placeholder={t('promo.placeholder')}
        />
        {/* Distinct keys: React must not turn the pressed Remove into the Apply submit button while the
            click is still being handled (the form would then submit an empty code: 'Please enter a promo code'). */}
        {promo ? (
          <Button key="remove" type="button" variant="secondary" onClick={remove}>
            {t('promo.remove')}
          </Button>
        ) : (
          <Button key="apply" type="submit" variant="secondary" disabled={apply.isPending}>
            {apply.isPending ? t('promo.applying') : t('promo.apply')}
          </Button>
        )}
      </div>
      {message ? (
        <p
          id={messageId}
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={cn(
            'flex items-center gap-1.5 text-sm font-medium',
            message.tone === 'success' ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-700 dark:text-red-300',
          )}
        >
          {message.tone === 'success' ? <Tag aria-hidden="true" className="size-4" /> : null}
          {message.text}
        </p>
      ) : null}
    </form>
  );
}

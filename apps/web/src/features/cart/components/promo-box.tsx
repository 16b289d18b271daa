import type { CartLine } from '@dawa/shared/commerce/cart';
import Tag from 'lucide-react/icons/tag';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useApplyPromo } from '../api/apply-promo';
import { promoStore, usePromoState } from '../store/promo-store';

export const INVALID_PROMO_CODE = 'Invalid promo code';
export const PROMO_APPLIED = 'Promo code applied!';
export const ENTER_PROMO_CODE = 'Please enter a promo code';

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
  if (promo) message = { text: [promo.description || PROMO_APPLIED, promo.limitNote].filter(Boolean).join(' '), tone: 'success' };
  else if (emptyCode) message = { text: ENTER_PROMO_CODE, tone: 'error' };
  else if (apply.isError) message = { text: apiErrorMessage(apply.error, INVALID_PROMO_CODE), tone: 'error' };
  else if (notice) message = { text: notice, tone: 'error' };

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800 dark:text-slate-100">
        Promo code
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
          placeholder="e.g. PAIN20"
        />
        {/* Distinct keys: React must not turn the pressed Remove into the Apply submit button while the
            click is still being handled (the form would then submit an empty code: 'Please enter a promo code'). */}
        {promo ? (
          <Button key="remove" type="button" variant="secondary" onClick={remove}>
            Remove
          </Button>
        ) : (
          <Button key="apply" type="submit" variant="secondary" disabled={apply.isPending}>
            {apply.isPending ? 'Applying...' : 'Apply'}
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

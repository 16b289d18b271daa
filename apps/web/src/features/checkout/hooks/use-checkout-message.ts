import { PAYMENT_MESSAGES } from '@dawa/shared/commerce/payment-details';
import { PAYMENT_UNAVAILABLE_MESSAGE } from '@dawa/shared/system/texts';
import { useCallback } from 'react';
import { useT } from '@/lib/i18n/use-t';

type MessageKey = keyof typeof PAYMENT_MESSAGES;
const keyOf = new Map<string, MessageKey>(Object.entries(PAYMENT_MESSAGES).map(([key, text]) => [text, key as MessageKey]));

/**
 * The checkout's checks answer with the spec's English sentences (PAYMENT_MESSAGES, shared with the
 * server and asserted by tests); this words each in the page's language. A sentence it does not know
 * (an API refusal already worded by useApiErrorText) passes through.
 */
export function useCheckoutMessage(): (message: string) => string {
  const t = useT('checkout');
  return useCallback(
    (message: string) => {
      if (message === PAYMENT_UNAVAILABLE_MESSAGE) return t('payment.unavailable');
      const key = keyOf.get(message);
      return key ? t(`msg.${key}`) : message;
    },
    [t],
  );
}

import { deliveryDaysRange } from '@dawa/shared/commerce/delivery-zones';
import { DEFAULT_DELIVERY_RULE } from '@dawa/shared/content/policies';
import { useDeliveryDays } from '@/components/delivery/use-delivery-days';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { servedSettings } from '@/lib/served-settings';

/**
 * What the Shipping and FAQ pages say about delivery, in the page's language, from the rule in force
 * (System Settings as served into the page, else the spec's ₹40 up to ₹499) and the zone table the
 * checkout applies: the same figures as shared/content/policies.ts's deliveryPolicy().
 */
export function useDeliveryPolicy() {
  const t = useT('content');
  const format = useFormat();
  const { days, zones } = useDeliveryDays();
  const rule = servedSettings().delivery ?? DEFAULT_DELIVERY_RULE;
  // Whole rupees ('₹499'), as the policy texts quote them.
  const rupees = (paise: number) => format.money(Math.round(paise / 100) * 100).replace(/\.00$/, '');
  const charge = rupees(rule.chargePaise);
  const threshold = rupees(rule.freeAbovePaise);
  const range = deliveryDaysRange();
  return {
    charges: t('delivery.charges', { charge, threshold }),
    counting: t('delivery.counting'),
    zones,
    pinCheck: t('delivery.pinCheck'),
    summary: t('delivery.summary', { days: days(range.min, range.max), charge, threshold }),
  };
}

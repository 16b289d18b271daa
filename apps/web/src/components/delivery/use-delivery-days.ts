import { ZONE_DAYS } from '@dawa/shared/commerce/delivery-zones';
import { useT } from '@/lib/i18n/use-t';

/**
 * Business days and the delivery zones in the page's language, from the same table the server
 * applies (commerce/delivery-zones.ts): '1-2 business days', 'Metro cities: 1-2 business days'.
 */
export function useDeliveryDays() {
  const t = useT('delivery');
  const days = (min: number, max: number) => (min === max ? t('businessDays', { count: min }) : t('businessDaysRange', { min, max }));
  const zones = (Object.keys(ZONE_DAYS) as (keyof typeof ZONE_DAYS)[]).map((zone) =>
    t('zoneLine', { zone: t(`zone.${zone}`), days: days(ZONE_DAYS[zone].min, ZONE_DAYS[zone].max) }),
  );
  return { t, days, zones };
}

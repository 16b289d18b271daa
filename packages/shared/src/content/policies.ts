import { businessDays, deliveryDaysRange, ZONE_DAYS } from '../commerce/delivery-zones.ts';
import type { DeliveryRule } from '../commerce/pricing.ts';
import { DELIVERY_CHARGE_PAISE, FREE_DELIVERY_ABOVE_PAISE } from '../commerce/rules.ts';
import { formatInrWhole } from '../money/format.ts';

const range = deliveryDaysRange();
/** Business days from an approved refund to the customer's account. */
const REFUND_DAYS = { min: 7, max: 10 } as const;

/**
 * The store's terms in one place (spec: account-and-care, Privacy, Terms, Legal), so the shipping,
 * returns, FAQ and terms pages cannot contradict each other or the checkout's delivery charge.
 */
export const STORE_TERMS = {
  /** '1-5 business days': the fastest and slowest zone of the delivery table (commerce/delivery-zones.ts). */
  standardDelivery: businessDays(range.min, range.max),
  refundTime: businessDays(REFUND_DAYS.min, REFUND_DAYS.max),
  /** The same in numbers, for pages that word it in another language. */
  refundDays: REFUND_DAYS,
  otcReturnDays: 30,
  damageReportHours: 24,
  /** '₹40' */
  deliveryCharge: formatInrWhole(DELIVERY_CHARGE_PAISE),
  /** '₹499' */
  freeDeliveryAbove: formatInrWhole(FREE_DELIVERY_ABOVE_PAISE),
} as const;

/** The Indian laws the store operates under, as the Legal and Terms pages cite them. */
export const INDIAN_LAWS = [
  {
    name: 'Drugs and Cosmetics Act, 1940',
    about: 'and the Drugs Rules, 1945: licensing of pharmacies, prescription-only medicines (Schedules H, H1 and X) and labelling.',
  },
  { name: 'Pharmacy Act, 1948', about: 'medicines are dispensed by or under the supervision of a registered pharmacist.' },
  {
    name: 'Digital Personal Data Protection Act, 2023',
    about: 'how we collect, use, keep and erase your personal data, and your rights over it.',
  },
  {
    name: 'Information Technology Act, 2000',
    about: 'and its rules on reasonable security practices and sensitive personal data (health information).',
  },
  {
    name: 'Consumer Protection (E-Commerce) Rules, 2020',
    about: 'seller details, prices inclusive of taxes, a grievance officer and return and refund policies.',
  },
] as const;

/** The delivery rule in force, by default the spec's ₹40 up to ₹499 (System Settings can change it). */
export const DEFAULT_DELIVERY_RULE: DeliveryRule = { chargePaise: DELIVERY_CHARGE_PAISE, freeAbovePaise: FREE_DELIVERY_ABOVE_PAISE };

/**
 * What the Shipping, FAQ and Terms pages say about delivery, written from the rules the code applies:
 * the charge of pricing.ts (counted on the subtotal BEFORE any promo discount, as the cart and the
 * checkout count it) and the zones of delivery-zones.ts (decision 034).
 */
export function deliveryPolicy(rule: DeliveryRule = DEFAULT_DELIVERY_RULE) {
  const charge = formatInrWhole(rule.chargePaise);
  const threshold = formatInrWhole(rule.freeAbovePaise);
  return {
    charges: `Delivery costs ${charge} for orders up to ${threshold} and is free for orders above ${threshold}.`,
    counting: `The order value is the total of your items before any promo code discount: a promo code never adds a delivery charge.`,
    zones: Object.values(ZONE_DAYS).map((zone) => `${zone.label}: ${businessDays(zone.min, zone.max)}`),
    pinCheck:
      'Enter your PIN code in the cart, or choose your address at checkout, to see the delivery estimate for it. We do not deliver to the Andaman and Nicobar Islands, Lakshadweep and Army Post Office (APO) addresses yet; the checkout does not accept their PIN codes.',
    summary: `Delivery across India in ${STORE_TERMS.standardDelivery}; ${charge} up to ${threshold}, free above.`,
  };
}

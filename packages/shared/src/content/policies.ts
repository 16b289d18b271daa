import { DELIVERY_CHARGE_PAISE, FREE_DELIVERY_ABOVE_PAISE } from '../commerce/rules.ts';
import { formatInrWhole } from '../money/format.ts';

/**
 * The store's terms in one place (spec: account-and-care, Privacy, Terms, Legal), so the shipping,
 * returns, FAQ and terms pages cannot contradict each other or the checkout's delivery charge.
 */
export const STORE_TERMS = {
  standardDelivery: '2-5 business days',
  expressDelivery: '24-48 hours',
  refundTime: '7-10 business days',
  otcReturnDays: 30,
  damageReportHours: 24,
  /** '₹40' */
  deliveryCharge: formatInrWhole(DELIVERY_CHARGE_PAISE),
  /** '₹499' */
  freeDeliveryAbove: formatInrWhole(FREE_DELIVERY_ABOVE_PAISE),
} as const;

/** The Indian laws the store operates under, as the Legal and Terms pages cite them. */
export const INDIAN_LAWS = [
  { name: 'Drugs and Cosmetics Act, 1940', about: 'and the Drugs Rules, 1945: licensing of pharmacies, prescription-only medicines (Schedules H, H1 and X) and labelling.' },
  { name: 'Pharmacy Act, 1948', about: 'medicines are dispensed by or under the supervision of a registered pharmacist.' },
  { name: 'Digital Personal Data Protection Act, 2023', about: 'how we collect, use, keep and erase your personal data, and your rights over it.' },
  { name: 'Information Technology Act, 2000', about: 'and its rules on reasonable security practices and sensitive personal data (health information).' },
  { name: 'Consumer Protection (E-Commerce) Rules, 2020', about: 'seller details, prices inclusive of taxes, a grievance officer and return and refund policies.' },
] as const;

/**
 * Where Dawa delivers and how long it takes, by PIN code (decision 034). One table, read by the
 * cart and checkout estimate (GET /api/delivery/estimate), by the checkout's refusal of an address
 * it cannot serve, and by the Shipping, FAQ and Terms pages: what the pages promise is what the
 * code applies.
 *
 * A PIN code is 6 digits; its first digit is the postal region (1-8; 9 is the Army Postal Service).
 * A prefix names a zone; the LONGEST matching prefix wins, so a district inside a region can differ
 * from the region. Every 6-digit PIN starting 1-8 that no prefix names is in the 'rest' zone.
 */
export const DELIVERY_ZONES = ['metro', 'tier2', 'rest', 'unserviceable'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

/** Business days (Monday to Saturday, no public holidays) from confirmation to the door, per serviceable zone. */
export const ZONE_DAYS: Record<Exclude<DeliveryZone, 'unserviceable'>, { min: number; max: number; label: string }> = {
  metro: { min: 1, max: 2, label: 'Metro cities' },
  tier2: { min: 2, max: 3, label: 'Other large cities' },
  rest: { min: 3, max: 5, label: 'Rest of India' },
};

/** PIN prefixes → zone. Compact on purpose: a city's head-office prefix (3 digits), a few exceptions longer. */
export const PIN_PREFIX_ZONES: Readonly<Record<string, DeliveryZone>> = {
  // Metro cities: Delhi, Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad, Pune, Ahmedabad.
  '110': 'metro',
  '400': 'metro',
  '700': 'metro',
  '600': 'metro',
  '560': 'metro',
  '500': 'metro',
  '411': 'metro',
  '380': 'metro',
  // Other large cities: Gurugram, Noida/Ghaziabad, Chandigarh, Jaipur, Lucknow, Kanpur, Surat, Vadodara,
  // Nagpur, Indore, Bhopal, Patna, Bhubaneswar, Guwahati, Visakhapatnam, Coimbatore, Kochi,
  // Thiruvananthapuram, Mysuru, Ludhiana.
  '122': 'tier2',
  '201': 'tier2',
  '160': 'tier2',
  '302': 'tier2',
  '226': 'tier2',
  '208': 'tier2',
  '395': 'tier2',
  '390': 'tier2',
  '440': 'tier2',
  '452': 'tier2',
  '462': 'tier2',
  '800': 'tier2',
  '751': 'tier2',
  '781': 'tier2',
  '530': 'tier2',
  '641': 'tier2',
  '682': 'tier2',
  '695': 'tier2',
  '570': 'tier2',
  '141': 'tier2',
  // Not yet: the Army Postal Service, the Andaman and Nicobar Islands, Lakshadweep (682551-682559).
  '9': 'unserviceable',
  '744': 'unserviceable',
  '68255': 'unserviceable',
};

/** A 6-digit Indian PIN code (the first digit is never 0). */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;
export const PIN_CODE_MESSAGE = 'Please enter a valid 6-digit PIN code';
export const NOT_SERVICEABLE_MESSAGE = 'We do not deliver to this PIN code yet';

/** GET /api/delivery/estimate's answer (its zod schema is in delivery-schemas.ts). */
export interface DeliveryEstimate {
  pin: string;
  zone: DeliveryZone;
  serviceable: boolean;
  minDays: number | null;
  maxDays: number | null;
  /** 'Delivery in 1-2 business days' or NOT_SERVICEABLE_MESSAGE. */
  message: string;
}

/** '1-2 business days' */
export const businessDays = (min: number, max: number) =>
  min === max ? `${min} business day${min === 1 ? '' : 's'}` : `${min}-${max} business days`;

/** The zone of a valid PIN code (longest prefix wins; 'rest' when none matches). */
export function zoneOfPin(pin: string): DeliveryZone {
  for (let length = Math.min(pin.length, 6); length > 0; length--) {
    const zone = PIN_PREFIX_ZONES[pin.slice(0, length)];
    if (zone) return zone;
  }
  return 'rest';
}

/** The estimate for a valid PIN code (PIN_CODE_PATTERN matched). */
export function deliveryEstimate(pin: string): DeliveryEstimate {
  const zone = zoneOfPin(pin);
  if (zone === 'unserviceable') return { pin, zone, serviceable: false, minDays: null, maxDays: null, message: NOT_SERVICEABLE_MESSAGE };
  const { min, max } = ZONE_DAYS[zone];
  return { pin, zone, serviceable: true, minDays: min, maxDays: max, message: `Delivery in ${businessDays(min, max)}` };
}

/**
 * Why an order cannot go to this address's PIN code, or null. An empty PIN (the address form allows
 * it) is not refused: the courier finds the address by city; a PIN we cannot serve is.
 */
export function pinRefusal(postalCode: string): string | null {
  const pin = postalCode.trim();
  if (pin === '') return null;
  if (!PIN_CODE_PATTERN.test(pin)) return PIN_CODE_MESSAGE;
  return deliveryEstimate(pin).serviceable ? null : `${NOT_SERVICEABLE_MESSAGE} (${pin}).`;
}

/** Fastest and slowest serviceable delivery, for the policy pages ('1-5 business days'). */
export function deliveryDaysRange(): { min: number; max: number } {
  const all = Object.values(ZONE_DAYS);
  return { min: Math.min(...all.map((z) => z.min)), max: Math.max(...all.map((z) => z.max)) };
}

/**
 * The business days promised for a delivery to this PIN code: its zone's, the same figure checkout
 * and the PIN check show; without a PIN we can read, the whole range (never a promise we may break).
 * Order pages and tracking use it for an order on its way (issue 21: one source).
 */
export function deliveryDaysForPin(postalCode: string | null | undefined): { min: number; max: number } {
  const pin = (postalCode ?? '').trim();
  if (PIN_CODE_PATTERN.test(pin)) {
    const estimate = deliveryEstimate(pin);
    if (estimate.minDays !== null && estimate.maxDays !== null) return { min: estimate.minDays, max: estimate.maxDays };
  }
  return deliveryDaysRange();
}

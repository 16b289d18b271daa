import { COUNTRIES, PHONE_COUNTRY_CODES } from '../auth/rules.ts';

/** What a profile learns from a customer's order when it has none of its own. */
export interface ProfileContact {
  phone: { phoneCountry: string; phone: string } | null;
  address: { address: string; city: string; state: string | null; postalCode: string | null; country: string | null };
}

/**
 * The profile's phone and address from an order's contact phone ('+919876543210' or '9876543210',
 * spaces already removed) and delivery address, written as the profile writes them: the country code
 * apart from the national number, the country as its code ('India' → 'IN'). A phone in a country code
 * the profile does not offer is left out rather than stored wrongly.
 */
export function profileContactOf(
  orderPhone: string,
  address: { address: string; city: string; state: string; postalCode: string; country: string },
): ProfileContact {
  return {
    phone: splitPhone(orderPhone),
    address: {
      address: address.address,
      city: address.city,
      state: address.state || null,
      postalCode: address.postalCode || null,
      country:
        COUNTRIES.find(
          (c) => c.name.toLowerCase() === address.country.trim().toLowerCase() || c.code === address.country.trim().toUpperCase(),
        )?.code ?? null,
    },
  };
}

function splitPhone(phone: string): ProfileContact['phone'] {
  if (!phone.startsWith('+')) return /^\d{6,15}$/.test(phone) ? { phoneCountry: '+91', phone } : null;
  // The longest code first would matter for overlapping codes; ours ('+1', '+44', '+91'...) do not overlap.
  const code = PHONE_COUNTRY_CODES.find((c) => phone.startsWith(c));
  const national = code ? phone.slice(code.length) : '';
  return code && /^\d{6,15}$/.test(national) ? { phoneCountry: code, phone: national } : null;
}

import { describe, expect, it } from 'vitest';
import { profileContactOf } from './contact-from-order.ts';

const address = { address: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001', country: 'India' };

describe("a profile's phone and address from an order", () => {
  it('splits +91 from the number and writes India as its code', () => {
    expect(profileContactOf('+919876543210', address)).toEqual({
      phone: { phoneCountry: '+91', phone: '9876543210' },
      address: { address: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001', country: 'IN' },
    });
  });

  it('takes a bare 10-digit number as Indian, and empty state and PIN as not given', () => {
    expect(profileContactOf('9876543210', { ...address, state: '', postalCode: '' })).toMatchObject({
      phone: { phoneCountry: '+91', phone: '9876543210' },
      address: { state: null, postalCode: null },
    });
  });

  it('leaves out a phone in a country code the profile does not offer, and an unknown country', () => {
    expect(profileContactOf('+9779812345678', { ...address, country: 'Atlantis' })).toMatchObject({
      phone: null,
      address: { country: null },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { AddressBodySchema, AddressInputSchema } from './address.ts';

const minimal = { firstName: 'Asha', address: '12 MG Road', city: 'Bengaluru' };

describe('AddressInputSchema', () => {
  it('needs only first name, address and city, filling in the rest', () => {
    expect(AddressInputSchema.parse(minimal)).toEqual({
      ...minimal,
      lastName: '',
      email: '',
      phone: '',
      state: '',
      postalCode: '',
      country: 'India',
      type: 'Home',
      instructions: '',
    });
  });

  it.each([
    [{ ...minimal, firstName: '  ' }, 'First name is required'],
    [{ ...minimal, address: '' }, 'Address is required'],
    [{ ...minimal, city: '' }, 'City is required'],
    [{ ...minimal, postalCode: '56001' }, 'PIN code must be 6 digits'],
    [{ ...minimal, email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ ...minimal, phone: 'call me' }, 'Phone number must be digits'],
    [{ ...minimal, type: 'Castle' }, undefined],
    [{ ...minimal, address: 'x'.repeat(301) }, 'Address must be at most 300 characters'],
  ])('refuses %j', (payload, message) => {
    const result = AddressInputSchema.safeParse(payload);
    expect(result.success).toBe(false);
    if (message) expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('takes isDefault only in the address-book body', () => {
    expect(AddressInputSchema.safeParse({ ...minimal, isDefault: true }).success).toBe(false);
    expect(AddressBodySchema.parse({ ...minimal, isDefault: true }).isDefault).toBe(true);
  });
});

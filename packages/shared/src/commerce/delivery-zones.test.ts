import { describe, expect, it } from 'vitest';
import { DeliveryEstimateQuerySchema } from './delivery-schemas.ts';
import {
  deliveryDaysForPin,
  deliveryDaysRange,
  deliveryEstimate,
  NOT_SERVICEABLE_MESSAGE,
  PIN_CODE_MESSAGE,
  PIN_PREFIX_ZONES,
  pinRefusal,
  zoneOfPin,
} from './delivery-zones.ts';

describe('delivery zones by PIN code', () => {
  it.each([
    ['110001', 'metro'], // New Delhi
    ['400050', 'metro'], // Mumbai
    ['560034', 'metro'], // Bengaluru
    ['302017', 'tier2'], // Jaipur
    ['682011', 'tier2'], // Kochi
    ['682553', 'unserviceable'], // Lakshadweep: a longer prefix beats Kochi's
    ['744101', 'unserviceable'], // Port Blair
    ['900001', 'unserviceable'], // Army Postal Service
    ['175131', 'rest'], // a Himachal town no prefix names
    ['841301', 'rest'],
  ])('%s is %s', (pin, zone) => {
    expect(zoneOfPin(pin)).toBe(zone);
  });

  it('answers days and a sentence for a serviceable PIN, and the refusal for the others', () => {
    expect(deliveryEstimate('110001')).toEqual({
      pin: '110001',
      zone: 'metro',
      serviceable: true,
      minDays: 1,
      maxDays: 2,
      message: 'Delivery in 1-2 business days',
    });
    expect(deliveryEstimate('175131').message).toBe('Delivery in 3-5 business days');
    expect(deliveryEstimate('744101')).toMatchObject({ serviceable: false, minDays: null, message: NOT_SERVICEABLE_MESSAGE });
  });

  it.each(['', '12345', '1234567', '012345', '11000a', ' 1 1000'])('refuses the PIN %j', (pin) => {
    const parsed = DeliveryEstimateQuerySchema.safeParse({ pin });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(PIN_CODE_MESSAGE);
  });

  it('checkout refuses an unserviceable or malformed PIN, and lets an empty one through', () => {
    expect(pinRefusal('744101')).toBe(`${NOT_SERVICEABLE_MESSAGE} (744101).`);
    expect(pinRefusal('012345')).toBe(PIN_CODE_MESSAGE);
    expect(pinRefusal('400001')).toBeNull();
    expect(pinRefusal('')).toBeNull();
  });

  it('keeps the table to digit prefixes of at most 6 and the overall range the pages state', () => {
    for (const prefix of Object.keys(PIN_PREFIX_ZONES)) expect(prefix).toMatch(/^[1-9]\d{0,5}$/);
    expect(deliveryDaysRange()).toEqual({ min: 1, max: 5 });
  });

  it('promises an order the days its shipping PIN gets at checkout, else the whole range', () => {
    expect(deliveryDaysForPin('560001')).toEqual({ min: 1, max: 2 });
    expect(deliveryDaysForPin(' 302001 ')).toEqual({ min: 2, max: 3 });
    expect(deliveryDaysForPin('')).toEqual(deliveryDaysRange());
    expect(deliveryDaysForPin('744101')).toEqual(deliveryDaysRange());
  });
});
